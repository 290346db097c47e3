import { PAYMENT_METHODS } from '@dating/contract';
import { PaymentMethod as MollieMethod, PaymentStatus } from '@mollie/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT_SAMPLES } from '../test-support/endpoint-samples.js';
import {
  type MollieStandIn,
  STAND_IN_API_KEY,
  startMollieStandIn,
} from '../test-support/mollie-stand-in.js';
import {
  memberBrowser,
  newestSmsCodeTo,
  type SiteClient,
  siteClient,
} from '../test-support/site-client.js';
import {
  describeEachDatabase,
  type StartTestServer,
  type TestServer,
} from '../test-support/test-server.js';
import { mollieApiKeysFrom } from './brand-payments.js';
import { centsOf, MOLLIE_METHODS, mollieAmount, mollieLocale, mollieOutcome } from './mollie.js';

const SITE = 'tulip-club';
const PAID = { status: 'paid', paidAt: '2026-11-24T10:00:00+00:00' };

describe('Mollie’s terms', () => {
  it('gives every payment method of the spec a method of Mollie’s current list', () => {
    const current = new Set<string>(Object.values(MollieMethod));
    for (const method of PAYMENT_METHODS) expect(current).toContain(MOLLIE_METHODS[method]);
    expect(MOLLIE_METHODS.ideal).toBe('ideal');
    expect(MOLLIE_METHODS.prezelewy24).toBe('przelewy24');
    expect(MOLLIE_METHODS.cartebancaire).toBe('creditcard');
  });

  it('writes amounts as Mollie does and reads them back to the cent', () => {
    expect(mollieAmount(1999)).toBe('19.99');
    expect(mollieAmount(5)).toBe('0.05');
    expect(centsOf('19.99')).toBe(1999);
    expect(centsOf('24.9')).toBe(2490);
    expect(centsOf('100')).toBe(10_000);
    // 0.29 * 100 is 28.999… in floating point; the cents are exact.
    expect(centsOf('0.29')).toBe(29);
  });

  it('speaks the member’s language, with their country where Mollie has both', () => {
    expect(mollieLocale('nl', 'BE')).toBe('nl_BE');
    expect(mollieLocale('de', 'AT')).toBe('de_AT');
    expect(mollieLocale('fr', 'NL')).toBe('fr_FR');
    expect(mollieLocale('en', null)).toBe('en_US');
  });

  it('reads a whole refund and a chargeback as refunded, a part refund as still paid', () => {
    const paid = { status: PaymentStatus.paid, amount: { value: '19.99', currency: 'EUR' } };
    expect(mollieOutcome(paid)).toMatchObject({ state: 'paid', event: 'paid', amount: 1999 });
    expect(
      mollieOutcome({ ...paid, amountRefunded: { value: '19.99', currency: 'EUR' } }),
    ).toMatchObject({ state: 'refunded', event: 'refunded', takeBack: 'refund' });
    expect(
      mollieOutcome({ ...paid, amountRefunded: { value: '5.00', currency: 'EUR' } }).state,
    ).toBe('paid');
    expect(
      mollieOutcome({ ...paid, amountChargedBack: { value: '19.99', currency: 'EUR' } }),
    ).toMatchObject({ state: 'refunded', event: 'chargeback', takeBack: 'chargeback' });
    expect(mollieOutcome({ ...paid, status: PaymentStatus.authorized }).state).toBe('pending');
  });

  it('takes each brand’s key from MOLLIE_API_KEY_<SLUG>, and refuses what is not a key', () => {
    expect(
      mollieApiKeysFrom({
        MOLLIE_API_KEY_TULIP_CLUB: STAND_IN_API_KEY,
        MOLLIE_API_KEY_EMPTY: '',
        PATH: '/usr/bin',
      }),
    ).toEqual({ 'tulip-club': STAND_IN_API_KEY });
    expect(() => mollieApiKeysFrom({ MOLLIE_API_KEY_TULIP_CLUB: 'access_abc' })).toThrow(
      /MOLLIE_API_KEY_TULIP_CLUB is not a Mollie API key/,
    );
  });
});

// The stand-in's certificate is its own: Mollie's client trusts only its list of authorities.
beforeAll(() => {
  vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachDatabase('payments through Mollie (a local stand-in of its API)', (start) => {
  let mollie: MollieStandIn;
  beforeEach(async () => {
    mollie = await startMollieStandIn();
  });
  afterEach(() => mollie.close());

  /** A server whose Tulip Club takes its payments with Mollie, at its public address. */
  const startTulip: StartTestServer = (options) =>
    start({
      mollieApiKeys: { [SITE]: STAND_IN_API_KEY },
      mollieApiEndpoint: mollie.apiEndpoint,
      localPort: undefined,
      ...options,
    });

  async function buyer(server: TestServer, values: Record<string, unknown> = {}) {
    return memberBrowser(server, { site: SITE, email: 'eva@tulip.example', credits: 0, ...values });
  }

  const buy = (browser: SiteClient, method = 'ideal') =>
    browser.post('/api/payments.php', { bundle_id: 'p1', method, withdrawal_consent: true });

  /** Mollie's notice, as it sends it: form-encoded, no signature. */
  const notice = (server: TestServer, id: string) =>
    siteClient(server.app, SITE).request(
      'POST',
      '/api/payment-webhook.php?provider=mollie',
      `id=${encodeURIComponent(id)}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );

  const member = (server: TestServer, id: number) =>
    server.database
      .selectFrom('members')
      .select(['credits', 'paid_user'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const molliePaymentOf = async (server: TestServer, paymentId: string) =>
    (
      await server.database
        .selectFrom('payments')
        .select('provider_payment_id')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).provider_payment_id as string;

  it('opens the payment at Mollie and sends the member to Mollie’s checkout', async () => {
    const server = await startTulip();
    const { browser } = await buyer(server, { language: 'fr', country: 'BE' });
    const answer = await buy(browser, 'bancontact');
    expect(answer.statusCode, answer.body).toBe(201);
    const { payment_id: paymentId, checkout_url: checkoutUrl } = answer.json();
    const [created] = mollie.requests;
    expect(created).toEqual({
      method: 'POST',
      path: '/v2/payments',
      authorization: `Bearer ${STAND_IN_API_KEY}`,
      // A request sent again (a lost answer) opens no second payment.
      idempotencyKey: paymentId,
      body: {
        amount: { currency: 'EUR', value: '19.99' },
        description: `Tulip Club ${paymentId}`,
        redirectUrl: `https://tulip.example/transactions/${paymentId}`,
        webhookUrl: 'https://tulip.example/api/payment-webhook.php?provider=mollie',
        method: 'bancontact',
        locale: 'fr_BE',
        metadata: { payment_id: paymentId },
      },
    });
    const molliePaymentId = await molliePaymentOf(server, paymentId);
    expect(checkoutUrl).toBe(
      `https://www.mollie.com/checkout/select-method/${molliePaymentId.slice(3)}`,
    );
    expect((await browser.get(`/api/payment.php?id=${paymentId}`)).json().payment.state).toBe(
      'open',
    );
  });

  it('credits the package once for Mollie’s notices, however often and in whatever order they come', async () => {
    const server = await startTulip();
    const { browser, id } = await buyer(server);
    const { payment_id: paymentId } = (await buy(browser)).json();
    const molliePaymentId = await molliePaymentOf(server, paymentId);

    // A notice while the member is still choosing: nothing to apply.
    const early = await notice(server, molliePaymentId);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toEqual({ applied: false, state: 'open' });

    mollie.update(molliePaymentId, PAID);
    expect((await notice(server, molliePaymentId)).json()).toEqual({
      applied: true,
      state: 'paid',
    });
    expect((await notice(server, molliePaymentId)).json()).toEqual({
      applied: false,
      state: 'paid',
    });
    expect(await member(server, id)).toEqual({ credits: 120, paid_user: true });
    const events = await server.database
      .selectFrom('payment_events')
      .select(['provider', 'event_id', 'type'])
      .where('payment_id', '=', paymentId)
      .execute();
    expect(events).toEqual([
      { provider: 'mollie', event_id: `${molliePaymentId}:paid`, type: 'mollie.paid' },
    ]);
  });

  it('takes the credits back for a whole refund, and records a chargeback as one', async () => {
    const server = await startTulip();
    const { browser, id } = await buyer(server);
    const first = (await buy(browser)).json().payment_id;
    const second = (await buy(browser)).json().payment_id;
    for (const paymentId of [first, second]) {
      const molliePaymentId = await molliePaymentOf(server, paymentId);
      mollie.update(molliePaymentId, PAID);
      await notice(server, molliePaymentId);
    }
    expect((await member(server, id)).credits).toBe(240);

    const refunded = await molliePaymentOf(server, first);
    mollie.update(refunded, { amountRefunded: { value: '19.99', currency: 'EUR' } });
    expect((await notice(server, refunded)).json()).toEqual({ applied: true, state: 'refunded' });
    const chargedBack = await molliePaymentOf(server, second);
    mollie.update(chargedBack, { amountChargedBack: { value: '19.99', currency: 'EUR' } });
    expect((await notice(server, chargedBack)).json()).toEqual({
      applied: true,
      state: 'refunded',
    });
    expect((await member(server, id)).credits).toBe(0);
    const reasons = await server.database
      .selectFrom('ledger_entries')
      .select(['reason', 'amount'])
      .where('member_id', '=', id)
      .where('amount', '<', 0)
      .orderBy('id')
      .execute();
    expect(reasons).toEqual([
      { reason: 'refund', amount: -120 },
      { reason: 'chargeback', amount: -120 },
    ]);
  });

  it('answers 404 for an id that is none of the brand’s payments, without asking Mollie', async () => {
    const server = await startTulip();
    const answer = await notice(server, 'tr_notOurs123');
    expect(answer.statusCode).toBe(404);
    expect(mollie.requests).toEqual([]);
    // Neither does a brand that takes no Mollie payments.
    const amora = await siteClient(server.app, 'amora').request(
      'POST',
      '/api/payment-webhook.php?provider=mollie',
      'id=tr_notOurs123',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(amora.statusCode).toBe(404);
    expect((await notice(server, 'pay_AAAAAAAAAAAAAAAAAAAAAAAA')).json().fields).toEqual({
      id: 'invalid',
    });
  });

  it('answers 503 while Mollie is down, changes nothing, and applies the notice sent again', async () => {
    const server = await startTulip();
    const { browser, id } = await buyer(server);
    const { payment_id: paymentId } = (await buy(browser)).json();
    const molliePaymentId = await molliePaymentOf(server, paymentId);
    mollie.update(molliePaymentId, PAID);
    // The client tries three times (Mollie's Retry-After: 0), then gives up.
    mollie.failNext(3);
    const down = await notice(server, molliePaymentId);
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe('payments_unavailable');
    expect(await member(server, id)).toEqual({ credits: 0, paid_user: false });
    expect((await notice(server, molliePaymentId)).json()).toEqual({
      applied: true,
      state: 'paid',
    });
  });

  it('leaves a payment Mollie did not open as failed, and answers 503', async () => {
    const server = await startTulip();
    const { browser } = await buyer(server);
    mollie.failNext(3);
    const answer = await buy(browser);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toBe('payments_unavailable');
    const rows = await server.database.selectFrom('payments').select(['state']).execute();
    expect(rows).toEqual([{ state: 'failed' }]);
    // Direct debit has its own page: Mollie's checkout is not offered it.
    const sdd = await buy(browser, 'sdd');
    expect(sdd.statusCode).toBe(400);
    expect(sdd.json().fields).toEqual({ method: 'not_offered' });
  });

  it('asks Mollie when the member is back before the notice (a developer’s machine has none)', async () => {
    const server = await startTulip({ localPort: 8080 });
    const { browser, id } = await buyer(server);
    const { payment_id: paymentId } = (await buy(browser)).json();
    // Mollie cannot call a machine's localhost back: no webhook is given.
    expect(mollie.requests[0]?.body).not.toHaveProperty('webhookUrl');
    expect(mollie.requests[0]?.body?.redirectUrl).toBe(
      `http://${SITE}.localhost:8080/transactions/${paymentId}`,
    );
    mollie.update(await molliePaymentOf(server, paymentId), PAID);
    const shown = await browser.get(`/api/payment.php?id=${paymentId}`);
    expect(shown.json().payment.state).toBe('paid');
    expect((await member(server, id)).credits).toBe(120);
    // A finished payment is not asked about again.
    const asked = mollie.requests.length;
    await browser.get(`/api/payment.php?id=${paymentId}`);
    expect(mollie.requests).toHaveLength(asked);
    // While Mollie is down, the page still answers what is known.
    const second = (await buy(browser)).json().payment_id;
    mollie.failNext(3);
    expect((await browser.get(`/api/payment.php?id=${second}`)).json().payment.state).toBe('open');
  });

  it('collects a direct debit through a Mollie customer, mandate and recurring payment', async () => {
    const server = await startTulip();
    const { browser, id } = await buyer(server);
    // The sample form: its IBAN and phone as typed, with spaces.
    const form = ENDPOINT_SAMPLES.requestDirectDebitCode.body;
    const requested = await browser.post('/api/directdebit.php', form);
    expect(requested.statusCode, requested.body).toBe(201);
    const mandateId = requested.json().mandate_id;
    const otp = await newestSmsCodeTo(server.app, SITE, '+31612345678');
    // Mollie is down at the first try: nothing is made, and the same code works again.
    mollie.failNext(3);
    const down = await browser.put('/api/directdebit.php', { mandate_id: mandateId, otp });
    expect(down.statusCode).toBe(503);
    expect(await server.database.selectFrom('payments').select('id').execute()).toEqual([]);
    const confirmed = await browser.put('/api/directdebit.php', { mandate_id: mandateId, otp });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paymentId = confirmed.json().payment_id;

    const calls = mollie.requests;
    const sent = calls.slice(-3).map(({ method, path, idempotencyKey }) => ({
      method,
      path: path.replace(/cst_\w+/, 'cst_…'),
      idempotencyKey,
    }));
    expect(sent).toEqual([
      { method: 'POST', path: '/v2/customers', idempotencyKey: `${mandateId}-customer` },
      {
        method: 'POST',
        path: '/v2/customers/cst_…/mandates',
        idempotencyKey: `${mandateId}-mandate`,
      },
      { method: 'POST', path: '/v2/payments', idempotencyKey: `${mandateId}-payment` },
    ]);
    expect(calls.at(-2)?.body).toMatchObject({
      method: 'directdebit',
      consumerName: 'Eva de Vries',
      consumerAccount: 'NL91ABNA0417164300',
      mandateReference: mandateId,
    });
    expect(calls.at(-1)?.body).toMatchObject({
      amount: { currency: 'EUR', value: '19.99' },
      sequenceType: 'recurring',
      mandateId: expect.stringMatching(/^mdt_/),
      webhookUrl: 'https://tulip.example/api/payment-webhook.php?provider=mollie',
    });

    const molliePaymentId = await molliePaymentOf(server, paymentId);
    expect((await notice(server, molliePaymentId)).json()).toEqual({
      applied: false,
      state: 'pending',
    });
    mollie.update(molliePaymentId, PAID);
    expect((await notice(server, molliePaymentId)).json()).toEqual({
      applied: true,
      state: 'paid',
    });
    expect((await member(server, id)).credits).toBe(120);
  });

  it('keeps the sandbox’s checkout away from Mollie payments, even where the sandbox is on', async () => {
    const server = await startTulip({ paymentSandboxSecret: 'sandbox-secret-0123456789abcdef' });
    const { browser } = await buyer(server);
    const { payment_id: paymentId, checkout_url: checkoutUrl } = (await buy(browser)).json();
    expect(checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\//);
    expect((await browser.get(`/sandbox/checkout/${paymentId}`)).statusCode).toBe(404);
    const paid = await browser.request('POST', `/sandbox/checkout/${paymentId}`, 'outcome=paid', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(paid.statusCode).toBe(404);
    expect(await server.database.selectFrom('sandbox_deliveries').select('id').execute()).toEqual(
      [],
    );
  });

  it('takes no payments on a Mollie brand without its key, naming the variable to set', async () => {
    const server = await start({ mollieApiEndpoint: mollie.apiEndpoint, localPort: undefined });
    const { browser } = await buyer(server);
    const answer = await buy(browser);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      error: 'payments_unavailable',
      message: 'No payment provider is set up: set MOLLIE_API_KEY_TULIP_CLUB',
    });
    expect(mollie.requests).toEqual([]);
  });
  it('refunds a withdrawn purchase through Mollie’s refunds API once, trying again after an outage', async () => {
    const server = await startTulip();
    const { browser, id } = await buyer(server);
    const { payment_id: paymentId } = (await buy(browser)).json();
    const molliePaymentId = await molliePaymentOf(server, paymentId);
    mollie.update(molliePaymentId, PAID);
    await notice(server, molliePaymentId);

    // The client tries three times (Mollie's Retry-After: 0), then gives up.
    mollie.failNext(3);
    const answer = await browser.post('/api/withdrawals.php', { payment_id: paymentId });
    expect(answer.statusCode, answer.body).toBe(200);
    const { reference } = answer.json().withdrawal;
    // The credits go back with the withdrawal; the money waits for Mollie.
    expect(await member(server, id)).toMatchObject({ credits: 0 });
    expect(await server.refunds.flush()).toBe(0);
    const waiting = await server.database
      .selectFrom('withdrawals')
      .select(['refund_attempts', 'refund_error', 'refund_requested_at'])
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ refund_attempts: 1, refund_requested_at: null });
    expect(waiting.refund_error).toContain('Mollie did not refund the payment');

    server.clock.advance(60_000);
    expect(await server.refunds.flush()).toBe(1);
    const refunds = mollie.requests.filter((request) => request.path.endsWith('/refunds'));
    expect(refunds.at(-1)).toEqual({
      method: 'POST',
      path: `/v2/payments/${molliePaymentId}/refunds`,
      authorization: `Bearer ${STAND_IN_API_KEY}`,
      idempotencyKey: reference,
      body: {
        amount: { currency: 'EUR', value: '19.99' },
        description: `Tulip Club ${reference}`,
        metadata: { payment_id: paymentId, withdrawal: reference },
      },
    });
    expect(await server.refunds.flush()).toBe(0);

    // Mollie's notice of the refund moves the payment; the credits were taken back once.
    expect((await notice(server, molliePaymentId)).json()).toEqual({
      applied: true,
      state: 'refunded',
    });
    expect(await member(server, id)).toMatchObject({ credits: 0 });
  });
  it('takes a withdrawn purchase’s credits back once, also when the bank’s chargeback comes first', async () => {
    const server = await startTulip();
    const { browser, id } = await buyer(server);
    const paid: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const { payment_id: paymentId } = (await buy(browser)).json();
      const molliePaymentId = await molliePaymentOf(server, paymentId);
      mollie.update(molliePaymentId, PAID);
      await notice(server, molliePaymentId);
      paid.push(molliePaymentId);
    }
    expect((await member(server, id)).credits).toBe(240);
    const [first] = await server.database
      .selectFrom('payments')
      .select('id')
      .where('provider_payment_id', '=', paid[0] ?? '')
      .execute();
    await browser.post('/api/withdrawals.php', { payment_id: first?.id });
    expect((await member(server, id)).credits).toBe(120);
    // The member also disputed the payment at the bank, and Mollie reports the chargeback.
    mollie.update(paid[0] ?? '', { amountChargedBack: { value: '19.99', currency: 'EUR' } });
    expect((await notice(server, paid[0] ?? '')).json()).toEqual({
      applied: true,
      state: 'refunded',
    });
    expect((await member(server, id)).credits).toBe(120);
  });
});
