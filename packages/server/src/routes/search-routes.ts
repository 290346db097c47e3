import { API_PATHS, type SearchResponse, searchQuerySchema } from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { authenticationRequired, parseInput } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { currentMember, requestBrand } from '../http/session-cookie.js';
import { searchMembers } from '../profiles/member-search.js';

/** Query values without the empty ones: a form's "any" choice arrives as `gender=`. */
function withoutEmptyValues(query: unknown): Record<string, unknown> {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** GET /api/search.php: member search, open to visitors unless the brand's logged_out_search is 'none'. */
export function registerSearchRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(API_PATHS.search, async (request): Promise<SearchResponse> => {
    const brand = requestBrand(request);
    const member = await currentMember(context, request);
    if (!member && brand.logged_out_search === 'none') throw authenticationRequired();
    const query = parseInput(searchQuerySchema, withoutEmptyValues(request.query));
    return searchMembers(context.database, brand, query, member?.id, context.clock.now());
  });
}
