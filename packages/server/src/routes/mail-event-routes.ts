import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { applyMailEvents } from '../mail/mail-events.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <secret>`, compared in constant time. */
function carriesSecret(request: FastifyRequest, secret: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  return (
    scheme === 'Bearer' && given !== undefined && timingSafeEqual(digest(given), digest(secret))
  );
}

/**
 * POST mail-events.php: the mail provider's webhook. Bounces, spam complaints and unsubscribes
 * turn e-mail off for the brand's member with that address (`email_disabled`), which
 * /notifications explains and lets the member turn back on. Off (404) until the operator sets
 * `MAIL_WEBHOOK_SECRET`; the provider (or a small adapter for its format) then posts
 * `{ events: [{ email, type }] }` to each brand's host with `Authorization: Bearer <secret>`.
 * The secret is checked before the body: a caller without it learns nothing about the format.
 */
export const mailEventRoutes: DomainRoutes = async (app, { context }) => {
  const secret = context.mailWebhookSecret;
  app.addHook('preValidation', async (request) => {
    if (!secret) {
      throw new ApiFailure(404, 'not_found', 'Mail events are off: set MAIL_WEBHOOK_SECRET');
    }
    if (!carriesSecret(request, secret)) {
      throw new ApiFailure(
        401,
        'authentication_required',
        'Send the mail webhook secret as Authorization: Bearer <MAIL_WEBHOOK_SECRET>',
      );
    }
  });
  route(app, context, 'reportMailEvents', async (request) =>
    applyMailEvents(context.database, request.brand.slug, request.body.events),
  );
};
