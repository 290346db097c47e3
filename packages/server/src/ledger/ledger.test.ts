import { expect, it } from 'vitest';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';
import { addCredits, ledgerSum, spendCredits, takeBackCredits } from './ledger.js';

const NOW = Date.UTC(2026, 10, 23, 12);

describeEachDatabase('credits ledger', (start) => {
  it('lets exactly the affordable number of 1,000 concurrent spends through, never below 0', async () => {
    const { database } = await start();
    const member = await addMember(database, { site: 'amora', email: 'ada@amora.example' });
    await addCredits(database, member, 100, 'purchase', 'payment-1', NOW);
    const results = await Promise.all(
      Array.from({ length: 1_000 }, (_, index) =>
        spendCredits(database, member, 3, `message-${index}`, NOW),
      ),
    );
    const spent = results.filter((result) => result.ok);
    // 100 credits afford 33 spends of 3; the other 967 change nothing.
    expect(spent).toHaveLength(33);
    expect(results.filter((result) => !result.ok)).toHaveLength(967);
    expect(results.every((result) => result.credits >= 0)).toBe(true);
    const { credits } = await database
      .selectFrom('members')
      .select('credits')
      .where('id', '=', member)
      .executeTakeFirstOrThrow();
    expect(credits).toBe(1);
    expect(await ledgerSum(database, member)).toBe(1);
  });

  it('applies a change once per idempotency key, however often and however at once it is sent', async () => {
    const { database } = await start();
    const member = await addMember(database, { site: 'amora', email: 'bo@amora.example' });
    const credits = await Promise.all(
      Array.from({ length: 10 }, () => addCredits(database, member, 50, 'purchase', 'evt_1', NOW)),
    );
    expect(credits.filter((result) => result.applied)).toHaveLength(1);
    const spends = await Promise.all(
      Array.from({ length: 10 }, () => spendCredits(database, member, 5, 'client-7', NOW)),
    );
    expect(spends.filter((result) => result.ok && result.applied)).toHaveLength(1);
    expect(spends.every((result) => result.ok)).toBe(true);
    expect(await ledgerSum(database, member)).toBe(45);
    const entries = await database
      .selectFrom('ledger_entries')
      .select(['amount', 'reason'])
      .where('member_id', '=', member)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { amount: 50, reason: 'purchase' },
      { amount: -5, reason: 'spend' },
    ]);
  });

  it('refuses a spend the balance cannot afford, changing nothing', async () => {
    const { database } = await start();
    const member = await addMember(database, { site: 'amora', email: 'cas@amora.example' });
    await addCredits(database, member, 4, 'bonus', 'welcome', NOW);
    expect(await spendCredits(database, member, 5, 'message-1', NOW)).toEqual({
      ok: false,
      code: 'not_enough_credits',
      credits: 4,
    });
    expect(await ledgerSum(database, member)).toBe(4);
    await expect(spendCredits(database, member, 0, 'message-2', NOW)).rejects.toThrow(RangeError);
  });

  it('takes back only the credits still unspent, and says how many', async () => {
    const { database } = await start();
    const member = await addMember(database, { site: 'amora', email: 'dee@amora.example' });
    await addCredits(database, member, 30, 'purchase', 'payment-9', NOW);
    await spendCredits(database, member, 25, 'message-1', NOW);
    const refund = await takeBackCredits(database, member, 30, 'refund', 'refund-9', NOW);
    expect(refund).toEqual({ ok: true, applied: true, amount: -5, credits: 0 });
    const again = await takeBackCredits(database, member, 30, 'refund', 'refund-9', NOW);
    expect(again).toMatchObject({ applied: false, amount: -5, credits: 0 });
    expect(await ledgerSum(database, member)).toBe(0);
  });

  it("commits the entry and the balance with the caller's transaction, or neither", async () => {
    const { database } = await start();
    const member = await addMember(database, { site: 'amora', email: 'eli@amora.example' });
    await expect(
      database.transaction().execute(async (transaction) => {
        await addCredits(transaction, member, 20, 'purchase', 'payment-2', NOW);
        throw new Error('the webhook failed after crediting');
      }),
    ).rejects.toThrow('the webhook failed');
    expect(await ledgerSum(database, member)).toBe(0);
    const retried = await addCredits(database, member, 20, 'purchase', 'payment-2', NOW);
    expect(retried).toMatchObject({ applied: true, credits: 20 });
  });
});
