import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from '../payments/sandbox.js';
import { type SiteClient, siteClient } from './site-client.js';
import type { TestServer } from './test-server.js';

/**
 * Delivers a sandbox provider's event to Amora's webhook as the provider does, signed with
 * `secret` at `at` (the server's clock by default); `body` sends other bytes than were signed.
 */
export function deliverSandboxEvent(
  server: TestServer,
  event: { id: string; type: string; payment_id: string },
  options: { secret: string; at?: number; body?: string },
) {
  const body = JSON.stringify(event);
  const signature = signSandboxEvent(options.secret, body, options.at ?? server.clock.now());
  return siteClient(server.app, 'amora').request(
    'POST',
    '/api/payment-webhook.php?provider=sandbox',
    options.body ?? body,
    { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  );
}

/**
 * Buys Amora's `p1` (120 credits, €19.99) with iDEAL as the browser's member, paid as the sandbox
 * (signed with `secret`) reports it; resolves the payment's id.
 */
export async function buyWithSandbox(
  server: TestServer,
  browser: SiteClient,
  secret: string,
): Promise<string> {
  const opened = await browser.post('/api/payments.php', {
    bundle_id: 'p1',
    method: 'ideal',
    withdrawal_consent: true,
  });
  if (opened.statusCode !== 201) throw new Error(`The payment did not open: ${opened.body}`);
  const paymentId: string = opened.json().payment_id;
  const event = {
    id: `evt_paid${paymentId.slice(4)}`,
    type: 'payment.paid',
    payment_id: paymentId,
  };
  const paid = await deliverSandboxEvent(server, event, { secret });
  if (paid.statusCode !== 200) throw new Error(`The payment was not paid: ${paid.body}`);
  return paymentId;
}
