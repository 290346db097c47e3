import { notFound } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { applyMollieNotice } from '../payments/mollie-status.js';

/** A notice is `id=tr_…`: a few dozen bytes. */
const NOTICE_BODY_LIMIT = 1024;

/**
 * POST payment-webhook.php?provider=mollie: Mollie's notices, form-encoded `id=tr_…` (JSON is
 * taken too, for tools). Nothing in a notice is trusted but the id: the status comes from Mollie,
 * asked with the brand's key. A brand that takes no Mollie payments answers 404.
 */
export const mollieWebhookRoutes: DomainRoutes = async (app, { context }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: NOTICE_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  route(app, context, 'mollieWebhook', async (request) => {
    const mollie = context.payments.mollieOf(request.brand);
    if (!mollie) throw notFound('Mollie payments on this site');
    const outcome = await applyMollieNotice(
      context.database,
      request.brand,
      mollie,
      request.body.id,
      context.clock.now(),
    );
    if (outcome.applied) void context.postbacks.flush();
    return outcome;
  });
};
