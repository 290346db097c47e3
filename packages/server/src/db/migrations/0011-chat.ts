import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Chat: one conversation per pair of members (`first_id` < `second_id`), who started it (a free
 * member may start two), and per side the unread count and when that side removed it (its
 * messages before then stay hidden from that side). Messages rise by id; each is stored once per
 * sender and client id, with what it cost.
 */
export const chatMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('conversations')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('first_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('second_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('started_by', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('last_message_at', 'timestamptz', (column) => column.notNull())
      .addColumn('message_count', 'integer', (column) =>
        column.notNull().defaultTo(0).check(sql`message_count >= 0`),
      )
      .addColumn('unread_first', 'integer', (column) =>
        column.notNull().defaultTo(0).check(sql`unread_first >= 0`),
      )
      .addColumn('unread_second', 'integer', (column) =>
        column.notNull().defaultTo(0).check(sql`unread_second >= 0`),
      )
      .addColumn('removed_first_at', 'timestamptz')
      .addColumn('removed_second_at', 'timestamptz')
      .addCheckConstraint('conversations_pair_order', sql`first_id < second_id`)
      .addUniqueConstraint('conversations_pair', ['first_id', 'second_id'])
      .execute();
    await database.schema
      .createIndex('conversations_second')
      .on('conversations')
      .columns(['second_id', 'last_message_at'])
      .execute();
    // The conversations a member started, which the free members' limit counts.
    await database.schema
      .createIndex('conversations_started_by')
      .on('conversations')
      .column('started_by')
      .execute();
    await database.schema
      .createTable('messages')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('conversation_id', 'integer', (column) =>
        column.notNull().references('conversations.id').onDelete('cascade'),
      )
      .addColumn('sender_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('client_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('credits', 'integer', (column) => column.notNull().check(sql`credits >= 0`))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addUniqueConstraint('messages_sender_client_id', ['sender_id', 'client_id'])
      .execute();
    await database.schema
      .createIndex('messages_conversation')
      .on('messages')
      .columns(['conversation_id', 'id'])
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('messages').execute();
    await database.schema.dropTable('conversations').execute();
  },
};
