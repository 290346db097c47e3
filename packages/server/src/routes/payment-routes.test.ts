import { expect, it } from 'vitest';
import { ledgerSum, spendCredits } from '../ledger/ledger.js';
import { deliverSandboxEvent } from '../test-support/sandbox-events.js';
import { memberBrowser, outbox, siteClient } from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';

const SECRET = 'sandbox-secret-0123456789abcdef';
const CONSENT = { withdrawal_consent: true } as const;

/** A member of Amora (NL) with 0 credits who has started paying for p1 with iDEAL. */
async function startPayment(server: TestServer, email = 'eva@amora.example') {
  const { browser, id } = await memberBrowser(server, { email, credits: 0 });
  const response = await browser.post('/api/payments.php', {
    bundle_id: 'p1',
    method: 'ideal',
    ...CONSENT,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { payment_id: paymentId } = response.json() as { payment_id: string };
  return { browser, memberId: id, paymentId };
}

/** Delivers a sandbox event as the provider does; `body` may tamper with what is signed. */
const deliver = (
  server: TestServer,
  event: { id: string; type: string; payment_id: string },
  options: { secret?: string; at?: number; body?: string } = {},
) => deliverSandboxEvent(server, event, { secret: SECRET, ...options });

async function memberRow(server: TestServer, memberId: number) {
  return server.database
    .selectFrom('members')
    .select(['credits', 'paid_user'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

describeEachDatabase('payments and the sandbox webhook', (start) => {
  it('starts a payment priced in the member’s currency and shows it only to that member', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser, paymentId } = await startPayment(server);
    const shown = await browser.get(`/api/payment.php?id=${paymentId}`);
    expect(shown.json().payment).toMatchObject({
      payment_id: paymentId,
      bundle_id: 'p1',
      credits: 120,
      amount: 1999,
      currency: 'EUR',
      method: 'ideal',
      state: 'open',
    });
    const stored = await server.database
      .selectFrom('payments')
      .select(['withdrawal_consent_at', 'provider'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(stored.provider).toBe('sandbox');
    expect(new Date(stored.withdrawal_consent_at).getTime()).toBe(server.clock.now());

    const { browser: other } = await memberBrowser(server, { email: 'ola@amora.example' });
    expect((await other.get(`/api/payment.php?id=${paymentId}`)).statusCode).toBe(404);
  });

  it('prices the packages in the currency of the caller’s payment country', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const visitor = await siteClient(server.app, 'amora').get('/api/bundles.php');
    expect(visitor.json()).toMatchObject({ country: 'NL', currency: 'EUR' });
    expect(visitor.json().methods[0]).toBe('ideal');
    expect(visitor.json().bundles).toEqual([
      { id: 'p0', credits: 50, popular: false, price: 999 },
      { id: 'p1', credits: 120, popular: true, price: 1999 },
      { id: 'p2', credits: 300, popular: false, price: 4499 },
      { id: 'p3', credits: 700, popular: false, price: 8999 },
    ]);
    const { browser } = await memberBrowser(server, { email: 'lea@amora.example', country: 'BE' });
    const belgian = (await browser.get('/api/bundles.php')).json();
    expect(belgian).toMatchObject({ country: 'BE', currency: 'EUR' });
    expect(belgian.methods[0]).toBe('bancontact');
  });

  it('refuses a method the member’s country does not offer, and a payment without consent', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const blik = await browser.post('/api/payments.php', {
      bundle_id: 'p1',
      method: 'blik',
      ...CONSENT,
    });
    expect(blik.statusCode).toBe(400);
    expect(blik.json().fields).toEqual({ method: 'not_offered' });
    const noConsent = await browser.post('/api/payments.php', { bundle_id: 'p1', method: 'ideal' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().fields).toEqual({ withdrawal_consent: 'required' });
    expect(await server.database.selectFrom('payments').select('id').execute()).toEqual([]);
  });

  it('takes no payments until a provider is set up', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const response = await browser.post('/api/payments.php', {
      bundle_id: 'p1',
      method: 'ideal',
      ...CONSENT,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('payments_unavailable');
    const webhook = await deliver(server, {
      id: 'evt_1',
      type: 'payment.paid',
      payment_id: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('credits a payment once when its event arrives 10 times, and makes the member premium', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { memberId, paymentId } = await startPayment(server);
    const event = { id: 'evt_paid1', type: 'payment.paid', payment_id: paymentId };
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(server, event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.json().applied)).toHaveLength(1);
    // Another event id reporting the same payment paid changes nothing either.
    const again = await deliver(server, { ...event, id: 'evt_paid2' });
    expect(again.json()).toEqual({ applied: false, state: 'paid' });

    expect(await memberRow(server, memberId)).toEqual({ credits: 120, paid_user: true });
    expect(await ledgerSum(server.database, memberId)).toBe(120);
    // One receipt, in the member's language, with the seller's details.
    const receipts = (await outbox(server.app, 'amora')).filter(
      (mail) => mail.template === 'receipt',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(paymentId);
  });

  it('applies an event only to a payment of the brand it is sent to', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { paymentId } = await startPayment(server);
    await server.database
      .updateTable('payments')
      .set({ site: 'closed-club' })
      .where('id', '=', paymentId)
      .execute();
    const answer = await deliver(server, {
      id: 'evt_x1',
      type: 'payment.paid',
      payment_id: paymentId,
    });
    expect(answer.statusCode).toBe(404);
  });

  it('offers the last paid order again, not an unpaid or refunded one', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser, paymentId } = await startPayment(server);
    expect((await browser.get('/api/repeat-order.php')).json()).toEqual({ payment: null });
    await deliver(server, { id: 'evt_paid1', type: 'payment.paid', payment_id: paymentId });
    // A later payment that is still open is not an order to repeat.
    server.clock.advance(60_000);
    const open = await browser.post('/api/payments.php', {
      bundle_id: 'p3',
      method: 'paypal',
      ...CONSENT,
    });
    expect(open.statusCode).toBe(201);
    const last = (await browser.get('/api/repeat-order.php')).json().payment;
    expect(last).toMatchObject({ payment_id: paymentId, bundle_id: 'p1', method: 'ideal' });
    await deliver(server, { id: 'evt_refund1', type: 'payment.refunded', payment_id: paymentId });
    expect((await browser.get('/api/repeat-order.php')).json()).toEqual({ payment: null });
    const { browser: other } = await memberBrowser(server, { email: 'ola@amora.example' });
    expect((await other.get('/api/repeat-order.php')).json()).toEqual({ payment: null });
  });

  it('ends paid whichever of paid and failed arrives first', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const first = await startPayment(server, 'eva@amora.example');
    const second = await startPayment(server, 'ola@amora.example');
    await deliver(server, { id: 'evt_a1', type: 'payment.paid', payment_id: first.paymentId });
    await deliver(server, { id: 'evt_a2', type: 'payment.failed', payment_id: first.paymentId });
    await deliver(server, { id: 'evt_b1', type: 'payment.failed', payment_id: second.paymentId });
    await deliver(server, { id: 'evt_b2', type: 'payment.paid', payment_id: second.paymentId });
    for (const { browser, memberId, paymentId } of [first, second]) {
      const shown = await browser.get(`/api/payment.php?id=${paymentId}`);
      expect(shown.json().payment.state).toBe('paid');
      expect((await memberRow(server, memberId)).credits).toBe(120);
    }
  });

  it('refunds only what is still unspent', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { memberId, paymentId } = await startPayment(server);
    await deliver(server, { id: 'evt_p', type: 'payment.paid', payment_id: paymentId });
    const spent = await spendCredits(
      server.database,
      memberId,
      100,
      'messages',
      server.clock.now(),
    );
    expect(spent).toMatchObject({ ok: true, credits: 20 });
    const refund = await deliver(server, {
      id: 'evt_r',
      type: 'payment.refunded',
      payment_id: paymentId,
    });
    expect(refund.json()).toEqual({ applied: true, state: 'refunded' });
    expect((await memberRow(server, memberId)).credits).toBe(0);
    expect(await ledgerSum(server.database, memberId)).toBe(0);
  });

  it('refuses a tampered, stale, foreign or missing signature and changes nothing', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { memberId, paymentId } = await startPayment(server);
    const event = { id: 'evt_x', type: 'payment.paid', payment_id: paymentId };
    // Another event id under the same signature: a change that is a change whatever the random
    // payment id (replacing its last letter by 'Z' changed nothing one time in 62).
    const tampered = JSON.stringify({ ...event, id: 'evt_tampered' });
    const refusals = [
      await deliver(server, event, { body: tampered }),
      await deliver(server, event, { at: server.clock.now() - 301_000 }),
      await deliver(server, event, { at: server.clock.now() + 301_000 }),
      await deliver(server, event, { secret: 'another-secret' }),
      await siteClient(server.app, 'amora').request(
        'POST',
        '/api/payment-webhook.php?provider=sandbox',
        JSON.stringify(event),
        { 'content-type': 'application/json' },
      ),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode, refusal.body).toBe(400);
      expect(refusal.json().error).toBe('bad_request');
    }
    // 300 s old is still within the tolerance.
    const late = await deliver(server, event, { at: server.clock.now() - 300_000 });
    expect(late.json()).toEqual({ applied: true, state: 'paid' });
    expect((await memberRow(server, memberId)).credits).toBe(120);
  });
});

describeEachDatabase('the time bonus and the welcome discount', (start) => {
  const HOUR_S = 3600;

  async function newMember(server: TestServer, secondsAgo: number, values = {}) {
    return memberBrowser(server, {
      email: 'new@amora.example',
      credits: 0,
      signup_date: new Date(server.clock.now() - secondsAgo * 1000),
      ...values,
    });
  }

  it('gives a new unpaid member TIMEBONUS25 until 14,400 s after signup', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await newMember(server, 4 * HOUR_S - 1);
    const bonus = (await browser.get('/api/discountcode.php')).json().discount_code;
    expect(bonus).toEqual({
      code: 'TIMEBONUS25',
      value_percentage: 25,
      expires: new Date(server.clock.now() + 1000).toISOString(),
      isVisible: true,
      currency: null,
      minimum_order_value: null,
      paymentmethods: null,
    });
    server.clock.advance(1000);
    expect((await browser.get('/api/discountcode.php')).json()).toEqual({ discount_code: null });
  });

  it('gives the brand’s own offers: its time bonus for its hours, its welcome percentage', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, {
      site: 'tulip-club',
      email: 'new@tulip.example',
      credits: 0,
      signup_date: new Date(server.clock.now() - (2 * HOUR_S - 1) * 1000),
    });
    const bonus = (await browser.get('/api/discountcode.php')).json().discount_code;
    expect(bonus).toMatchObject({
      code: 'TIMEBONUS25',
      value_percentage: 40,
      expires: new Date(server.clock.now() + 1000).toISOString(),
    });
    const welcome = (await browser.get('/api/discountcode.php?welcome=true')).json();
    expect(welcome.discount_code).toMatchObject({ code: 'WELCOME25', value_percentage: 30 });
    const settings = (await browser.get('/api/settings.php')).json();
    expect(settings.offers).toEqual({
      welcome_percentage: 30,
      time_bonus_percentage: 40,
      time_bonus_hours: 2,
    });
    server.clock.advance(1000);
    expect((await browser.get('/api/discountcode.php')).json()).toEqual({ discount_code: null });
  });

  it('gives a paid member no time bonus', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await newMember(server, 60, { paid_user: true });
    expect((await browser.get('/api/discountcode.php')).json()).toEqual({ discount_code: null });
  });

  it('takes 25% off with the time bonus, once', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await newMember(server, 60);
    const pay = () =>
      browser.post('/api/payments.php', {
        bundle_id: 'p1',
        method: 'ideal',
        discount_code: 'TIMEBONUS25',
        ...CONSENT,
      });
    const first = await pay();
    const { payment_id: paymentId } = first.json();
    expect((await browser.get(`/api/payment.php?id=${paymentId}`)).json().payment.amount).toBe(
      1499,
    );
    await deliver(server, { id: 'evt_tb', type: 'payment.paid', payment_id: paymentId });
    expect((await browser.get('/api/discountcode.php')).json()).toEqual({ discount_code: null });
    const again = await pay();
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ discount_code: 'already_used' });
  });

  it('offers the welcome discount until the first purchase, and refuses unknown codes', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser, memberId, paymentId } = await startPayment(server);
    const welcome = await browser.get('/api/discountcode.php?welcome=true');
    expect(welcome.json().discount_code).toMatchObject({ code: 'WELCOME25', value_percentage: 25 });
    const unknown = await browser.post('/api/payments.php', {
      bundle_id: 'p1',
      method: 'ideal',
      discount_code: 'FREE100',
      ...CONSENT,
    });
    expect(unknown.json().fields).toEqual({ discount_code: 'not_found' });
    await deliver(server, { id: 'evt_w', type: 'payment.paid', payment_id: paymentId });
    expect((await browser.get('/api/discountcode.php?welcome=true')).json()).toEqual({
      discount_code: null,
    });
    expect((await memberRow(server, memberId)).paid_user).toBe(true);
  });
});
