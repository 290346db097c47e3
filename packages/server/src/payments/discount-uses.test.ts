import { discounted, NEW_MEMBER_DISCOUNT_PERCENTAGE } from '@dating/contract';
import { expect, it } from 'vitest';
import { deliverSandboxEvent } from '../test-support/sandbox-events.js';
import { memberBrowser, newestSmsCodeTo, type SiteClient } from '../test-support/site-client.js';
import { creditsOf, describeEachDatabase, type TestServer } from '../test-support/test-server.js';
import { addDiscountCodeFromOptions } from './discount-codes-command.js';

const SECRET = 'sandbox-secret-0123456789abcdef';

const open = (browser: SiteClient, code: string, bundle = 'p1') =>
  browser.post('/api/payments.php', {
    bundle_id: bundle,
    method: 'ideal',
    discount_code: code,
    withdrawal_consent: true,
  });

/** The package Amora sells as `p1`, priced in euros. */
function packageOf(server: TestServer) {
  const bundle = server.brands
    .find((brand) => brand.slug === 'amora')
    ?.bundles.find((candidate) => candidate.id === 'p1');
  const price = bundle?.prices.EUR;
  if (!bundle || price === undefined) throw new Error('Amora sells no p1 in euros');
  return { credits: bundle.credits, price, discounted: discounted(price, 25) };
}

/** The sandbox provider reports a payment in a state (a signed webhook event). */
async function report(server: TestServer, paymentId: string, type = 'payment.paid') {
  const event = { id: `evt_${type.slice(8)}${paymentId.slice(4)}`, type, payment_id: paymentId };
  const response = await deliverSandboxEvent(server, event, { secret: SECRET });
  expect(response.statusCode, response.body).toBe(200);
}

/** The states of payments, in the order given. */
async function statesOf(server: TestServer, paymentIds: string[]) {
  const rows = await server.database
    .selectFrom('payments')
    .select(['id', 'state'])
    .where('id', 'in', paymentIds)
    .execute();
  return paymentIds.map((paymentId) => rows.find((row) => row.id === paymentId)?.state);
}

describeEachDatabase('once-only discount uses', (start) => {
  it('lets one of 30 payments opened at once hold the welcome discount, and credits the others what they paid for', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    const answers = await Promise.all(Array.from({ length: 30 }, () => open(browser, 'welcome25')));
    // The newest checkout carries the discount; each one opened cancels the one before.
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    const states = await statesOf(
      server,
      answers.map((answer) => answer.json().payment_id),
    );
    expect(states.filter((state) => state === 'open')).toHaveLength(1);
    expect(states.filter((state) => state === 'canceled')).toHaveLength(29);

    // The member pays every one of them anyway (a provider may take a payment we cancelled).
    for (const answer of answers) await report(server, answer.json().payment_id);
    const { credits, price } = packageOf(server);
    const paidFor = Math.ceil((credits * discounted(price, 25)) / price);
    expect(await creditsOf(server, id)).toBe(credits + 29 * paidFor);
    const discountedAndFull = await server.database
      .selectFrom('payments')
      .select('credits')
      .where('member_id', '=', id)
      .where('credits', '=', credits)
      .execute();
    expect(discountedAndFull).toHaveLength(1);
    // A repeat of the events gives nothing again.
    for (const answer of answers.slice(0, 5)) await report(server, answer.json().payment_id);
    expect(await creditsOf(server, id)).toBe(credits + 29 * paidFor);
  });

  it('gives the discount once when three payments are opened one after another and all three are paid', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    const opened = [];
    for (let index = 0; index < 3; index += 1) {
      const answer = await open(browser, 'WELCOME25');
      expect(answer.statusCode, answer.body).toBe(201);
      opened.push(answer.json().payment_id as string);
    }
    expect(await statesOf(server, opened)).toEqual(['canceled', 'canceled', 'open']);
    // The first is paid first: its money has come, so it takes the discount back.
    await report(server, opened[0] ?? '');
    expect(await statesOf(server, opened)).toEqual(['paid', 'canceled', 'canceled']);
    await report(server, opened[1] ?? '');
    await report(server, opened[2] ?? '');
    const { credits, price } = packageOf(server);
    const paidFor = Math.ceil((credits * discounted(price, 25)) / price);
    expect(await creditsOf(server, id)).toBe(credits + 2 * paidFor);
    expect((await open(browser, 'WELCOME25')).json().fields).toEqual({
      discount_code: 'already_used',
    });
  });

  it('lets one member of 10 use a code valid once in all, and frees it when that payment fails', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const amora = server.brands.find((brand) => brand.slug === 'amora');
    if (!amora) throw new Error('No Amora');
    await addDiscountCodeFromOptions(
      server.database,
      amora,
      { code: 'ONLY-ONE', percentage: '30', validity: 'once' },
      server.clock.now(),
    );
    const members = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        memberBrowser(server, { email: `member${index}@amora.example` }),
      ),
    );
    const answers = await Promise.all(members.map(({ browser }) => open(browser, 'only-one')));
    const opened = answers.filter((answer) => answer.statusCode === 201);
    expect(opened).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.json().fields).toEqual({ discount_code: 'already_used' });
    }
    const other = members[answers.findIndex((answer) => answer.statusCode !== 201)];
    if (!other) throw new Error('No member was refused');
    expect((await other.browser.get('/api/discountcode.php?code=ONLY-ONE')).statusCode).toBe(400);

    await report(server, opened[0]?.json().payment_id, 'payment.failed');
    expect((await other.browser.get('/api/discountcode.php?code=ONLY-ONE')).statusCode).toBe(200);
    const second = await open(other.browser, 'ONLY-ONE');
    expect(second.statusCode, second.body).toBe(201);
    await report(server, second.json().payment_id);
    const third = members.find((member) => member !== other) ?? members[0];
    expect((await open(third?.browser as SiteClient, 'ONLY-ONE')).json().fields).toEqual({
      discount_code: 'already_used',
    });
  });

  it('shares the new member’s one use between the time bonus and the welcome discount', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, {
      email: 'eva@amora.example',
      signup_date: new Date(server.clock.now() - 60_000),
    });
    const bonus = await open(browser, 'TIMEBONUS25');
    expect(bonus.statusCode, bonus.body).toBe(201);
    const welcome = await open(browser, 'WELCOME25');
    expect(welcome.statusCode, welcome.body).toBe(201);
    const both = [bonus.json().payment_id, welcome.json().payment_id];
    expect(await statesOf(server, both)).toEqual(['canceled', 'open']);
    await report(server, welcome.json().payment_id);
    for (const code of ['TIMEBONUS25', 'WELCOME25']) {
      expect((await open(browser, code)).json().fields).toEqual({ discount_code: 'already_used' });
    }
    expect(NEW_MEMBER_DISCOUNT_PERCENTAGE).toBe(25);
  });

  it('holds the use for a direct debit mandate until its code is entered, and moves it to a newer checkout', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const form = {
      bundle_id: 'p1',
      account_holder: 'Eva de Vries',
      iban: 'NL91ABNA0417164300',
      street: 'Prinsengracht',
      house_number: '263',
      zip: '1016 GV',
      city: 'Amsterdam',
      phone: '+31612345678',
      withdrawal_consent: true,
      discount_code: 'WELCOME25',
    };
    const first = await browser.post('/api/directdebit.php', form);
    expect(first.statusCode, first.body).toBe(201);
    const firstCode = await newestSmsCodeTo(server.app, 'amora', form.phone);
    // A payment opened after it takes the use: the mandate's code stops working.
    const payment = await open(browser, 'WELCOME25');
    expect(payment.statusCode, payment.body).toBe(201);
    const stale = await browser.put('/api/directdebit.php', {
      mandate_id: first.json().mandate_id,
      otp: firstCode,
    });
    expect(stale.json().fields).toEqual({ otp: 'expired' });

    // A newer mandate takes it back, and its code makes the payment that holds it.
    const second = await browser.post('/api/directdebit.php', form);
    expect(second.statusCode, second.body).toBe(201);
    expect(await statesOf(server, [payment.json().payment_id])).toEqual(['canceled']);
    const confirmed = await browser.put('/api/directdebit.php', {
      mandate_id: second.json().mandate_id,
      otp: await newestSmsCodeTo(server.app, 'amora', form.phone),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const use = await server.database
      .selectFrom('discount_uses')
      .select(['payment_id', 'mandate_id'])
      .executeTakeFirstOrThrow();
    expect(use).toEqual({ payment_id: confirmed.json().payment_id, mandate_id: null });
  });
});
