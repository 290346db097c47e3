import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The push outbox: a notification for a member's browsers (a new conversation, a new message, a
 * like), written in the transaction of the change it tells of and sent by the push sender to every
 * push subscription of the member (SKIP LOCKED, as the mail outbox is). What it says is worded when
 * it is sent, in the member's language.
 */
export const pushOutboxMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('push_outbox')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('from_name', 'text', (column) => column.notNull())
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('sent_at', 'timestamptz')
      .addColumn('last_error', 'text')
      .execute();
    await sql`create index push_outbox_waiting on push_outbox (id) where sent_at is null`.execute(
      database,
    );
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('push_outbox').execute();
  },
};
