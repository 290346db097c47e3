import {
  type AutoLikeResponse,
  type Brand,
  type LikeProfile,
  type LikeResponse,
  type LikeSeenRequest,
  type LikesResponse,
  likeStateOf,
} from '@dating/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { recordCountersChanged, recordLiveEvent } from '../live/live-events.js';
import {
  CARD_COLUMNS,
  mainPhotos,
  profileCards,
  visibleMembers,
} from '../profiles/profile-cards.js';
import { imageView, profileCardView } from '../profiles/profile-view.js';
import { queuePush } from '../push/push-outbox.js';
import { lockPair, otherMember, refuseWhenBlocked } from './relations.js';

/** Where a like is given; the swipe game's likes count against its daily allowance. */
export type LikeSource = 'profile' | 'swipe';

/** The pair's row of `matches`: the smaller id first. */
function pairOf(a: number, b: number): { first_id: number; second_id: number } {
  return a < b ? { first_id: a, second_id: b } : { first_id: b, second_id: a };
}

/** Tells a member's open pages of a like or a match, in the transaction that made it. */
function tell(
  transaction: Transaction<Database>,
  memberId: number,
  type: 'like' | 'match',
  profile: number,
  now: number,
) {
  const payload = { profile };
  return recordLiveEvent(transaction, memberId, { type, payload }, now, payload);
}

/**
 * Gives a like inside a transaction that has locked the pair (`lockPair`): once, however often
 * it is sent; when the other member liked back before, the pair's match is made (once). The liked
 * member's pages hear of a new like (and their browsers by push), both members' of a new match.
 * @returns the state the two are in now.
 */
export async function giveLike(
  transaction: Transaction<Database>,
  liker: Member,
  liked: Member,
  source: LikeSource,
  now: number,
): Promise<LikeResponse['like']> {
  const given = await transaction
    .insertInto('likes')
    .values({ liker_id: liker.id, liked_id: liked.id, source, created_at: new Date(now) })
    .onConflict((conflict) => conflict.doNothing())
    .returning('liker_id')
    .executeTakeFirst();
  if (given) {
    await tell(transaction, liked.id, 'like', liker.id, now);
    const url = `/members/${liker.id}`;
    await queuePush(transaction, liked.id, { type: 'like', fromId: liker.id, url }, now);
  }
  const back = await transaction
    .selectFrom('likes')
    .select('liker_id')
    .where('liker_id', '=', liked.id)
    .where('liked_id', '=', liker.id)
    .executeTakeFirst();
  if (!back) return 'liked';
  const matched = await transaction
    .insertInto('matches')
    .values({ ...pairOf(liker.id, liked.id), created_at: new Date(now) })
    .onConflict((conflict) => conflict.doNothing())
    .returning('first_id')
    .executeTakeFirst();
  if (matched) {
    await tell(transaction, liker.id, 'match', liked.id, now);
    await tell(transaction, liked.id, 'match', liker.id, now);
  }
  return 'match';
}

/**
 * POST like.php: the member likes another one. A double click, two tabs or a retry make one like;
 * two members liking each other at the same moment make one match (the pair's rows are locked, so
 * the second like sees the first). 403 `blocked` when either blocked the other.
 */
export async function like(
  database: Kysely<Database>,
  brand: Brand,
  liker: Member,
  profileId: number,
  now: number,
): Promise<LikeResponse> {
  const { state, liked } = await database.transaction().execute(async (transaction) => {
    const liked = await otherMember(transaction, brand, liker.id, profileId);
    await lockPair(transaction, liker.id, liked.id);
    await refuseWhenBlocked(transaction, liker.id, liked);
    return { state: await giveLike(transaction, liker, liked, 'profile', now), liked };
  });
  const [profile] = await profileCards(database, [liked], now);
  if (!profile) throw new Error('The liked member has no card');
  return { like: state, profile };
}

/** DELETE like.php: takes a like back (none: no change); a match of the two ends with it. */
export async function unlike(database: Kysely<Database>, liker: Member, profileId: number) {
  await database.transaction().execute(async (transaction) => {
    await lockPair(transaction, liker.id, profileId);
    await transaction
      .deleteFrom('likes')
      .where('liker_id', '=', liker.id)
      .where('liked_id', '=', profileId)
      .execute();
    const pair = pairOf(liker.id, profileId);
    await transaction
      .deleteFrom('matches')
      .where('first_id', '=', pair.first_id)
      .where('second_id', '=', pair.second_id)
      .execute();
  });
}

/**
 * GET likes.php: every findable member the member liked or was liked by (not blocked either way),
 * the latest like first, with how the two stand; `liked_by` with each received like's new flag,
 * new likes first; `new_matches`, the matches the member has not been shown.
 */
export async function likesOf(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  now: number,
): Promise<LikesResponse> {
  const [given, received, newMatches] = await Promise.all([
    database
      .selectFrom('likes')
      .select(['liked_id as id', 'created_at'])
      .where('liker_id', '=', member.id)
      .execute(),
    database
      .selectFrom('likes')
      .select(['liker_id as id', 'created_at', 'is_new'])
      .where('liked_id', '=', member.id)
      .execute(),
    database
      .selectFrom('matches')
      .select(['first_id', 'second_id'])
      .where((where) =>
        where.or([
          where.and([where('first_id', '=', member.id), where('new_for_first', '=', true)]),
          where.and([where('second_id', '=', member.id), where('new_for_second', '=', true)]),
        ]),
      )
      .execute(),
  ]);
  const ids = [...new Set([...given, ...received].map((row) => row.id))];
  if (ids.length === 0) return { profiles: [], liked_by: [], new_matches: [] };
  const members = await (await visibleMembers(database, brand, member.id))
    .where('members.id', 'in', ids)
    .select(CARD_COLUMNS)
    .execute();
  const visible = new Set(members.map((row) => row.id));
  const givenAt = new Map(given.map((row) => [row.id, row.created_at.getTime()]));
  const receivedAt = new Map(received.map((row) => [row.id, row.created_at.getTime()]));
  const photos = await mainPhotos(database, [...visible]);
  const profiles: LikeProfile[] = members
    .map((row) => {
      const state = likeStateOf(givenAt.has(row.id), receivedAt.has(row.id));
      const at = Math.max(givenAt.get(row.id) ?? 0, receivedAt.get(row.id) ?? 0);
      return {
        ...profileCardView(row, photos.get(row.id), now),
        like: state ?? 'liked',
        liked_at: new Date(at).toISOString(),
      };
    })
    .sort((a, b) => b.liked_at.localeCompare(a.liked_at) || b.id - a.id);
  const likedBy = received
    .filter((row) => visible.has(row.id))
    .sort(
      (a, b) =>
        Number(b.is_new) - Number(a.is_new) || b.created_at.getTime() - a.created_at.getTime(),
    )
    .map((row) => ({ id: row.id, like_new: row.is_new }));
  return {
    profiles,
    liked_by: likedBy,
    new_matches: newMatches
      .map((row) => (row.first_id === member.id ? row.second_id : row.first_id))
      .filter((id) => visible.has(id)),
  };
}

/**
 * PUT likes.php: the member has seen another member's like (opened the liked profile) or their
 * match (the match pop-up): its new flag clears, and the member's other pages hear of it.
 * Nothing to clear: no change.
 */
export async function markLikeSeen(
  database: Kysely<Database>,
  member: Member,
  { profile_id, seen }: LikeSeenRequest,
  now: number,
) {
  await database.transaction().execute(async (transaction) => {
    let changed: bigint;
    if (seen === 'like') {
      ({ numUpdatedRows: changed } = await transaction
        .updateTable('likes')
        .set({ is_new: false })
        .where('liker_id', '=', profile_id)
        .where('liked_id', '=', member.id)
        .where('is_new', '=', true)
        .executeTakeFirst());
    } else {
      const pair = pairOf(member.id, profile_id);
      const first = pair.first_id === member.id;
      ({ numUpdatedRows: changed } = await transaction
        .updateTable('matches')
        .set(first ? { new_for_first: false } : { new_for_second: false })
        .where('first_id', '=', pair.first_id)
        .where('second_id', '=', pair.second_id)
        .where(first ? 'new_for_first' : 'new_for_second', '=', true)
        .executeTakeFirst());
    }
    // The member's other pages and devices update their likes and badge.
    if (changed > 0n) await recordCountersChanged(transaction, member.id, 'likes', now);
  });
}

/**
 * GET auto-like.php: a profile for the like pop-up when it is given none: the member who liked
 * the member most recently and whose like is still new and not returned (a match has its own
 * pop-up), not blocked either way; or null.
 */
export async function autoLike(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
): Promise<AutoLikeResponse> {
  const liker = await (await visibleMembers(database, brand, member.id))
    .innerJoin('likes', 'likes.liker_id', 'members.id')
    .where('likes.liked_id', '=', member.id)
    .where('likes.is_new', '=', true)
    // Not a like the member returned: that is a match, which has its own pop-up.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('likes as back')
            .select('back.liker_id')
            .where('back.liker_id', '=', member.id)
            .whereRef('back.liked_id', '=', 'members.id'),
        ),
      ),
    )
    .select(['members.id', 'members.name', 'members.fictional'])
    .orderBy('likes.created_at', 'desc')
    .executeTakeFirst();
  if (!liker) return { profile: null };
  const photo = (await mainPhotos(database, [liker.id])).get(liker.id);
  return {
    profile: {
      id: liker.id,
      name: liker.name,
      fictional: liker.fictional,
      main_image: photo ? { match: imageView(photo).match } : null,
    },
  };
}
