import { API_PATHS } from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { userView } from '../accounts/user-view.js';
import type { ServerContext } from '../http/context.js';
import { requestBrand, requireMember } from '../http/session-cookie.js';

/**
 * GET my-data.php: everything the site holds about the logged-in member, as a JSON download:
 * the account and profile, photos, sessions, push subscriptions, messages sent with the signup,
 * the mails sent, and the arrival tracking record. Password hashes and token hashes stay out:
 * they are secrets, not data about the member.
 */
export function registerMyDataRoutes(app: FastifyInstance, context: ServerContext): void {
  const { database, clock } = context;

  app.get(API_PATHS.myData, async (request, reply) => {
    const brand = requestBrand(request);
    const member = await requireMember(context, request);
    const now = clock.now();
    const [photos, sessions, pushSubscriptions, signupMessages, mails] = await Promise.all([
      database
        .selectFrom('photos')
        .select(['id', 'filename', 'thumb', 'status', 'private', 'position', 'created_at'])
        .where('member_id', '=', member.id)
        .orderBy('position')
        .execute(),
      database
        .selectFrom('sessions')
        .select(['created_at', 'expires_at'])
        .where('member_id', '=', member.id)
        .orderBy('created_at')
        .execute(),
      database
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'created_at'])
        .where('member_id', '=', member.id)
        .execute(),
      database
        .selectFrom('signup_messages')
        .select(['profile_id', 'text', 'created_at'])
        .where('member_id', '=', member.id)
        .execute(),
      database
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text', 'created_at', 'sent_at'])
        .where('member_id', '=', member.id)
        .orderBy('id')
        .execute(),
    ]);
    const data = {
      exported_at: new Date(now).toISOString(),
      site: { name: brand.name, domain: brand.domain },
      account: {
        id: member.id,
        email: member.email,
        status: member.status,
        language: member.language,
        credits: member.credits,
        paid_user: member.paid_user,
        invisible: member.invisible,
        signup_date: member.signup_date.toISOString(),
        last_seen_at: member.last_seen_at?.toISOString() ?? null,
        notifications_disabled: member.notifications_disabled,
        email_disabled: member.email_disabled,
        tracking: member.tracking,
      },
      profile: (await userView(database, member, brand, now)).profile,
      photos,
      sessions,
      push_subscriptions: pushSubscriptions,
      signup_messages: signupMessages,
      mails,
    };
    return reply
      .header('content-disposition', `attachment; filename="${brand.slug}-my-data.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });
}
