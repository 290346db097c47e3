import {
  type Brand,
  type ParsedShowcaseQuery,
  SHOWCASE_LINE_LENGTH,
  type ShowcaseProfile,
  type ShowcaseResponse,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { townLocator } from '../geocode/town-positions.js';
import { ApiFailure } from '../http/api-failure.js';
import { CARD_COLUMNS, findableMembers, mainPhotos } from './profile-cards.js';
import { profileCardView } from './profile-view.js';

/**
 * The opening of a member's about-me text for a public page: its first line, at most
 * {@link SHOWCASE_LINE_LENGTH} characters, cut after a whole word with an ellipsis; null without one.
 */
export function openingLine(notes: string | null): string | null {
  const first = notes?.trim().split(/\r?\n/, 1)[0]?.trim();
  if (!first) return null;
  if (first.length <= SHOWCASE_LINE_LENGTH) return first;
  const cut = first.slice(0, SHOWCASE_LINE_LENGTH + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHOWCASE_LINE_LENGTH / 2 ? cut.slice(0, space) : cut.slice(0, -1)).trimEnd()}…`;
}

/**
 * Members for the pages that bring visitors in (GET showcase.php): the brand's findable members in
 * its countries who have a public, approved main photo, those seen most recently first (so a
 * lander shows who is around), then the newest. With `member`: that one member, photo or not, or
 * `not_found` when a visitor may not see them (hidden, deleted, banned, another brand's).
 * Nothing here is more than a visitor's search shows, besides the opening of the about-me text;
 * a town's position is its centre (`townLocator`).
 */
export async function showcase(
  database: Kysely<Database>,
  brand: Brand,
  query: ParsedShowcaseQuery,
  now: number,
): Promise<ShowcaseResponse> {
  let members = findableMembers(database, brand)
    .where('members.country', 'in', brand.countries)
    .select([...CARD_COLUMNS, 'members.notes']);
  if (query.member !== undefined) {
    members = members.where('members.id', '=', query.member);
  } else {
    members = members
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('photos')
            .select('photos.id')
            .whereRef('photos.member_id', '=', 'members.id')
            .where('photos.private', '=', false)
            .where('photos.status', '=', 'active'),
        ),
      )
      .orderBy('members.last_seen_at', (order) => order.desc().nullsLast())
      .orderBy('members.id', 'desc')
      .limit(query.count);
    if (query.gender) members = members.where('members.gender', '=', query.gender);
  }
  const rows = await members.execute();
  if (query.member !== undefined && rows.length === 0) {
    throw new ApiFailure(404, 'not_found', 'No such member');
  }
  const photos = await mainPhotos(
    database,
    rows.map((row) => row.id),
  );
  const locator = query.positions ? townLocator() : undefined;
  return {
    profiles: rows.map(
      (row): ShowcaseProfile => ({
        ...profileCardView(row, photos.get(row.id), now),
        line: openingLine(row.notes),
        ...(locator
          ? { position: row.city ? locator.positionOf(row.country, row.city) : null }
          : {}),
      }),
    ),
  };
}
