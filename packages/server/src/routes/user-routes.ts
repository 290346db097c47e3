import { REQUEST_TYPE_HEADER } from '@dating/contract';
import { authenticate } from '../accounts/login.js';
import { markSeen, updateAccountSettings } from '../accounts/members.js';
import { createSession, deleteSession } from '../accounts/sessions.js';
import { userView } from '../accounts/user-view.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../http/session-cookie.js';
import { savePushSubscription } from '../push/push-subscriptions.js';

/**
 * The session: who am I (GET user.php), login (POST user.php), logout (POST logout.php), account
 * settings (PUT user.php) and the push subscription (POST user.php?push=1).
 */
export const userRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getUser', async (request) => {
    const { member, brand } = request;
    if (!member) return { user: null };
    const now = clock.now();
    // The client's periodic refresh says the member is on the site.
    if (request.headers[REQUEST_TYPE_HEADER.name] === REQUEST_TYPE_HEADER.value) {
      await markSeen(database, member, now);
    }
    return { user: await userView(database, member, brand, now) };
  });

  route(app, context, 'login', async (request, reply) => {
    const { brand, body } = request;
    const now = clock.now();
    const member = await authenticate(
      database,
      brand.slug,
      { email: body.email, password: body.password, address: request.ip },
      now,
    );
    // A new session at every login: a session fixed before the login is worth nothing.
    const previous = sessionToken(request);
    if (previous) await deleteSession(database, previous);
    setSessionCookie(request, reply, await createSession(database, member.id, now));
    await markSeen(database, member, now);
    return { user: await userView(database, member, brand, now) };
  });

  route(app, context, 'subscribePush', async (request) => {
    await savePushSubscription(database, request.member.id, request.body.subscription, clock.now());
    return { ok: true };
  });

  route(app, context, 'updateUser', async (request) => {
    const updated = await updateAccountSettings(database, request.member.id, request.body);
    return { user: await userView(database, updated, request.brand, clock.now()) };
  });

  route(app, context, 'logout', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(database, token);
    clearSessionCookie(request, reply);
    return { ok: true };
  });
};
