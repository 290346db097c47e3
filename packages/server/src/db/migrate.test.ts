import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';
import { migrateToLatest } from './migrate.js';

describeEachDatabase('migrations', (start) => {
  it("migrates a database whose neighbour schema already holds another site's tables", async () => {
    // On PostgreSQL each server has a schema of its own in one database, as two deployments may.
    const first = await start();
    const second = await start();
    await addMember(first.database, { site: 'amora', email: 'eva@amora.example' });
    const count = async (server: typeof first) =>
      (await server.database.selectFrom('members').select('id').execute()).length;
    expect(await count(first)).toBe(1);
    expect(await count(second)).toBe(0);
  });

  it('turns the credits members held before the ledger into one opening entry each', async () => {
    const { database } = await start();
    // The database as it was before migration 0006, with two members, one holding credits.
    await sql`drop table like_mails, chat_reminders, push_outbox, live_events, messages, operator_sessions, operators, conversations, direct_debit_mandates, discount_codes, sandbox_deliveries, payment_events, payments, ledger_entries`.execute(
      database,
    );
    await sql`delete from kysely_migration where name >= '0006'`.execute(database);
    const rich = await addMember(database, {
      site: 'amora',
      email: 'ria@amora.example',
      credits: 40,
    });
    await addMember(database, { site: 'amora', email: 'nil@amora.example' });
    await migrateToLatest(database);
    const entries = await database
      .selectFrom('ledger_entries')
      .select(['member_id', 'amount', 'reason', 'idempotency_key'])
      .execute();
    expect(entries).toEqual([
      { member_id: rich, amount: 40, reason: 'bonus', idempotency_key: 'opening-balance' },
    ]);
  });
});
