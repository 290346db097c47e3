import {
  type Brand,
  type ParsedSearchQuery,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
} from '@dating/contract';
import { birthDateRange } from '@dating/contract/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { CARD_COLUMNS, profileCards, visibleMembers } from './profile-cards.js';

/**
 * Searches the active members of a brand. Ages are inclusive; without a country all of the
 * brand's countries; the searcher never finds themself, nor anyone blocked either way. Newest members first, 24 per page.
 */
export async function searchMembers(
  database: Kysely<Database>,
  brand: Brand,
  query: ParsedSearchQuery,
  searcherId: number | undefined,
  now: number,
): Promise<SearchResponse> {
  // The ages by the one rule of the contract (ageOn), so a search agrees with the ages it shows.
  const births = birthDateRange(query.min_age, query.max_age, now);
  let filtered = (await visibleMembers(database, brand, searcherId))
    .where('country', 'in', brand.countries)
    .where('date_of_birth', '<=', births.onOrBefore)
    .where('date_of_birth', '>', births.after);
  if (query.gender) filtered = filtered.where('gender', '=', query.gender);
  if (query.country) filtered = filtered.where('country', '=', query.country);
  if (query.countryregion) filtered = filtered.where('region', '=', query.countryregion);

  // The matches' ids come from the covering index alone (materialized: the planner may not walk
  // the primary key backwards hoping to find a page early, which for a narrow search means most
  // of the table); the count and the page's ids from that one list, then the page's cards.
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  const { total, ids } = await database
    .with(
      (cte) => cte('matches').materialized(),
      () => filtered.select('members.id as id'),
    )
    .selectNoFrom((builder) => [
      builder.selectFrom('matches').select(builder.fn.countAll<number>().as('n')).as('total'),
      sql<
        number[]
      >`array(select id from matches order by id desc limit ${SEARCH_PAGE_SIZE} offset ${offset})`.as(
        'ids',
      ),
    ])
    .executeTakeFirstOrThrow();
  const rows = ids.length
    ? await database
        .selectFrom('members')
        .where('members.id', 'in', ids)
        .select(CARD_COLUMNS)
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const members = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    profiles: await profileCards(database, members, now),
    pageNumber: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    numResults: Number(total),
  };
}
