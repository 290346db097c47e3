import {
  type Brand,
  type ParsedSearchQuery,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Photo } from '../db/schema.js';
import { profileCardView } from './profile-view.js';

/** The ISO date `years` years before the moment (UTC), used to turn ages into birth dates. */
function yearsBefore(now: number, years: number): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

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
  let filtered = database
    .selectFrom('members')
    .where('site', '=', brand.slug)
    .where('profile_status', '=', 'active')
    .where('status', '=', 'active')
    .where('country', 'in', brand.countries)
    // Age >= min_age: born on or before today minus min_age years; age <= max_age: born after today minus (max_age + 1) years.
    .where('date_of_birth', '<=', yearsBefore(now, query.min_age))
    .where('date_of_birth', '>', yearsBefore(now, query.max_age + 1));
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
