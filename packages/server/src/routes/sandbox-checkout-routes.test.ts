import { expect, it } from 'vitest';
import { ledgerSum } from '../ledger/ledger.js';
import { createSandboxDeliveries, webhookSend } from '../payments/sandbox-deliveries.js';
import { memberBrowser, type SiteClient } from '../test-support/site-client.js';
import { creditsOf, describeEachDatabase, type TestServer } from '../test-support/test-server.js';

const SECRET = 'sandbox-secret-0123456789abcdef';

/** Eva of Amora (0 credits) starts paying for p1 with iDEAL and opens the sandbox's checkout. */
async function atCheckout(server: TestServer) {
  const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example', credits: 0 });
  const started = await browser.post('/api/payments.php', {
    bundle_id: 'p1',
    method: 'ideal',
    withdrawal_consent: true,
  });
  const { payment_id: paymentId, checkout_url: checkoutUrl } = started.json() as {
    payment_id: string;
    checkout_url: string;
  };
  const checkout = await browser.get(checkoutUrl);
  expect(checkout.statusCode).toBe(200);
  expect(checkout.body).toContain('120 credits');
  expect(checkout.body).toContain('€19.99');
  return { browser, memberId: id, paymentId, checkoutUrl };
}

/** The person testing presses one of the checkout's buttons. */
function choose(browser: SiteClient, checkoutUrl: string, outcome: string) {
  return browser.request('POST', checkoutUrl, `outcome=${outcome}`, {
    'content-type': 'application/x-www-form-urlencoded',
  });
}

async function stateOf(browser: SiteClient, paymentId: string) {
  return (await browser.get(`/api/payment.php?id=${paymentId}`)).json().payment.state;
}

describeEachDatabase('the sandbox checkout', (start) => {
  it('is pending once opened, and Pay reaches the webhook twice but credits once', async () => {
    const server = await start({
      paymentSandboxSecret: SECRET,
      sandboxChaos: { duplicate: 1, late: 0 },
    });
    const { browser, memberId, paymentId, checkoutUrl } = await atCheckout(server);
    expect(await stateOf(browser, paymentId)).toBe('pending');

    const chosen = await choose(browser, checkoutUrl, 'paid');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/transactions/${paymentId}`);
    // The route flushes by itself: paid, and both copies delivered. The state is paid after the
    // first copy, while that flush may still deliver the second, so the test waits for both; a
    // flush after them finds nothing left.
    await expect.poll(() => stateOf(browser, paymentId)).toBe('paid');
    await expect
      .poll(
        async () =>
          (
            await server.database
              .selectFrom('sandbox_deliveries')
              .select('id')
              .where('delivered_at', 'is not', null)
              .execute()
          ).length,
      )
      .toBe(2);
    expect(await server.sandbox?.flush()).toBe(0);
    const deliveries = await server.database
      .selectFrom('sandbox_deliveries')
      .select(['body', 'delivered_at'])
      .execute();
    expect(deliveries).toHaveLength(2);
    expect(deliveries.every((delivery) => delivery.delivered_at !== null)).toBe(true);
    expect(await creditsOf(server, memberId)).toBe(120);
    expect(await ledgerSum(server.database, memberId)).toBe(120);
  });

  it('delivers a late event once it is due', async () => {
    const server = await start({
      paymentSandboxSecret: SECRET,
      sandboxChaos: { duplicate: 0, late: 1, random: () => 0.5 },
    });
    const { browser, paymentId, checkoutUrl } = await atCheckout(server);
    await choose(browser, checkoutUrl, 'failed');
    expect(await server.sandbox?.flush()).toBe(0);
    expect(await stateOf(browser, paymentId)).toBe('pending');
    server.clock.advance(8_500);
    expect(await server.sandbox?.flush()).toBe(1);
    expect(await stateOf(browser, paymentId)).toBe('failed');
  });

  it('leaves a payment pending when asked, and shows another member nothing', async () => {
    const server = await start({
      paymentSandboxSecret: SECRET,
      sandboxChaos: { duplicate: 0, late: 0 },
    });
    const { browser, paymentId, checkoutUrl } = await atCheckout(server);
    expect((await choose(browser, checkoutUrl, 'pending')).statusCode).toBe(303);
    expect(await stateOf(browser, paymentId)).toBe('pending');
    expect(await server.database.selectFrom('sandbox_deliveries').select('id').execute()).toEqual(
      [],
    );

    const { browser: other } = await memberBrowser(server, { email: 'ola@amora.example' });
    expect((await other.get(checkoutUrl)).statusCode).toBe(404);
    expect((await choose(other, checkoutUrl, 'paid')).statusCode).toBe(404);
    expect(await server.database.selectFrom('sandbox_deliveries').select('id').execute()).toEqual(
      [],
    );
  });

  it('is not there without the sandbox secret', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const page = await browser.get('/sandbox/checkout/pay_AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.body).not.toContain('Sandbox checkout');
  });

  it('loses nothing when the answer to a delivery is lost: the repeat after the lease credits nothing more', async () => {
    const server = await start({
      paymentSandboxSecret: SECRET,
      sandboxChaos: { duplicate: 0, late: 0 },
    });
    const { browser, memberId, paymentId } = await atCheckout(server);
    let lose = true;
    // A provider whose first connection breaks after the webhook took the event (as a server
    // killed before answering would look to it).
    const deliveries = createSandboxDeliveries({
      database: server.database,
      clock: server.clock,
      secret: SECRET,
      chaos: { duplicate: 0, late: 0 },
      send: async (site, body, signature) => {
        const status = await webhookSend(server.app)(site, body, signature);
        if (lose) {
          lose = false;
          throw new Error('connection reset');
        }
        return status;
      },
    });
    await server.database
      .transaction()
      .execute((transaction) =>
        deliveries.enqueue(transaction, 'amora', [{ type: 'payment.paid', payment_id: paymentId }]),
      );
    expect(await deliveries.flush()).toBe(0);
    expect(await stateOf(browser, paymentId)).toBe('paid');
    // Within the lease nobody sends it again; after it, the repeat is taken and changes nothing.
    expect(await deliveries.flush()).toBe(0);
    server.clock.advance(60_000);
    expect(await deliveries.flush()).toBe(1);
    expect(await creditsOf(server, memberId)).toBe(120);
    expect(await ledgerSum(server.database, memberId)).toBe(120);
  });
});
