import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Unread-message reminders: when a member was last reminded by e-mail of a conversation's unread
 * messages, so that a conversation reminds its member at most once a day.
 */
export const chatRemindersMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('chat_reminders')
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('conversation_id', 'integer', (column) =>
        column.notNull().references('conversations.id').onDelete('cascade'),
      )
      .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('chat_reminders_pair', ['member_id', 'conversation_id'])
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('chat_reminders').execute();
  },
};
