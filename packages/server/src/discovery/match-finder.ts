import {
  ageOn,
  type Brand,
  birthDateRange,
  DISCOVERY_PAGE_SIZE,
  type MatchFinderResponse,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { CARD_COLUMNS, profileCards } from '../profiles/profile-cards.js';
import { soughtMembers } from './swipe-game.js';

/** The exact matches are within this many years of the member's age; similar ones twice as far. */
const MATCH_AGE_SPAN = 5;

/**
 * GET match-finder.php: members who fit the member's own looking-for, region (their country
 * without a region) and age (within 5 years), then, when those run out, similar ones: the same
 * country and looking-for, any region, within 10 years. Newest first, not liked yet.
 */
export async function matchFinder(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  now: number,
): Promise<MatchFinderResponse> {
  const age = ageOn(member.date_of_birth, now);
  const near = birthDateRange(age - MATCH_AGE_SPAN, age + MATCH_AGE_SPAN, now);
  const wide = birthDateRange(age - 2 * MATCH_AGE_SPAN, age + 2 * MATCH_AGE_SPAN, now);
  const sought = await soughtMembers(database, brand, member);
  const candidates = () =>
    sought
      .where('members.country', '=', member.country)
      .where(
        'members.id',
        'not in',
        database.selectFrom('likes').select('liked_id').where('liker_id', '=', member.id),
      );
  let exact = candidates()
    .where('members.date_of_birth', '<=', near.onOrBefore)
    .where('members.date_of_birth', '>', near.after);
  if (member.region) exact = exact.where('members.region', '=', member.region);
  const profiles = await exact
    .select(CARD_COLUMNS)
    .orderBy('members.id', 'desc')
    .limit(DISCOVERY_PAGE_SIZE)
    .execute();
  const room = DISCOVERY_PAGE_SIZE - profiles.length;
  const similar =
    room === 0
      ? []
      : await candidates()
          .where('members.date_of_birth', '<=', wide.onOrBefore)
          .where('members.date_of_birth', '>', wide.after)
          .where(
            'members.id',
            'not in',
            profiles.length ? profiles.map((profile) => profile.id) : [0],
          )
          .select(CARD_COLUMNS)
          .orderBy('members.id', 'desc')
          .limit(room)
          .execute();
  return {
    profiles: await profileCards(database, profiles, now),
    similar: await profileCards(database, similar, now),
  };
}
