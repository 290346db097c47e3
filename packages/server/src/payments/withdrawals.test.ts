import { expect, it } from 'vitest';
import { ledgerSum, spendCredits } from '../ledger/ledger.js';
import { buyWithSandbox } from '../test-support/sandbox-events.js';
import { memberBrowser, outbox, type SiteClient } from '../test-support/site-client.js';
import { creditsOf, describeEachDatabase, type TestServer } from '../test-support/test-server.js';

const SECRET = 'sandbox-secret-0123456789abcdef';
const DAY = 24 * 60 * 60 * 1000;
/** Every sandbox event arrives twice and at once: a repeat must change nothing. */
const TWICE_AT_ONCE = { duplicate: 1, late: 0 };

const buy = (server: TestServer, browser: SiteClient) => buyWithSandbox(server, browser, SECRET);

const stateOf = async (server: TestServer, paymentId: string) =>
  (
    await server.database
      .selectFrom('payments')
      .select('state')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow()
  ).state;

const mailsTo = async (server: TestServer, to: string) =>
  (await outbox(server.app, 'amora')).filter((mail) => mail.to === to);

describeEachDatabase('withdrawals from purchases', (start) => {
  it('refunds an untouched purchase through its provider, takes its credits back once, and confirms it with date and time', async () => {
    const server = await start({ paymentSandboxSecret: SECRET, sandboxChaos: TWICE_AT_ONCE });
    const { browser, id } = await memberBrowser(server, {
      email: 'eva@amora.example',
      name: 'Eva',
      language: 'en',
    });
    const paymentId = await buy(server, browser);
    expect(await creditsOf(server, id)).toBe(120);

    const listed = await browser.get('/api/withdrawals.php');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      name: 'Eva',
      email: 'eva@amora.example',
      purchases: [{ payment: { payment_id: paymentId, state: 'paid' }, outcome: 'refund' }],
    });
    // Bought on 15 June 2026 at 12:00 UTC: the 14 days run to the end of 29 June.
    expect(listed.json().purchases[0].ends_at).toBe('2026-06-30T00:00:00.000Z');

    const answer = await browser.post('/api/withdrawals.php', { payment_id: paymentId });
    expect(answer.statusCode, answer.body).toBe(200);
    const { withdrawal } = answer.json();
    expect(withdrawal).toMatchObject({
      payment_id: paymentId,
      outcome: 'refund',
      requested_at: new Date(server.clock.now()).toISOString(),
    });
    expect(withdrawal.reference).toMatch(/^W-[0-9A-F]{10}$/);
    expect(await creditsOf(server, id)).toBe(0);

    const [confirmation] = await mailsTo(server, 'eva@amora.example');
    expect(confirmation?.subject).toBe(
      `Amora: we received your withdrawal (${withdrawal.reference})`,
    );
    expect(confirmation?.text).toContain('June 15, 2026 at 12:00:00 PM UTC');
    expect(confirmation?.text).toContain('We refund the €19.99 you paid');

    // The refund goes to the provider, whose `refunded` arrives twice: credits are taken once.
    await server.refunds.flush();
    await server.sandbox?.flush();
    expect(await stateOf(server, paymentId)).toBe('refunded');
    expect(await creditsOf(server, id)).toBe(0);
    expect(await ledgerSum(server.database, id)).toBe(0);
    const row = await server.database
      .selectFrom('withdrawals')
      .select(['refund_requested_at', 'refund_attempts'])
      .executeTakeFirstOrThrow();
    expect(row.refund_attempts).toBe(1);
    expect(row.refund_requested_at).not.toBeNull();

    // Asked again: the same withdrawal, no second mail, no second refund.
    const again = await browser.post('/api/withdrawals.php', { payment_id: paymentId });
    expect(again.json().withdrawal).toEqual(withdrawal);
    expect(await mailsTo(server, 'eva@amora.example')).toHaveLength(2); // the receipt and this
    expect(await server.refunds.flush()).toBe(0);
    const purchases = (await browser.get('/api/withdrawals.php')).json().purchases;
    expect(purchases).toMatchObject([{ payment: { state: 'refunded' }, withdrawal }]);
  });

  it('keeps a withdrawal from a purchase whose credits were used, declined with the reason, and refunds nothing', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser, id } = await memberBrowser(server, {
      email: 'eva@amora.example',
      language: 'de',
    });
    const paymentId = await buy(server, browser);
    await spendCredits(server.database, id, 7, 'message:1', server.clock.now());
    expect((await browser.get('/api/withdrawals.php')).json().purchases[0].outcome).toBe(
      'declined',
    );
    const answer = await browser.post('/api/withdrawals.php', { payment_id: paymentId });
    expect(answer.json().withdrawal.outcome).toBe('declined');
    expect(await creditsOf(server, id)).toBe(113);
    expect(await server.refunds.flush()).toBe(0);
    expect(await stateOf(server, paymentId)).toBe('paid');
    const [confirmation] = await mailsTo(server, 'eva@amora.example');
    expect(confirmation?.subject).toContain('Dein Widerruf ist bei uns eingegangen');
    expect(confirmation?.text).toContain('Diesen Kauf können wir nicht erstatten.');
  });

  it('counts spent credits against other credits first: a purchase is untouched while the balance holds it', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    const first = await buy(server, browser);
    const second = await buy(server, browser);
    await spendCredits(server.database, id, 100, 'message:1', server.clock.now());
    // 140 left: one purchase of 120 can go back whole; then 20 are left, less than the other.
    const withdrawn = await browser.post('/api/withdrawals.php', { payment_id: second });
    expect(withdrawn.json().withdrawal.outcome).toBe('refund');
    expect(await creditsOf(server, id)).toBe(20);
    const other = await browser.post('/api/withdrawals.php', { payment_id: first });
    expect(other.json().withdrawal.outcome).toBe('declined');
    expect(await creditsOf(server, id)).toBe(20);
  });

  it('withdraws once when the member confirms 30 times at once', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    const paymentId = await buy(server, browser);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        browser.post('/api/withdrawals.php', { payment_id: paymentId }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((answer) => answer.json().withdrawal.reference)).size).toBe(1);
    expect(await creditsOf(server, id)).toBe(0);
    expect(await ledgerSum(server.database, id)).toBe(0);
    expect(await mailsTo(server, 'eva@amora.example')).toHaveLength(2);
    const rows = await server.database.selectFrom('withdrawals').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a purchase past its period, one not paid, and another member’s', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const { browser: other } = await memberBrowser(server, { email: 'tom@amora.example' });
    const paid = await buy(server, browser);
    expect((await other.post('/api/withdrawals.php', { payment_id: paid })).statusCode).toBe(404);

    const open = await browser.post('/api/payments.php', {
      bundle_id: 'p1',
      method: 'ideal',
      withdrawal_consent: true,
    });
    const unpaid = await browser.post('/api/withdrawals.php', {
      payment_id: open.json().payment_id,
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toBe('not_withdrawable');

    // The last moment of the 14th day after the purchase day still counts; the next does not.
    server.clock.advance(14 * DAY + 12 * 60 * 60 * 1000 - 1);
    expect((await browser.get('/api/withdrawals.php')).json().purchases).toHaveLength(1);
    server.clock.advance(1);
    expect((await browser.get('/api/withdrawals.php')).json().purchases).toEqual([]);
    const late = await browser.post('/api/withdrawals.php', { payment_id: paid });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('not_withdrawable');
    expect(await server.database.selectFrom('withdrawals').select('id').execute()).toEqual([]);
  });
});
