import {
  API_PATHS,
  loginRequestSchema,
  type OkResponse,
  pushSubscriptionSchema,
  REQUEST_TYPE_HEADER,
  type UserResponse,
  userUpdateSchema,
} from '@dating/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../accounts/login.js';
import { createSession, deleteSession } from '../accounts/sessions.js';
import { userView } from '../accounts/user-view.js';
import { parseInput } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { limitedBy } from '../http/rate-limits.js';
import {
  clearSessionCookie,
  currentMember,
  requestBrand,
  requireMember,
  sessionToken,
  setSessionCookie,
} from '../http/session-cookie.js';

/**
 * GET (who am I), POST (login; with ?push=1 the push subscription), PUT (language, invisible mode)
 * /api/user.php and GET /api/logout.php.
 */
export function registerUserRoutes(app: FastifyInstance, context: ServerContext): void {
  const { database, clock } = context;

  app.get(API_PATHS.user, async (request): Promise<UserResponse> => {
    const member = await currentMember(context, request);
    if (!member) return { user: null };
    const now = clock.now();
    if (request.headers[REQUEST_TYPE_HEADER.name] === REQUEST_TYPE_HEADER.value) {
      await database
        .updateTable('members')
        .set({ last_seen_at: new Date(now) })
        .where('id', '=', member.id)
        .execute();
      member.last_seen_at = new Date(now);
    }
    return { user: await userView(database, member, requestBrand(request), now) };
  });

  app.post(
    API_PATHS.user,
    limitedBy(context.rateLimits.login),
    async (request, reply): Promise<UserResponse | OkResponse> => {
      if ((request.query as { push?: string }).push === '1') return savePushSubscription(request);
      const brand = requestBrand(request);
      const credentials = parseInput(loginRequestSchema, request.body);
      const now = clock.now();
      const member = await authenticate(
        database,
        brand.slug,
        credentials.email,
        credentials.password,
        now,
      );
      const previous = sessionToken(request);
      if (previous) await deleteSession(database, previous);
      setSessionCookie(request, reply, await createSession(database, member.id, now));
      await database
        .updateTable('members')
        .set({ last_seen_at: new Date(now) })
        .where('id', '=', member.id)
        .execute();
      member.last_seen_at = new Date(now);
      return { user: await userView(database, member, brand, now) };
    },
  );

  /** POST user.php?push=1: keeps the browser's push subscription (one row per endpoint). */
  async function savePushSubscription(request: FastifyRequest): Promise<OkResponse> {
    const member = await requireMember(context, request);
    const { subscription } = parseInput(pushSubscriptionSchema, request.body);
    await database
      .insertInto('push_subscriptions')
      .values({
        member_id: member.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        created_at: new Date(clock.now()),
      })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet({
          member_id: member.id,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        }),
      )
      .execute();
    return { ok: true };
  }

  app.put(API_PATHS.user, async (request): Promise<UserResponse> => {
    const member = await requireMember(context, request);
    const update = parseInput(userUpdateSchema, request.body);
    const updated = await database
      .updateTable('members')
      .set(update)
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user: await userView(database, updated, requestBrand(request), clock.now()) };
  });

  app.get(API_PATHS.logout, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(database, token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });
}
