import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Withdrawals from purchases made with the withdrawal function (`/withdrawal`, EU Directive
 * 2023/2673): one per payment, under the reference the confirmation mail names, with the name and
 * address it went to and its outcome. A `refund` waits here until its provider has taken it
 * (`refund_requested_at`); the refund sender tries again after a failure and keeps the last error.
 */
export const withdrawalsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('withdrawals')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('reference', 'text', (column) => column.notNull().unique())
      .addColumn('payment_id', 'text', (column) =>
        column.notNull().unique().references('payments.id'),
      )
      .addColumn('member_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) =>
        column.notNull().check(sql`outcome in ('refund', 'declined')`),
      )
      .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
      .addColumn('refund_attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('refund_requested_at', 'timestamptz')
      .addColumn('refund_retry_at', 'timestamptz')
      .addColumn('refund_error', 'text')
      .execute();
    await sql`
      create index withdrawals_refund_waiting on withdrawals (id)
      where outcome = 'refund' and refund_requested_at is null
    `.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('withdrawals').execute();
  },
};
