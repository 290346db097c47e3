import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What a deleted account was before its deletion (`active` or `not_confirmed`), so that support
 * can bring it back as it was: an address never confirmed stays to be confirmed. Deletions before
 * this migration count as active, as the member's own reactivation link makes them.
 */
export const deletionStatusMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await sql`alter table account_deletions add column status_before text not null default 'active'
      check (status_before in ('active', 'not_confirmed'))`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await sql`alter table account_deletions drop column status_before`.execute(database);
  },
};
