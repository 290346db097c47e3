import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Notices and complaints sent on `/complaints` (EU DSA, Art. 16): what they are about, why, who
 * sent them (a member, or a visitor's name and address, or nobody where the law allows), under a
 * reference the acknowledgement names. They wait, `open`, for the back office's queue.
 */
export const noticesMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('notices')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('reference', 'text', (column) => column.notNull().unique())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('url', 'text')
      .addColumn('conversation_id', 'integer', (column) =>
        column.references('conversations.id').onDelete('set null'),
      )
      .addColumn('explanation', 'text', (column) => column.notNull())
      .addColumn('name', 'text')
      .addColumn('email', 'text')
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('sender_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .addColumn('status', 'text', (column) =>
        column.notNull().defaultTo('open').check(sql`status in ('open', 'decided')`),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('notices_site_status')
      .on('notices')
      .columns(['site', 'status', 'created_at'])
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('notices').execute();
  },
};
