import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DIRECT_DEBIT_CODE_LIFETIME_MS, DIRECT_DEBIT_LIMIT_DAYS } from '@dating/contract';
import { expect, it } from 'vitest';
import { memberBrowser, newestSmsCodeTo, type SiteClient } from '../test-support/site-client.js';
import {
  describeEachDatabase,
  TEST_PASSWORD,
  type TestServer,
} from '../test-support/test-server.js';
import { SANDBOX_RETURNED_DEBIT_IBAN } from './sandbox.js';

const SECRET = 'sandbox-secret-0123456789abcdef';
const PHONE = '+31612345678';
const DAY = 86_400_000;
const NEVER_LATE = { duplicate: 0, late: 0 };
/** Every delivery 2 s late: the debit stays pending until the test moves the clock past it. */
const TWO_SECONDS_LATE = { duplicate: 0, late: 1, random: () => 0 };

const FORM = {
  bundle_id: 'p1',
  account_holder: 'Eva de Vries',
  iban: 'nl91 abna 0417 1643 00',
  street: 'Prinsengracht',
  house_number: '263',
  zip: '1016 GV',
  city: 'Amsterdam',
  phone: '+31 6 1234 5678',
  withdrawal_consent: true,
};

const requestCode = (browser: SiteClient, changes: Record<string, unknown> = {}) =>
  browser.post('/api/directdebit.php', { ...FORM, ...changes });

const confirm = (browser: SiteClient, mandateId: string, otp: string) =>
  browser.put('/api/directdebit.php', { mandate_id: mandateId, otp });

/** Requests a code and confirms it; answers the payment's id. */
async function payByDirectDebit(
  server: TestServer,
  browser: SiteClient,
  changes: Record<string, unknown> = {},
) {
  const requested = await requestCode(browser, changes);
  expect(requested.statusCode, requested.body).toBe(201);
  const otp = await newestSmsCodeTo(server.app, 'amora', PHONE);
  const confirmed = await confirm(browser, requested.json().mandate_id, otp);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().payment_id as string;
}

const paymentState = async (browser: SiteClient, id: string) =>
  (await browser.get(`/api/payment.php?id=${id}`)).json().payment.state;

describeEachDatabase('direct debit', (start) => {
  it('texts a code for the form, and the code makes a pending payment the sandbox collects', async () => {
    // Late, so that the delivery the confirmation starts in the background cannot collect the
    // debit before the test has seen it pending (it did under load, with deliveries due at once).
    const server = await start({ paymentSandboxSecret: SECRET, sandboxChaos: TWO_SECONDS_LATE });
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    const requested = await requestCode(browser);
    expect(requested.statusCode, requested.body).toBe(201);
    expect(requested.json()).toEqual({
      mandate_id: expect.stringMatching(/^ddm_[A-Za-z0-9]{24}$/),
      phone_ending: '78',
      expires_at: new Date(server.clock.now() + DIRECT_DEBIT_CODE_LIFETIME_MS).toISOString(),
    });
    const mandate = await server.database
      .selectFrom('direct_debit_mandates')
      .selectAll()
      .executeTakeFirstOrThrow();
    // The IBAN and phone as banks and SMS gateways take them; the code only as a hash.
    expect(mandate).toMatchObject({ iban: 'NL91ABNA0417164300', phone: PHONE, amount: 1999 });
    const otp = await newestSmsCodeTo(server.app, 'amora', PHONE);
    expect(mandate.code_hash).not.toContain(otp);

    const confirmed = await confirm(browser, mandate.id, ` ${otp} `);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paymentId = confirmed.json().payment_id;
    expect(await paymentState(browser, paymentId)).toBe('pending');
    // Sent again (a lost answer), the right code answers the same payment.
    expect((await confirm(browser, mandate.id, otp)).json()).toEqual({ payment_id: paymentId });

    server.clock.advance(2000);
    // The first flush may be the run the confirmation started (it found nothing due yet).
    await server.sandbox?.flush();
    await server.sandbox?.flush();
    expect(await paymentState(browser, paymentId)).toBe('paid');
    const member = await server.database
      .selectFrom('members')
      .select(['credits', 'paid_user'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ credits: 120, paid_user: true });
  });

  it("says 'Code invalid' for a wrong code, and ends the code after 5 wrong ones or 10 minutes", async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const first = (await requestCode(browser)).json().mandate_id;
    const otp = await newestSmsCodeTo(server.app, 'amora', PHONE);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await confirm(browser, first, wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual({ otp: 'invalid' });
    }
    // The sixth try, even with the right code, needs a new code.
    expect((await confirm(browser, first, otp)).json().fields).toEqual({ otp: 'expired' });

    const second = (await requestCode(browser)).json().mandate_id;
    const fresh = await newestSmsCodeTo(server.app, 'amora', PHONE);
    server.clock.advance(DIRECT_DEBIT_CODE_LIFETIME_MS);
    expect((await confirm(browser, second, fresh)).json().fields).toEqual({ otp: 'expired' });
    expect((await confirm(browser, second, 'abc')).json().fields).toEqual({ otp: 'invalid' });
    const payments = await server.database.selectFrom('payments').select('id').execute();
    expect(payments).toEqual([]);
  });

  it("answers another member's mandate as not found", async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const eva = await memberBrowser(server, { email: 'eva@amora.example' });
    const mandateId = (await requestCode(eva.browser)).json().mandate_id;
    const otp = await newestSmsCodeTo(server.app, 'amora', PHONE);
    const ria = await memberBrowser(server, { email: 'ria@amora.example' });
    expect((await confirm(ria.browser, mandateId, otp)).statusCode).toBe(404);
  });

  it('checks every field of the form, and the IBAN with its check digits and the SEPA area', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const problems = async (changes: Record<string, unknown>) =>
      (await requestCode(browser, changes)).json().fields;
    expect(await problems({ iban: 'NL91ABNA0417164301' })).toEqual({ iban: 'invalid' });
    // A valid Brazilian IBAN: no SEPA direct debit reaches it.
    expect(await problems({ iban: 'BR1800360305000010009795493C1' })).toEqual({
      iban: 'not_offered',
    });
    expect(await problems({ phone: '0612345678', zip: ' ', city: 'A'.repeat(71) })).toEqual({
      phone: 'invalid',
      zip: 'required',
      city: 'too_long',
    });
    expect(await problems({ account_holder: 'Eva\u202Eved' })).toEqual({
      account_holder: 'control_characters',
    });
    expect(await problems({ withdrawal_consent: false })).toEqual({
      withdrawal_consent: 'invalid',
    });
    expect(
      await server.database.selectFrom('direct_debit_mandates').select('id').execute(),
    ).toEqual([]);
  });

  it('is not offered where the payment country has no direct debit', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    // Closed Club sells in Germany, Austria and Switzerland; Switzerland has no direct debit.
    const { browser } = await memberBrowser(server, {
      site: 'closed-club',
      email: 'ueli@closed.example',
      country: 'CH',
      region: 'CH-ZH',
    });
    const answer = await requestCode(browser);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ bundle_id: 'not_offered' });
  });

  it('blocks direct debit once a debit was returned by the bank', async () => {
    const server = await start({ paymentSandboxSecret: SECRET, sandboxChaos: NEVER_LATE });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const returned = await payByDirectDebit(server, browser, { iban: SANDBOX_RETURNED_DEBIT_IBAN });
    await server.sandbox?.flush();
    expect(await paymentState(browser, returned)).toBe('failed');
    const again = await requestCode(browser);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('direct_debit_blocked');
  });

  it('keeps the debits of 30 days within the limit; a cheaper package or a later day fits', async () => {
    const server = await start({ paymentSandboxSecret: SECRET, sandboxChaos: NEVER_LATE });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    await payByDirectDebit(server, browser, { bundle_id: 'p3' }); // 89.99
    const over = await requestCode(browser, { bundle_id: 'p3' }); // 179.98 > 150.00
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toBe('direct_debit_limit_reached');
    const cheaper = await requestCode(browser, { bundle_id: 'p2' }); // 134.98
    expect(cheaper.statusCode, cheaper.body).toBe(201);
    server.clock.advance(DIRECT_DEBIT_LIMIT_DAYS * DAY);
    // The session has ended by then.
    await browser.post('/api/user.php', { email: 'eva@amora.example', password: TEST_PASSWORD });
    const later = await requestCode(browser, { bundle_id: 'p3' });
    expect(later.statusCode, later.body).toBe(201);
  });

  it('lets only one of two mandates confirmed at once pass the limit', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const mandates: { id: string; otp: string }[] = [];
    for (let index = 0; index < 2; index += 1) {
      const id = (await requestCode(browser, { bundle_id: 'p3' })).json().mandate_id;
      mandates.push({ id, otp: await newestSmsCodeTo(server.app, 'amora', PHONE) });
    }
    const answers = await Promise.all(
      mandates.map((mandate) => confirm(browser, mandate.id, mandate.otp)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(await server.database.selectFrom('payments').select('id').execute()).toHaveLength(1);
  });

  it('texts at most 5 codes an hour to a member', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    for (let index = 0; index < 5; index += 1) {
      expect((await requestCode(browser)).statusCode).toBe(201);
      server.clock.advance(60_000);
    }
    const sixth = await requestCode(browser);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'rate_limited', minutes: 55 });
    server.clock.advance(55 * 60_000);
    expect((await requestCode(browser)).statusCode).toBe(201);
  });

  it('texts at most 5 codes an hour when 30 requests arrive at once', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const answers = await Promise.all(Array.from({ length: 30 }, () => requestCode(browser)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    const mandates = await server.database
      .selectFrom('direct_debit_mandates')
      .select('id')
      .execute();
    expect(mandates).toHaveLength(5);
    const texts = await server.app.inject({
      url: '/dev/sms.json',
      headers: { host: 'amora.localhost' },
    });
    expect(texts.json()).toHaveLength(5);
  });

  it("sends texts to the operator's gateway, and leaves no mandate when it fails", async () => {
    const received: { authorization?: string; body: unknown }[] = [];
    let status = 202;
    const gateway = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    try {
      const server = await start({
        paymentSandboxSecret: SECRET,
        smsWebhookUrl: `http://127.0.0.1:${port}/sms`,
        smsWebhookToken: 'gateway-token',
      });
      const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
      expect((await requestCode(browser)).statusCode).toBe(201);
      expect(received).toEqual([
        {
          authorization: 'Bearer gateway-token',
          body: {
            from: 'Amora',
            to: PHONE,
            text: expect.stringMatching(
              /^\d{6} is je Amora-code om de incasso van €\s19,99 te bevestigen\./,
            ),
          },
        },
      ]);
      // With a gateway, nothing is kept for /dev/sms.
      expect((await browser.get('/dev/sms.json')).statusCode).toBe(404);

      status = 500;
      const failed = await requestCode(browser);
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error).toBe('sms_unavailable');
      const left = await server.database.selectFrom('direct_debit_mandates').select('id').execute();
      expect(left).toHaveLength(1);
    } finally {
      gateway.close();
    }
  });

  it('takes no direct debits without a way to text (a production server without a gateway)', async () => {
    const server = await start({ paymentSandboxSecret: SECRET, devMail: false });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const answer = await requestCode(browser);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toBe('sms_unavailable');
  });
});
