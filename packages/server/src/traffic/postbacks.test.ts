import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { deliverSandboxEvent } from '../test-support/sandbox-events.js';
import { newestMailTo, type SiteClient, siteClient, tokenOf } from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';

const SECRET = 'sandbox-secret-0123456789abcdef';

/** A traffic network's postback endpoint on this machine: what it received, what it answers. */
interface Receiver {
  base: string;
  calls: URL[];
  status: number;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { calls: [] as URL[], status: 200 } as Receiver;
  const server: Server = createServer((request, response) => {
    receiver.calls.push(new URL(request.url ?? '/', 'http://receiver'));
    response.writeHead(receiver.status).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** Amora's brand file names a postback for the network `adnet`, to the receiver. */
function withPostback(server: TestServer, receiver: Receiver) {
  const amora = server.brands.find((brand) => brand.slug === 'amora');
  if (!amora) throw new Error('No Amora');
  Object.assign(amora.postbacks, {
    adnet: `${receiver.base}/pb?click={click_id}&e={event}&s1={sub1}&amount={amount}&cur={currency}`,
  });
}

const signup = (
  browser: SiteClient,
  tracking: Record<string, string | null> | null,
  email = 'lena@example.org',
) =>
  browser.post('/api/signup.php', {
    email,
    name: 'Lena',
    password: 'a good password',
    date_of_birth: '1995-04-02',
    gender: 'female',
    looking_for: 'male',
    language: 'nl',
    tracking,
  });

const ADNET = { network: 'adnet', ref: 'click 42&x=1', sub1: 'banner-a', sub2: null, sub3: null };

/** What the receiver heard: the event and the values, in order. */
const heard = (receiver: Receiver) =>
  receiver.calls.map((call) => Object.fromEntries(call.searchParams));

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

describeEachDatabase('postbacks to traffic networks', (start) => {
  it('tells the network of the signup, the confirmation and the first purchase, once each', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    withPostback(server, receiver);
    const browser = siteClient(server.app, 'amora');
    expect((await signup(browser, ADNET)).statusCode).toBe(201);
    await server.postbacks.flush();
    expect(heard(receiver)).toEqual([
      // The values are encoded: a click id cannot add parameters to the network's address.
      { click: 'click 42&x=1', e: 'signup', s1: 'banner-a', amount: '', cur: '' },
    ]);

    const token = tokenOf(await newestMailTo(server.app, 'amora', 'lena@example.org'));
    expect((await browser.post('/api/activate.php', { token })).statusCode).toBe(200);
    await server.postbacks.flush();
    expect(heard(receiver).map((call) => call.e)).toEqual(['signup', 'confirmed']);

    // Two purchases, the first paid twice over (a provider's repeat): one first purchase.
    const payments: string[] = [];
    for (const bundle of ['p1', 'p0']) {
      const opened = await browser.post('/api/payments.php', {
        bundle_id: bundle,
        method: 'ideal',
        withdrawal_consent: true,
      });
      payments.push(opened.json().payment_id);
    }
    const tracked = await server.database
      .selectFrom('payments')
      .select('tracking')
      .where('id', 'in', payments)
      .execute();
    expect(tracked.map((row) => row.tracking)).toEqual([ADNET, ADNET]);
    for (const paymentId of [payments[0], payments[0], payments[1]]) {
      const event = {
        id: `evt_${paymentId?.slice(4)}${receiver.calls.length}`,
        type: 'payment.paid',
        payment_id: paymentId ?? '',
      };
      expect((await deliverSandboxEvent(server, event, { secret: SECRET })).statusCode).toBe(200);
    }
    await server.postbacks.flush();
    await server.postbacks.flush();
    expect(heard(receiver)).toEqual([
      expect.objectContaining({ e: 'signup' }),
      expect.objectContaining({ e: 'confirmed' }),
      { click: 'click 42&x=1', e: 'first_purchase', s1: 'banner-a', amount: '19.99', cur: 'EUR' },
    ]);
    const rows = await server.database
      .selectFrom('postbacks')
      .select(['event', 'attempts', 'last_status', 'sent_at'])
      .orderBy('id')
      .execute();
    expect(rows.map(({ event, attempts, last_status }) => [event, attempts, last_status])).toEqual([
      ['signup', 1, 200],
      ['confirmed', 1, 200],
      ['first_purchase', 1, 200],
    ]);
  });

  it('tells no one of a member who came from no network, or from one the brand has no postback for', async () => {
    const server = await start();
    withPostback(server, receiver);
    expect((await signup(siteClient(server.app, 'amora'), null)).statusCode).toBe(201);
    const answer = await signup(
      siteClient(server.app, 'amora'),
      { ...ADNET, network: 'othernet' },
      'mia@example.org',
    );
    expect(answer.statusCode).toBe(201);
    expect(await server.postbacks.flush()).toBe(0);
    expect(await server.database.selectFrom('postbacks').select('id').execute()).toEqual([]);
  });

  it('tries a network that fails again later, with growing waits, and keeps its answer', async () => {
    const server = await start();
    withPostback(server, receiver);
    receiver.status = 503;
    await signup(siteClient(server.app, 'amora'), ADNET);
    expect(await server.postbacks.flush()).toBe(0);
    expect(await server.postbacks.flush()).toBe(0); // not due yet
    const failed = await server.database
      .selectFrom('postbacks')
      .select(['attempts', 'last_status', 'last_error', 'sent_at'])
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({
      attempts: 1,
      last_status: 503,
      last_error: 'HTTP 503',
      sent_at: null,
    });

    server.clock.advance(60_000);
    expect(await server.postbacks.flush()).toBe(0); // the second attempt fails too
    server.clock.advance(60_000);
    expect(await server.postbacks.flush()).toBe(0); // the third waits two minutes
    receiver.status = 200;
    server.clock.advance(60_000);
    expect(await server.postbacks.flush()).toBe(1);
    expect(receiver.calls).toHaveLength(3);
    expect(await server.postbacks.flush()).toBe(0);
  });
});
