import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Payments and the provider events applied to them. A payment keeps what was sold (package,
 * credits, amount in cents, currency, method), the member's withdrawal consent and its state
 * (`paymentMayMove` of the contract decides every change). It outlives the member's account
 * (`member_id` becomes null at erasure) because the books need it. `payment_events` holds each
 * provider event id once: an event applies in the transaction that records it, so a repeat, or a
 * crash before the commit, never applies it twice. `sandbox_deliveries` is the sandbox provider's
 * outbox of signed events: written with the checkout's outcome, delivered to the webhook until it
 * answers 2xx (rows locked with SKIP LOCKED while they are sent).
 */
export const paymentsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('payments')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('member_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .addColumn('bundle_id', 'text', (column) => column.notNull())
      .addColumn('credits', 'integer', (column) => column.notNull().check(sql`credits > 0`))
      .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount > 0`))
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) =>
        column
          .notNull()
          .check(
            sql`state in ('open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded')`,
          ),
      )
      .addColumn('discount_code', 'text')
      .addColumn('withdrawal_consent_at', 'timestamptz', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('payments_member')
      .on('payments')
      .columns(['member_id', 'created_at'])
      .execute();
    await database.schema
      .createTable('payment_events')
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('event_id', 'text', (column) => column.notNull())
      .addColumn('payment_id', 'text', (column) =>
        column.notNull().references('payments.id').onDelete('cascade'),
      )
      .addColumn('type', 'text', (column) => column.notNull())
      /** Whether the event moved the payment (false: a repeat of the state, or a step the rule refuses). */
      .addColumn('moved', 'boolean', (column) => column.notNull())
      .addColumn('received_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('payment_events_pkey', ['provider', 'event_id'])
      .execute();
    await database.schema
      .createTable('sandbox_deliveries')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      /** The event's JSON, exactly as delivered and signed. */
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('deliver_at', 'timestamptz', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('delivered_at', 'timestamptz')
      .addColumn('last_error', 'text')
      .execute();
  },
};
