import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Refunds the support team orders. They wait for the refund sender in `withdrawals`, as a
 * member's withdrawal does (the same retries, the same key with the provider), marked
 * `origin = 'support'` with the operator who ordered them and why. A payment is withdrawn by its
 * member once and refunded once: a member's declined withdrawal may still be refunded by support.
 */
export const supportRefundsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await sql`alter table withdrawals
      add column origin text not null default 'member' check (origin in ('member', 'support')),
      add column ordered_by integer references operators (id),
      add column reason text,
      drop constraint withdrawals_payment_id_key`.execute(database);
    await sql`create unique index withdrawals_member_once on withdrawals (payment_id)
      where origin = 'member'`.execute(database);
    await sql`create unique index withdrawals_refund_once on withdrawals (payment_id)
      where outcome = 'refund'`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await sql`drop index withdrawals_member_once`.execute(database);
    await sql`drop index withdrawals_refund_once`.execute(database);
    await sql`alter table withdrawals
      drop column origin, drop column ordered_by, drop column reason,
      add constraint withdrawals_payment_id_key unique (payment_id)`.execute(database);
  },
};
