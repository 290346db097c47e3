import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { initialMigration } from './migrations/0001-initial.js';
import { accountsMigration } from './migrations/0002-accounts.js';
import type { Database } from './schema.js';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-accounts': accountsMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the newest schema; throws with the failing migration's name. */
export async function migrateToLatest(database: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db: database, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
