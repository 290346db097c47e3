import { deleteSession } from '../accounts/sessions.js';
import { activate, resendConfirmationMail, signUp } from '../accounts/signup.js';
import { alreadyConfirmed, tokenInvalid } from '../accounts/tokens.js';
import { userView } from '../accounts/user-view.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { sessionToken, setSessionCookie } from '../http/session-cookie.js';

/**
 * Signup: the account (POST signup.php), the confirmation link (POST activate.php) and sending
 * that link again (POST confirmation-mail.php).
 */
export const signupRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'signup', async (request, reply) => {
    const { brand } = request;
    const { member, sessionToken: token } = await signUp(
      context,
      brand,
      request.body,
      context.siteAddress(brand),
    );
    void context.mail.flush();
    void context.postbacks.flush();
    const previous = sessionToken(request);
    if (previous) await deleteSession(database, previous);
    setSessionCookie(request, reply, token);
    return { user: await userView(database, member, brand, clock.now()) };
  });

  route(app, context, 'activate', async (request, reply) => {
    const now = clock.now();
    const activated = await activate(database, request.brand, request.body.token, now);
    if (activated === 'already_confirmed') throw alreadyConfirmed();
    if (!activated) throw tokenInvalid();
    void context.postbacks.flush();
    const previous = sessionToken(request);
    if (previous) await deleteSession(database, previous);
    setSessionCookie(request, reply, activated.session);
    return {
      user: await userView(database, activated.member, request.brand, now),
      first_contact: activated.firstContact,
    };
  });

  route(app, context, 'sendConfirmationMail', async (request) => {
    const { brand, member } = request;
    const address = context.siteAddress(brand);
    if (await resendConfirmationMail(database, brand, member, address, clock.now())) {
      void context.mail.flush();
    }
    return { ok: true };
  });
};
