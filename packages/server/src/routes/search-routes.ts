import { authenticationRequired } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { searchMembers } from '../profiles/member-search.js';

/** GET search.php: member search, open to visitors unless the brand's logged_out_search is 'none'. */
export const searchRoutes: DomainRoutes = async (app, { context }) => {
  route(app, context, 'searchMembers', async (request) => {
    const { brand, member } = request;
    if (!member && brand.logged_out_search === 'none') throw authenticationRequired();
    return searchMembers(context.database, brand, request.query, member?.id, context.clock.now());
  });
};
