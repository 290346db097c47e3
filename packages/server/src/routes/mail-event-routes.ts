import { createHash, timingSafeEqual } from 'node:crypto';
import {
  API_PATHS,
  type EmailDisabledReason,
  type MailEventsResponse,
  mailEventsSchema,
} from '@dating/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure, parseInput } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { requestBrand } from '../http/session-cookie.js';

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
 * /notifications explains and lets the member turn back on. Disabled until the operator sets
 * `MAIL_WEBHOOK_SECRET`; the provider (or a small adapter for its format) then posts
 * `{ events: [{ email, type }] }` to each brand's host. Applying an event twice changes nothing.
 */
export function registerMailEventRoutes(app: FastifyInstance, context: ServerContext): void {
  const { database, mailWebhookSecret } = context;

  app.post(API_PATHS.mailEvents, async (request): Promise<MailEventsResponse> => {
    const brand = requestBrand(request);
    if (!mailWebhookSecret) {
      throw new ApiFailure(404, 'not_found', 'Mail events are off: set MAIL_WEBHOOK_SECRET');
    }
    if (!carriesSecret(request, mailWebhookSecret)) {
      throw new ApiFailure(
        401,
        'authentication_required',
        'Send the mail webhook secret as Authorization: Bearer <MAIL_WEBHOOK_SECRET>',
      );
    }
    const { events } = parseInput(mailEventsSchema, request.body);
    // For one address the last event counts; then one update per reason.
    const reasons = new Map<string, EmailDisabledReason>();
    for (const event of events) reasons.set(event.email, event.type);
    const byReason = new Map<EmailDisabledReason, string[]>();
    for (const [email, reason] of reasons)
      byReason.set(reason, [...(byReason.get(reason) ?? []), email]);
    const disabled = await database.transaction().execute(async (transaction) => {
      let changed = 0;
      for (const [reason, emails] of byReason) {
        const rows = await transaction
          .updateTable('members')
          .set({ email_disabled: reason })
          .where('site', '=', brand.slug)
          .where('email', 'in', emails)
          .returning('id')
          .execute();
        changed += rows.length;
      }
      return changed;
    });
    return { disabled, unknown: reasons.size - disabled };
  });
}
