import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** New-like e-mails: when a member was last told of new likes, so that it is at most once a day. */
export const likeMailsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('like_mails')
      .addColumn('member_id', 'integer', (column) =>
        column.primaryKey().references('members.id').onDelete('cascade'),
      )
      .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('like_mails').execute();
  },
};
