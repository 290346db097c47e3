import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Live events: what a member's open pages are told at once (a message, a read, a like, a match),
 * written in the transaction of the change they tell of, one row per member told. The id rises:
 * a page that reconnects asks for the events after the last one it had, so it misses none and
 * sees none twice. Old events are deleted by a job; a page that was away longer loads again.
 */
export const liveEventsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('live_events')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('payload', 'jsonb', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await database.schema
      .createIndex('live_events_member')
      .on('live_events')
      .columns(['member_id', 'id'])
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('live_events').execute();
  },
};
