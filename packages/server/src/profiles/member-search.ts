import {
  type Brand,
  type ParsedSearchQuery,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
} from '@dating/contract';
import { birthDateRange } from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import type { Database, Photo } from '../db/schema.js';
import { profileCardView } from './profile-view.js';

/**
 * Searches the active members of a brand. Ages are inclusive; without a country all of the
 * brand's countries; the searcher never finds themself. Newest members first, 24 per page.
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
  let filtered = database
    .selectFrom('members')
    .where('site', '=', brand.slug)
    .where('profile_status', '=', 'active')
    .where('status', '=', 'active')
    .where('country', 'in', brand.countries)
    .where('date_of_birth', '<=', births.onOrBefore)
    .where('date_of_birth', '>', births.after);
  if (query.gender) filtered = filtered.where('gender', '=', query.gender);
  if (query.country) filtered = filtered.where('country', '=', query.country);
  if (query.countryregion) filtered = filtered.where('region', '=', query.countryregion);
  if (searcherId !== undefined) filtered = filtered.where('id', '!=', searcherId);

  const { total } = await filtered
    .select((builder) => builder.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const members = await filtered
    .select([
      'id',
      'name',
      'date_of_birth',
      'gender',
      'country',
      'region',
      'city',
      'fictional',
      'last_seen_at',
      'invisible',
    ])
    .orderBy('id', 'desc')
    .limit(SEARCH_PAGE_SIZE)
    .offset((query.page - 1) * SEARCH_PAGE_SIZE)
    .execute();

  const mainPhotos = new Map<number, Photo>();
  if (members.length) {
    const photos = await database
      .selectFrom('photos')
      .selectAll()
      .where(
        'member_id',
        'in',
        members.map((member) => member.id),
      )
      .where('private', '=', false)
      .where('status', '=', 'active')
      .orderBy('position')
      .orderBy('id')
      .execute();
    for (const photo of photos)
      if (!mainPhotos.has(photo.member_id)) mainPhotos.set(photo.member_id, photo);
  }
  return {
    profiles: members.map((member) => profileCardView(member, mainPhotos.get(member.id), now)),
    pageNumber: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    numResults: Number(total),
  };
}
