import type { ShowcaseResponse } from '@dating/contract';
import { loggedOutSearchVisible } from '@dating/contract/rules';
import { authenticationRequired } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { searchMembers } from '../profiles/member-search.js';
import { showcase } from '../profiles/showcase.js';

/** How long a brand's showcase list is kept before it is asked for again. */
const SHOWCASE_KEPT_MS = 60_000;

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

  // GET showcase.php: the members landers and member landings show; open to every visitor. A
  // lander is where paid traffic arrives: a brand's list is kept a minute, not asked for on
  // every visit (one member, for a member landing, always is: they may have been hidden).
  const lists = new Map<string, { until: number; answer: ShowcaseResponse }>();
  route(app, context, 'getShowcase', async (request) => {
    const { brand, query } = request;
    const now = context.clock.now();
    if (query.member !== undefined) return showcase(context.database, brand, query, now);
    const key = JSON.stringify([brand.slug, query.count, query.gender, query.positions]);
    const kept = lists.get(key);
    if (kept && kept.until > now) return kept.answer;
    const answer = await showcase(context.database, brand, query, now);
    lists.set(key, { until: now + SHOWCASE_KEPT_MS, answer });
    return answer;
  });
};
