import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

/** PostgreSQL type ids whose text form the server keeps as a string. */
const DATE_TYPE = 1082;

/** Where the data lives: a real PostgreSQL, an open PGlite, or a PGlite folder. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined;
  pglite?: PGlite | undefined;
  dataDir: string;
}

/** Creates a PGlite that reads dates as ISO strings, as the pg driver is told to. */
export function createPGlite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): PGlite {
  return new PGlite({
    ...options,
    parsers: { [DATE_TYPE]: (value: string) => value },
  });
}

/** Opens the database and migrates it to the newest schema. */
export async function openDatabase(location: DatabaseLocation): Promise<Kysely<Database>> {
  const database = new Kysely<Database>({ dialect: createDialect(location) });
  await migrateToLatest(database);
  return database;
}

function createDialect(location: DatabaseLocation) {
  if (location.pglite) return new PGliteDialect(location.pglite);
  if (location.databaseUrl) {
    const types = {
      getTypeParser: (id: number, format?: 'text' | 'binary') =>
        id === DATE_TYPE ? (value: string) => value : pg.types.getTypeParser(id, format),
    };
    return new PostgresDialect({
      pool: new pg.Pool({ connectionString: location.databaseUrl, types, max: 10 }),
    });
  }
  const folder = join(location.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  return new PGliteDialect(createPGlite({ dataDir: folder }));
}
