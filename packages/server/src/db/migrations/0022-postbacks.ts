import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Traffic sources past the signup: a payment keeps the member's arrival record (`tracking`), and
 * the postback outbox holds each event a network is told of (`signup`, `confirmed`,
 * `first_purchase`), at most once per member and event, written in the transaction of the event
 * and sent by the postback sender (a lease, SKIP LOCKED, retries with backoff), each attempt's
 * outcome kept.
 */
export const postbacksMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema.alterTable('payments').addColumn('tracking', 'jsonb').execute();
    await database.schema
      .createTable('postbacks')
      .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('member_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .addColumn('event', 'text', (column) =>
        column.notNull().check(sql`event in ('signup', 'confirmed', 'first_purchase')`),
      )
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('send_at', 'timestamptz', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('sent_at', 'timestamptz')
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'text')
      .addUniqueConstraint('postbacks_once', ['member_id', 'event'])
      .execute();
    await sql`create index postbacks_waiting on postbacks (send_at) where sent_at is null`.execute(
      database,
    );
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('postbacks').execute();
    await database.schema.alterTable('payments').dropColumn('tracking').execute();
  },
};
