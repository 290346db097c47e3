import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Credits the support team gives: a ledger entry of its own reason, `grant`, naming the operator
 * who gave them and the reason they gave (`note`), kept when the operator's account goes.
 */
export const creditGrantsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await sql`alter table ledger_entries drop constraint ledger_entries_reason_check`.execute(
      database,
    );
    await sql`alter table ledger_entries
      add constraint ledger_entries_reason_check check (reason in
        ('purchase', 'spend', 'refund', 'chargeback', 'bonus', 'signup_credits', 'grant')),
      add column operator_id integer references operators (id) on delete set null,
      add column note text`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await sql`alter table ledger_entries drop column operator_id, drop column note`.execute(
      database,
    );
  },
};
