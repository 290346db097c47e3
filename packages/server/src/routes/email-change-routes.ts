import { confirmEmailChange, requestEmailChange } from '../accounts/email-change.js';
import { userView } from '../accounts/user-view.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { sessionToken } from '../http/session-cookie.js';

/**
 * The e-mail address: mail a confirmation link to a new one, confirmed with the current password
 * (POST email-change.php); the link's token makes it the member's (PUT email-change.php).
 */
export const emailChangeRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'requestEmailChange', async (request) => {
    const { brand, member } = request;
    await requestEmailChange(
      database,
      brand,
      member,
      request.body,
      { site: context.siteAddress(brand), client: request.ip },
      clock.now(),
    );
    void context.mail.flush();
    return { ok: true };
  });

  route(app, context, 'confirmEmailChange', async (request) => {
    const now = clock.now();
    const member = await confirmEmailChange(
      database,
      request.brand.slug,
      request.body.token,
      sessionToken(request),
      now,
    );
    return { user: await userView(database, member, request.brand, now) };
  });
};
