import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { runServerCommand } from '../server-commands.js';
import { deliverSandboxEvent } from '../test-support/sandbox-events.js';
import { memberBrowser, type SiteClient, teamBrowser } from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';
import { addDiscountCodeFromOptions, type DiscountCodeOptions } from './discount-codes-command.js';

const SECRET = 'sandbox-secret-0123456789abcdef';
const DAY = 86_400_000;

function amora(server: TestServer) {
  const brand = server.brands.find((candidate) => candidate.slug === 'amora');
  if (!brand) throw new Error('No Amora');
  return brand;
}

const addCode = (server: TestServer, options: DiscountCodeOptions) =>
  addDiscountCodeFromOptions(server.database, amora(server), options, server.clock.now());

const check = (browser: SiteClient, code: string) =>
  browser.get(`/api/discountcode.php?code=${encodeURIComponent(code)}`);

const pay = (browser: SiteClient, bundle: string, method: string, code: string) =>
  browser.post('/api/payments.php', {
    bundle_id: bundle,
    method,
    discount_code: code,
    withdrawal_consent: true,
  });

/** Pays a payment as the sandbox's provider says it was paid. */
async function paid(server: TestServer, paymentId: string) {
  const event = { id: `evt_${paymentId.slice(4)}`, type: 'payment.paid', payment_id: paymentId };
  const response = await deliverSandboxEvent(server, event, { secret: SECRET });
  expect(response.statusCode, response.body).toBe(200);
}

describeEachDatabase('discount codes', (start) => {
  it('answers a code as it applies to the member, in any case, with its conditions', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    await addCode(server, {
      code: 'Big-20',
      percentage: '20',
      currency: 'eur',
      minimum: '40.00',
      methods: 'ideal, paypal',
      expires: new Date(server.clock.now() + DAY).toISOString(),
    });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const answer = await check(browser, ' big-20 ');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().discount_code).toEqual({
      code: 'BIG-20',
      value_percentage: 20,
      expires: new Date(server.clock.now() + DAY).toISOString(),
      isVisible: true,
      currency: 'EUR',
      minimum_order_value: 4000,
      paymentmethods: ['ideal', 'paypal'],
    });
  });

  it('says a code is not found when it is unknown, inactive, or meant for someone else', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    await addCode(server, { code: 'OFF10', percentage: '10' });
    await addCode(server, { code: 'BELGIUM10', percentage: '10', country: 'BE' });
    await memberBrowser(server, { email: 'ola@amora.example' });
    await addCode(server, { code: 'OLA10', percentage: '10', member: 'Ola@Amora.example' });
    await server.database
      .updateTable('discount_codes')
      .set({ status: 'inactive' })
      .where('code', '=', 'OFF10')
      .execute();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example', country: 'NL' });
    for (const code of ['NOPE10', 'OFF10', 'BELGIUM10', 'OLA10', 'no spaces', 'x'.repeat(41)]) {
      const answer = await check(browser, code);
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json().fields, code).toEqual({
        code: code.length > 40 ? 'too_long' : 'not_found',
      });
    }
  });

  it('ends a code at its end, to the millisecond', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    await addCode(server, {
      code: 'SOON10',
      percentage: '10',
      expires: new Date(server.clock.now() + 1000).toISOString(),
    });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    server.clock.advance(999);
    expect((await check(browser, 'SOON10')).statusCode).toBe(200);
    server.clock.advance(1);
    expect((await check(browser, 'SOON10')).json().fields).toEqual({ code: 'expired' });
    expect((await pay(browser, 'p1', 'ideal', 'SOON10')).json().fields).toEqual({
      discount_code: 'expired',
    });
  });

  it('takes the percentage off a payment that meets the conditions, and refuses one that does not', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    await addCode(server, {
      code: 'BIG20',
      percentage: '20',
      currency: 'EUR',
      minimum: '40.00',
      methods: 'ideal',
    });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    expect((await pay(browser, 'p1', 'ideal', 'BIG20')).json().fields).toEqual({
      discount_code: 'below_minimum',
    });
    expect((await pay(browser, 'p2', 'paypal', 'BIG20')).json().fields).toEqual({
      discount_code: 'method_excluded',
    });
    expect(await server.database.selectFrom('payments').select('id').execute()).toEqual([]);
    const made = await pay(browser, 'p2', 'ideal', 'big20');
    expect(made.statusCode, made.body).toBe(201);
    const payment = (await browser.get(`/api/payment.php?id=${made.json().payment_id}`)).json()
      .payment;
    // 44.99 less 20%, to the cent.
    expect(payment.amount).toBe(3599);
  });

  it('counts uses by validity: once per member, once in all, or unlimited', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    await addCode(server, { code: 'EACH10', percentage: '10' });
    await addCode(server, { code: 'FIRST10', percentage: '10', validity: 'once' });
    await addCode(server, { code: 'ALWAYS10', percentage: '10', validity: 'unlimited' });
    const { browser: eva } = await memberBrowser(server, { email: 'eva@amora.example' });
    const { browser: ola } = await memberBrowser(server, { email: 'ola@amora.example' });
    for (const code of ['EACH10', 'FIRST10', 'ALWAYS10']) {
      const made = await pay(eva, 'p0', 'ideal', code);
      // An open payment is no use yet: a member who gives up may try again.
      expect((await check(eva, code)).statusCode).toBe(200);
      await paid(server, made.json().payment_id);
    }
    expect((await check(eva, 'EACH10')).json().fields).toEqual({ code: 'already_used' });
    expect((await check(ola, 'EACH10')).statusCode).toBe(200);
    expect((await check(ola, 'FIRST10')).json().fields).toEqual({ code: 'already_used' });
    expect((await check(eva, 'ALWAYS10')).statusCode).toBe(200);
    expect((await pay(eva, 'p0', 'ideal', 'EACH10')).json().fields).toEqual({
      discount_code: 'already_used',
    });
  });

  it('refuses an operator’s mistakes with the option named, and a code twice', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const mistakes: [DiscountCodeOptions, RegExp][] = [
      [{ code: 'X', percentage: '10' }, /--code takes 3 to 40/],
      [{ code: 'WELCOME25', percentage: '10' }, /--code is one the server gives/],
      [{ code: 'HALF', percentage: '150' }, /--percentage takes a whole number from 1 to 100/],
      [{ code: 'HALF', percentage: '10', country: 'PL' }, /--country PL is not a country of Amora/],
      [
        { code: 'HALF', percentage: '10', currency: 'PLN' },
        /--currency PLN is not paid in at Amora/,
      ],
      [{ code: 'HALF', percentage: '10', minimum: '20.00' }, /--minimum needs --currency/],
      [
        { code: 'HALF', percentage: '10', minimum: '20' },
        /--minimum must be an amount with two decimals/,
      ],
      [{ code: 'HALF', percentage: '10', methods: 'ideal,cash' }, /--methods takes methods of/],
      [
        { code: 'HALF', percentage: '10', member: 'nobody@amora.example' },
        /--member: no member of Amora/,
      ],
      [{ code: 'HALF', percentage: '10', expires: 'soon' }, /--expires takes a date/],
      [{ code: 'HALF', percentage: '10', expires: '2000-01-01' }, /--expires is in the past/],
    ];
    for (const [options, message] of mistakes) {
      await expect(addCode(server, options)).rejects.toThrow(message);
    }
    await addCode(server, { code: 'HALF', percentage: '50' });
    await expect(addCode(server, { code: 'half', percentage: '10' })).rejects.toThrow(
      /exists at Amora already/,
    );
  });

  it('is the back office’s for support: the brand’s checks, uses, switching off, the audit log', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const support = await teamBrowser(server, { name: 'Kai', roles: ['support'] });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const add = (body: Record<string, unknown>) =>
      support.post('/api/operator/discount-codes.php', body);
    const refused = await add({
      code: 'x',
      percentage: 101,
      country: 'PL',
      currency: 'PLN',
      member: 'nobody@amora.example',
    });
    expect([refused.statusCode, refused.json().fields]).toEqual([
      400,
      { code: 'invalid', percentage: 'too_large' },
    ]);
    // The schema's checks pass: the brand's own follow, every field named at once.
    const notTheBrands = await add({
      code: 'east-10',
      percentage: 10,
      country: 'PL',
      currency: 'PLN',
      member: 'nobody@amora.example',
      expires_at: new Date(server.clock.now() - DAY).toISOString(),
    });
    expect([notTheBrands.statusCode, notTheBrands.json().fields]).toEqual([
      400,
      {
        country: 'not_offered',
        currency: 'not_offered',
        member: 'not_found',
        expires_at: 'expired',
      },
    ]);
    const noCurrency = await add({ code: 'big-5', percentage: 5, minimum: '50.00' });
    expect(noCurrency.json().fields).toEqual({ currency: 'required' });
    const reserved = await add({ code: 'timebonus25', percentage: 5 });
    expect(reserved.json().fields).toEqual({ code: 'taken' });

    const made = await add({
      code: ' spring-20 ',
      percentage: 20,
      validity: 'unlimited',
      member: 'Eva@Amora.example',
      methods: ['ideal', 'paypal'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const eva = await server.database
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'eva@amora.example')
      .executeTakeFirstOrThrow();
    expect(made.json().code).toEqual({
      code: 'SPRING-20',
      percentage: 20,
      validity: 'unlimited',
      status: 'active',
      created_at: new Date(server.clock.now()).toISOString(),
      expires_at: null,
      country: null,
      member: { id: eva.id, email: 'eva@amora.example' },
      currency: null,
      minimum: null,
      methods: ['ideal', 'paypal'],
      uses: 0,
    });
    expect((await add({ code: 'Spring-20', percentage: 5 })).json().fields).toEqual({
      code: 'taken',
    });

    // Eva pays with it: the list counts the use.
    const payment = await pay(browser, 'p1', 'ideal', 'spring-20');
    expect(payment.statusCode, payment.body).toBe(201);
    await paid(server, payment.json().payment_id);
    const listed = await support.get('/api/operator/discount-codes.php');
    expect(
      listed.json().codes.map((code: { code: string; uses: number }) => [code.code, code.uses]),
    ).toEqual([['SPRING-20', 1]]);

    const off = await support.put('/api/operator/discount-codes.php', {
      code: 'spring-20',
      status: 'inactive',
    });
    expect(off.json().code).toMatchObject({ code: 'SPRING-20', status: 'inactive', uses: 1 });
    expect((await check(browser, 'SPRING-20')).json().fields).toEqual({ code: 'not_found' });
    // Switching it off again changes nothing and records nothing.
    await support.put('/api/operator/discount-codes.php', {
      code: 'SPRING-20',
      status: 'inactive',
    });
    const missing = await support.put('/api/operator/discount-codes.php', {
      code: 'NOPE-1',
      status: 'active',
    });
    expect([missing.statusCode, missing.json().fields]).toEqual([404, { code: 'not_found' }]);

    const admin = await teamBrowser(server, { name: 'Ada', roles: ['admin'] });
    const log = (await admin.get('/api/operator/audit.php?q=spring')).json().entries;
    expect(
      log.map((entry: { operator: { name: string }; action: string; subject: object }) => [
        entry.operator.name,
        entry.action,
        entry.subject,
      ]),
    ).toEqual([
      [
        'Kai',
        'discount_code_deactivated',
        { kind: 'discount_code', id: expect.any(Number), label: 'SPRING-20' },
      ],
      [
        'Kai',
        'discount_code_added',
        { kind: 'discount_code', id: expect.any(Number), label: 'SPRING-20' },
      ],
    ]);
  });

  it('makes a code once when 30 ask for it at once, with one audit entry', async () => {
    const server = await start();
    const support = await teamBrowser(server, { name: 'Kai', roles: ['support'] });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        support.post('/api/operator/discount-codes.php', { code: 'RUSH', percentage: index + 1 }),
      ),
    );
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect([refused.statusCode, refused.json().fields]).toEqual([400, { code: 'taken' }]);
    }
    const entries = await server.database
      .selectFrom('audit_log')
      .select('subject_label')
      .where('action', '=', 'discount_code_added')
      .execute();
    expect(entries).toEqual([{ subject_label: 'RUSH' }]);
  });

  it('makes the deletion offer once: the same code while it lasts, none once used or over', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const first = (await browser.post('/api/discountcode.php', {})).json().discount_code;
    expect(first).toMatchObject({
      value_percentage: 20,
      expires: new Date(server.clock.now() + 7 * DAY).toISOString(),
    });
    expect(first.code).toMatch(/^STAY-[A-Z2-9]{8}$/);
    expect((await browser.post('/api/discountcode.php', {})).json().discount_code).toEqual(first);

    const { browser: ola } = await memberBrowser(server, { email: 'ola@amora.example' });
    expect((await check(ola, first.code)).json().fields).toEqual({ code: 'not_found' });

    const made = await pay(browser, 'p1', 'ideal', first.code);
    expect(
      (await browser.get(`/api/payment.php?id=${made.json().payment_id}`)).json().payment.amount,
    ).toBe(1599);
    await paid(server, made.json().payment_id);
    expect((await browser.post('/api/discountcode.php', {})).json()).toEqual({
      discount_code: null,
    });

    server.clock.advance(7 * DAY);
    const { browser: late } = await memberBrowser(server, { email: 'late@amora.example' });
    await late.post('/api/discountcode.php', {});
    server.clock.advance(7 * DAY);
    expect((await late.post('/api/discountcode.php', {})).json()).toEqual({ discount_code: null });
  });

  it('makes no deletion offer where the company gives no discount', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const { browser } = await memberBrowser(server, {
      email: 'max@closed.example',
      site: 'closed-club',
    });
    expect((await browser.post('/api/discountcode.php', {})).json()).toEqual({
      discount_code: null,
    });
  });

  it('is the operator’s command, while the server runs: add, list with uses, deactivate', async () => {
    const server = await start({ paymentSandboxSecret: SECRET, controlSocket: true });
    const lines: string[] = [];
    // PostgreSQL: the command opens the database beside the server; the embedded database: the
    // server that has it open runs the command, sent on its control socket.
    const run = (...args: string[]) =>
      runServerCommand(
        'discount-codes',
        [...args, '--site', 'amora', '--sites', server.sitesDir, '--data', server.dataDir],
        (line) => lines.push(line),
        { DATABASE_URL: server.databaseUrl },
        server.clock.now(),
      );
    await run(
      'add',
      '--code',
      'winter-15',
      '--percentage',
      '15',
      '--currency',
      'EUR',
      '--minimum',
      '19.99',
      '--methods',
      'ideal',
    );
    await run('list');
    expect(lines).toEqual([
      'Added WINTER-15 at Amora: 15% off, once-per-user.',
      'WINTER-15  15%  once-per-user  active  used 0×  from €19.99, with ideal',
    ]);
    await run('deactivate', '--code', 'winter-15');
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    expect((await check(browser, 'WINTER-15')).json().fields).toEqual({ code: 'not_found' });
    await expect(run('add', '--percentage', '10')).rejects.toThrow('--code is required');
    await expect(run('remove')).rejects.toThrow('Unknown command remove');
  });
});

it('lets one process at a time open an embedded database folder', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-lock-'));
  const lockFile = join(dataDir, 'pglite.lock');
  // A running process (this test's parent) holds it.
  writeFileSync(lockFile, String(process.ppid));
  await expect(openDatabase({ dataDir })).rejects.toThrow(
    new RegExp(`open in process ${process.ppid}`),
  );
  // A holder that no longer runs left it behind: taken over, and let go at close.
  writeFileSync(lockFile, '2147483646');
  const opened = await openDatabase({ dataDir });
  await opened.close();
  expect(existsSync(lockFile)).toBe(false);
}, 30_000);
