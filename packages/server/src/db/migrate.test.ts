import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';
import { migrateToLatest, migrations } from './migrate.js';
import type { Database } from './schema.js';

/**
 * Brings a database back to how it was after migration `last`: the later migrations are undone,
 * newest first, and forgotten. Each of them must have a `down`.
 */
async function rewindTo(database: Kysely<Database>, last: string) {
  const later = Object.keys(migrations)
    .filter((name) => name > last)
    .sort()
    .reverse();
  for (const name of later) {
    const down = migrations[name]?.down;
    if (!down) throw new Error(`Migration ${name} cannot be undone`);
    await down(database as Kysely<unknown>);
  }
  await sql`delete from kysely_migration where name > ${last}`.execute(database);
}

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
    // The database as it was before migration 0006, with two members, one holding credits (0006
    // and 0007 have no `down`: their tables go by hand).
    await rewindTo(database, '0007-payments');
    await sql`drop table sandbox_deliveries, payment_events, payments, ledger_entries`.execute(
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

  it('gives the payments made before discount uses existed their once-only uses, the paid first', async () => {
    const { database } = await start();
    const eva = await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    const ola = await addMember(database, { site: 'amora', email: 'ola@amora.example' });
    await database
      .insertInto('discount_codes')
      .values(
        (['once', 'once-per-user', 'unlimited'] as const).map((validity) => ({
          site: 'amora',
          code: validity.toUpperCase().replaceAll('-', ''),
          kind: 'operator' as const,
          value_percentage: 10,
          validity,
          status: 'active' as const,
          created_at: new Date(),
        })),
      )
      .execute();
    // The database as it was before migration 0017.
    await rewindTo(database, '0016-like-mails');
    const payments = [
      ['pay_1', eva, 'WELCOME25', 'open', 1],
      ['pay_2', eva, 'WELCOME25', 'paid', 2],
      ['pay_3', ola, 'ONCE', 'open', 3],
      ['pay_4', eva, 'ONCE', 'open', 4],
      ['pay_5', ola, 'ONCEPERUSER', 'failed', 5],
      ['pay_6', ola, 'UNLIMITED', 'paid', 6],
    ] as const;
    for (const [id, member, code, state, minute] of payments) {
      const at = new Date(Date.UTC(2026, 0, 1, 12, minute));
      await sql`
        insert into payments (id, site, member_id, bundle_id, credits, amount, currency, method,
          provider, state, discount_code, withdrawal_consent_at, created_at, updated_at)
        values (${id}, 'amora', ${member}, 'p1', 100, 1500, 'EUR', 'ideal', 'sandbox', ${state},
          ${code}, ${at}, ${at}, ${at})
      `.execute(database);
    }
    await migrateToLatest(database);
    const uses = await database
      .selectFrom('discount_uses')
      .select(['scope', 'payment_id'])
      .orderBy('scope')
      .execute();
    expect(uses).toEqual([
      { scope: 'code:ONCE', payment_id: 'pay_3' },
      { scope: `new-member:${eva}`, payment_id: 'pay_2' },
    ]);
    const listed = await database
      .selectFrom('payments')
      .select(['id', 'list_amount', 'discount_use'])
      .where('id', 'in', ['pay_5', 'pay_6'])
      .orderBy('id')
      .execute();
    expect(listed).toEqual([
      { id: 'pay_5', list_amount: 1500, discount_use: `code:ONCEPERUSER:member:${ola}` },
      { id: 'pay_6', list_amount: 1500, discount_use: null },
    ]);
  });
});
