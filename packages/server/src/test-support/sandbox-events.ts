import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from '../payments/sandbox.js';
import { siteClient } from './site-client.js';
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
