import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The member a signup started from (a member landing, a profile's chat button): the new member's
 * first conversation is with them once the address is confirmed, on whichever device the
 * confirmation link is opened. Cleared when that member's row goes.
 */
export const signupProfileMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .alterTable('members')
      .addColumn('signup_profile_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.alterTable('members').dropColumn('signup_profile_id').execute();
  },
};
