import { SANDBOX_EVENT_TYPES } from '@dating/contract';
import { ApiFailure } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { applyPaymentEvent } from '../payments/payment-events.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureProblem } from '../payments/sandbox.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived, which the provider's signature covers. */
    rawBody?: string;
  }
}

/**
 * POST payment-webhook.php?provider=sandbox: the sandbox provider's events. The signature
 * (`Sandbox-Signature`, keyed by `PAYMENT_SANDBOX_SECRET`, at most 300 s old) is checked on the raw
 * body before anything else: a bad or stale one gets 400 and changes nothing. Each event id applies
 * once; the answer says whether this delivery moved the payment. Off (404) without the secret.
 */
export const paymentWebhookRoutes: DomainRoutes = async (app, { context }) => {
  const secret = context.paymentSandboxSecret;
  // Keeps the raw body for the signature (this plugin's JSON bodies only).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    request.rawBody = text;
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiFailure(400, 'bad_request', 'The body is not JSON'), undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!secret) {
      throw new ApiFailure(404, 'not_found', 'Payments are off: set PAYMENT_SANDBOX_SECRET');
    }
    const header = request.headers[SANDBOX_SIGNATURE_HEADER];
    const problem = sandboxSignatureProblem(
      typeof header === 'string' ? header : undefined,
      request.rawBody ?? '',
      secret,
      context.clock.now(),
    );
    if (problem) {
      throw new ApiFailure(400, 'bad_request', `Sandbox-Signature refused: ${problem}`);
    }
  });
  route(app, context, 'paymentWebhook', async (request) => {
    const outcome = await applyPaymentEvent(
      context.database,
      request.brand,
      {
        provider: 'sandbox',
        eventId: request.body.id,
        paymentId: request.body.payment_id,
        type: request.body.type,
        state: SANDBOX_EVENT_TYPES[request.body.type],
      },
      context.clock.now(),
    );
    // A first purchase tells the network that sent the member.
    if (outcome.applied) void context.postbacks.flush();
    return outcome;
  });
};
