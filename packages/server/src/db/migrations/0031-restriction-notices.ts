import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A restriction the member has read in the app (`seen_at`): until then the site shows it to them
 * at their next visit, beside the statement of reasons mailed to them.
 */
export const restrictionNoticesMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await sql`alter table restrictions add column seen_at timestamptz`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await sql`alter table restrictions drop column seen_at`.execute(database);
  },
};
