import { loggedOutSearchVisible } from '@dating/contract/rules';
import { authenticationRequired } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { searchMembers } from '../profiles/member-search.js';
import { showcase } from '../profiles/showcase.js';

/**
 * The member search and the members of the public pages.
 *
 * GET search.php: member search, open to visitors by the brand's `logged_out_search` settings
 * (`loggedOutSearchVisible`, the rule the site applies): always, or only to visitors who arrived
 * with a traffic source, or not at all.
 */
export const searchRoutes: DomainRoutes = async (app, { context }) => {
  route(app, context, 'searchMembers', async (request) => {
    const { brand, member } = request;
    const trafficSource = request.query.trafficsource ?? null;
    if (!loggedOutSearchVisible({ loggedIn: Boolean(member), settings: brand, trafficSource })) {
      throw authenticationRequired();
    }
    return searchMembers(context.database, brand, request.query, member?.id, context.clock.now());
  });

  // GET showcase.php: the members landers and member landings show; open to every visitor.
  route(app, context, 'getShowcase', async (request) =>
    showcase(context.database, request.brand, request.query, context.clock.now()),
  );
};
