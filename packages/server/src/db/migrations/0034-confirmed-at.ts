import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * When a member first confirmed their address, for the back office's insight (confirmations per
 * day). Accounts confirmed before this migration keep null: when is not known.
 */
export const confirmedAtMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await sql`alter table members add column confirmed_at timestamptz`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await sql`alter table members drop column confirmed_at`.execute(database);
  },
};
