import {
  type Brand,
  DISCOVERY_PAGE_SIZE,
  type Gender,
  lookingForOf,
  type Sexuality,
  SWIPE_LIKE_WINDOW_MS,
  type SwipeAllowanceState,
  type SwipeCardsResponse,
  type SwipeRequest,
  type SwipeResponse,
  swipeAllowance,
} from '@dating/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { CARD_COLUMNS, profileCards, visibleMembers } from '../profiles/profile-cards.js';
import { giveLike } from './likes.js';
import { lockPair, otherMember, refuseWhenBlocked } from './relations.js';

/** The swipe game's allowance of a member now: their swipe likes within the last 24 hours. */
async function allowanceOf(
  database: Kysely<Database> | Transaction<Database>,
  member: Member,
  now: number,
): Promise<SwipeAllowanceState> {
  const rows = await database
    .selectFrom('likes')
    .select('created_at')
    .where('liker_id', '=', member.id)
    .where('source', '=', 'swipe')
    .where('created_at', '>', new Date(now - SWIPE_LIKE_WINDOW_MS))
    .execute();
  return swipeAllowance(
    rows.map((row) => row.created_at.getTime()),
    now,
  );
}

/**
 * The members a member looks for (their own gender and sexuality), findable, not the member,
 * not blocked either way.
 */
export async function soughtMembers(database: Kysely<Database>, brand: Brand, member: Member) {
  const lookingFor = lookingForOf(member.gender as Gender, member.sexuality as Sexuality);
  let query = (await visibleMembers(database, brand, member.id)).where(
    'members.country',
    'in',
    brand.countries,
  );
  if (lookingFor !== 'both') query = query.where('members.gender', '=', lookingFor);
  return query;
}

/**
 * GET swipe.php: the next cards of the swipe game (members the member looks for, not swiped nor
 * liked yet, newest first) and the likes left today.
 */
export async function swipeCards(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  now: number,
): Promise<SwipeCardsResponse> {
  const members = await (await soughtMembers(database, brand, member))
    .where(
      'members.id',
      'not in',
      database.selectFrom('swipes').select('profile_id').where('member_id', '=', member.id),
    )
    .where(
      'members.id',
      'not in',
      database.selectFrom('likes').select('liked_id').where('liker_id', '=', member.id),
    )
    .select(CARD_COLUMNS)
    .orderBy('members.id', 'desc')
    .limit(DISCOVERY_PAGE_SIZE)
    .execute();
  return {
    ...(await allowanceOf(database, member, now)),
    profiles: await profileCards(database, members, now),
  };
}

/**
 * POST swipe.php: a card swiped right (a like, counted against the 4 a day: the fifth within 24
 * hours is refused with 429 `swipe_limit_reached` and the time of the next) or left. The member's
 * row is locked meanwhile, so two swipes at once cannot both take the last like.
 */
export async function swipe(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  { profile_id, like }: SwipeRequest,
  now: number,
): Promise<SwipeResponse> {
  return database.transaction().execute(async (transaction) => {
    const other = await otherMember(transaction, brand, member.id, profile_id);
    await lockPair(transaction, member.id, other.id);
    await refuseWhenBlocked(transaction, member.id, other);
    let state: SwipeResponse['like'] = null;
    if (like) {
      const before = await allowanceOf(transaction, member, now);
      if (before.likes_left === 0) {
        throw new ApiFailure(429, 'swipe_limit_reached', 'No swipe-game likes left today', {
          retry_at: before.next_like_at ?? new Date(now + SWIPE_LIKE_WINDOW_MS).toISOString(),
        });
      }
      state = await giveLike(transaction, member, other, 'swipe', now);
    }
    await transaction
      .insertInto('swipes')
      .values({
        member_id: member.id,
        profile_id: other.id,
        liked: like,
        created_at: new Date(now),
      })
      .onConflict((conflict) =>
        conflict.columns(['member_id', 'profile_id']).doUpdateSet({ liked: like }),
      )
      .execute();
    return { ...(await allowanceOf(transaction, member, now)), like: state };
  });
}
