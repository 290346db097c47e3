import {
  changePassword,
  requestPasswordReset,
  resetPassword,
} from '../accounts/password-service.js';
import { tokenInvalid } from '../accounts/tokens.js';
import { userView } from '../accounts/user-view.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { sessionToken, setSessionCookie } from '../http/session-cookie.js';

/**
 * Passwords: mail a reset link (POST password-reset.php), set a new password with it (PUT
 * password-reset.php), change it with the old one (PUT password.php).
 */
export const passwordRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'requestPasswordReset', async (request) => {
    const { brand } = request;
    await requestPasswordReset(
      database,
      brand,
      request.body.email,
      context.siteAddress(brand),
      clock.now(),
    );
    void context.mail.flush();
    return { ok: true };
  });

  route(app, context, 'resetPassword', async (request, reply) => {
    const { token, password } = request.body;
    const now = clock.now();
    const reset = await resetPassword(database, request.brand.slug, token, password, now);
    if (!reset) throw tokenInvalid();
    setSessionCookie(request, reply, reset.session);
    return { user: await userView(database, reset.member, request.brand, now) };
  });

  route(app, context, 'changePassword', async (request) => {
    await changePassword(
      database,
      request.member,
      request.body,
      { sessionToken: sessionToken(request), address: request.ip },
      clock.now(),
    );
    return { ok: true };
  });
};
