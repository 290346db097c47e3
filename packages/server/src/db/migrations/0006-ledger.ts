import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The credits ledger: every change of a member's credits is one entry, never changed or removed
 * while the member exists; `members.credits` (CHECK >= 0 since the first migration) is their sum,
 * written in the same transaction. An entry's idempotency key makes a change apply once per
 * member. Credits the members already hold become one opening `bonus` entry each.
 */
export const ledgerMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('ledger_entries')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount <> 0`))
      .addColumn('reason', 'text', (column) =>
        column
          .notNull()
          .check(
            sql`reason in ('purchase', 'spend', 'refund', 'chargeback', 'bonus', 'signup_credits')`,
          ),
      )
      .addColumn('idempotency_key', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addUniqueConstraint('ledger_entries_key', ['member_id', 'idempotency_key'])
      .execute();
    await sql`
      insert into ledger_entries (member_id, amount, reason, idempotency_key, created_at)
      select id, credits, 'bonus', 'opening-balance', now() from members where credits > 0
    `.execute(database);
  },
};
