import { deleteAccount, reactivate, requestReactivation } from '../accounts/deletion.js';
import { myData } from '../accounts/my-data.js';
import { tokenInvalid } from '../accounts/tokens.js';
import { userView } from '../accounts/user-view.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie.js';

/**
 * The account's end and the member's data: delete the account (DELETE user.php), mail the
 * reactivation link again (POST reactivation.php), come back with it (PUT reactivation.php), and
 * download everything the site holds (GET my-data.php).
 */
export const deletionRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'deleteAccount', async (request, reply) => {
    const { brand, member } = request;
    await deleteAccount(
      database,
      brand,
      member,
      request.body,
      context.siteAddress(brand),
      clock.now(),
    );
    void context.mail.flush();
    clearSessionCookie(request, reply);
    return { ok: true };
  });

  route(app, context, 'requestReactivation', async (request) => {
    const { brand } = request;
    await requestReactivation(
      database,
      brand,
      request.body.email,
      context.siteAddress(brand),
      clock.now(),
    );
    void context.mail.flush();
    return { ok: true };
  });

  route(app, context, 'reactivate', async (request, reply) => {
    const now = clock.now();
    const reactivated = await reactivate(database, request.brand.slug, request.body.token, now);
    if (!reactivated) throw tokenInvalid();
    setSessionCookie(request, reply, reactivated.session);
    return { user: await userView(database, reactivated.member, request.brand, now) };
  });

  route(app, context, 'getMyData', async (request, reply) => {
    const { brand, member } = request;
    reply.header('content-disposition', `attachment; filename="${brand.slug}-my-data.json"`);
    return myData(database, brand, member, clock.now());
  });
};
