import { expect, it } from 'vitest';
import { ledgerSum, spendCredits } from '../ledger/ledger.js';
import { buyWithSandbox } from '../test-support/sandbox-events.js';
import {
  memberBrowser,
  newestMailTo,
  type SiteClient,
  teamBrowser,
} from '../test-support/site-client.js';
import { creditsOf, describeEachDatabase, type TestServer } from '../test-support/test-server.js';

const SECRET = 'sandbox-secret-0123456789abcdef';
/** Every sandbox event arrives twice and at once: a repeat must change nothing. */
const TWICE_AT_ONCE = { duplicate: 1, late: 0 };

const buy = (server: TestServer, browser: SiteClient) => buyWithSandbox(server, browser, SECRET);

const refund = (browser: SiteClient, payment: string) =>
  browser.post('/api/operator/refund.php', { payment, reason: 'Bought twice by mistake.' });

describeEachDatabase('refunds by support', (start) => {
  it('refunds a paid purchase through its provider, takes back the unspent credits once, and tells the member', async () => {
    const server = await start({ paymentSandboxSecret: SECRET, sandboxChaos: TWICE_AT_ONCE });
    const eva = await memberBrowser(server, {
      email: 'eva@amora.example',
      name: 'Eva',
      language: 'en',
    });
    const paymentId = await buy(server, eva.browser);
    await spendCredits(server.database, eva.id, 20, 'message:1', server.clock.now());
    const kim = await teamBrowser(server, { name: 'Kim', roles: ['support'] });

    const refunded = await refund(kim, paymentId);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const { reference, credits } = refunded.json();
    expect(reference).toMatch(/^R-[0-9A-F]{10}$/);
    expect(credits).toBe(0);
    const mail = await newestMailTo(server.app, 'amora', 'eva@amora.example');
    expect(mail.subject).toBe(`Amora: we are refunding your purchase (${reference})`);
    expect(mail.text).toContain('the €19.99 you paid go back');
    expect(mail.text).toContain('The 100 credits of this purchase that you had not used');

    // The provider takes the refund; its `refunded`, twice, takes nothing more.
    await server.refunds.flush();
    await server.sandbox?.flush();
    const { state } = await server.database
      .selectFrom('payments')
      .select('state')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(state).toBe('refunded');
    expect(await creditsOf(server, eva.id)).toBe(0);
    expect(await ledgerSum(server.database, eva.id)).toBe(0);

    const record = (await kim.get(`/api/operator/member.php?id=${eva.id}`)).json();
    expect(record.payments[0]).toMatchObject({ id: paymentId, state: 'refunded' });
    expect(record.payments[0].refund_requested_at).not.toBeNull();
    expect(
      record.audit.find((entry: { action: string }) => entry.action === 'payment_refunded'),
    ).toMatchObject({
      operator: { name: 'Kim' },
      reason: 'Bought twice by mistake.',
      details: { payment: paymentId, reference, credits: '100' },
    });
    const again = await refund(kim, paymentId);
    expect([again.statusCode, again.json().error]).toEqual([409, 'conflict']);
    // Moderators do not refund.
    const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator'] });
    expect((await refund(robin, paymentId)).json().error).toBe('role_required');
  });

  it('refunds once when 30 refunds are asked at once, and the member can no longer withdraw', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const eva = await memberBrowser(server, { email: 'eva@amora.example', language: 'en' });
    const paymentId = await buy(server, eva.browser);
    const kim = await teamBrowser(server, { name: 'Kim', roles: ['support'] });
    const answers = await Promise.all(Array.from({ length: 30 }, () => refund(kim, paymentId)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    expect(await creditsOf(server, eva.id)).toBe(0);
    const rows = await server.database.selectFrom('withdrawals').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ origin: 'support', reason: 'Bought twice by mistake.' });
    expect((await eva.browser.get('/api/withdrawals.php')).json().purchases).toEqual([]);
    const withdrawn = await eva.browser.post('/api/withdrawals.php', { payment_id: paymentId });
    expect([withdrawn.statusCode, withdrawn.json().error]).toEqual([409, 'not_withdrawable']);
  });

  it('refunds a purchase whose withdrawal was declined, keeping the member’s withdrawal as it was', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const eva = await memberBrowser(server, { email: 'eva@amora.example', language: 'en' });
    const paymentId = await buy(server, eva.browser);
    await spendCredits(server.database, eva.id, 7, 'message:1', server.clock.now());
    const declined = await eva.browser.post('/api/withdrawals.php', { payment_id: paymentId });
    expect(declined.json().withdrawal.outcome).toBe('declined');
    const kim = await teamBrowser(server, { name: 'Kim', roles: ['support'] });
    expect((await refund(kim, paymentId)).statusCode).toBe(200);
    expect(await creditsOf(server, eva.id)).toBe(0);
    const again = await eva.browser.post('/api/withdrawals.php', { payment_id: paymentId });
    expect(again.json().withdrawal).toEqual(declined.json().withdrawal);
  });
});
