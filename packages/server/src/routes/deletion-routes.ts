import {
  deleteAccount,
  type ReactivationLinkState,
  reactivate,
  reactivationLinkState,
  requestReactivation,
} from '../accounts/deletion.js';
import { myData } from '../accounts/my-data.js';
import { alreadyReactivated, tokenInvalid } from '../accounts/tokens.js';
import { userView } from '../accounts/user-view.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie.js';

/**
 * The account's end and the member's data: delete the account (DELETE user.php), mail the
 * reactivation link again (POST reactivation.php), check it (GET) and come back with it (PUT), and
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

  /** The failure a link that does not work answers. */
  const refusal = (state: Exclude<ReactivationLinkState, 'usable'>) =>
    state === 'already_reactivated' ? alreadyReactivated() : tokenInvalid();

  route(app, context, 'checkReactivation', async (request) => {
    const { token } = request.query;
    const state = await reactivationLinkState(database, request.brand.slug, token, clock.now());
    if (state !== 'usable') throw refusal(state);
    return { ok: true };
  });

  route(app, context, 'reactivate', async (request, reply) => {
    const now = clock.now();
    const reactivated = await reactivate(database, request.brand.slug, request.body.token, now);
    if (typeof reactivated === 'string') throw refusal(reactivated);
    setSessionCookie(request, reply, reactivated.session);
    return { user: await userView(database, reactivated.member, request.brand, now) };
  });

  route(app, context, 'getMyData', async (request, reply) => {
    const { brand, member } = request;
    reply.header('content-disposition', `attachment; filename="${brand.slug}-my-data.json"`);
    return myData(database, brand, member, clock.now());
  });
};
