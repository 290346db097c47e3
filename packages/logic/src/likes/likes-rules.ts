import type { LikeProfile, LikesResponse } from '@dating/contract';
import type { LikeListType } from '@dating/contract/enums';

/** Likes received that the member has not seen yet (the Likes badge). */
export function newLikesCount(likes: Pick<LikesResponse, 'liked_by'> | null): number {
  return likes ? likes.liked_by.filter((like) => like.like_new).length : 0;
}

/**
 * The profiles of one list of `/likes/{type}`: `received` (they liked the member: new likes first,
 * then the latest), `given` (the member liked them, no answer yet or a match) and `matches`.
 */
export function likesList(likes: LikesResponse, type: LikeListType): LikeProfile[] {
  if (type === 'matches') return likes.profiles.filter((profile) => profile.like === 'match');
  if (type === 'given') return likes.profiles.filter((profile) => profile.like !== 'received');
  const order = new Map(likes.liked_by.map((like, index) => [like.id, index]));
  return likes.profiles
    .filter((profile) => order.has(profile.id))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** Whether the like a member received from a profile is still new. */
export function isNewLike(likes: Pick<LikesResponse, 'liked_by'> | null, profileId: number) {
  return likes?.liked_by.some((like) => like.id === profileId && like.like_new) ?? false;
}

/**
 * How long after the like pop-up fetched its profile (GET auto-like.php) the likes reload, so
 * that the lists and the badge hold that like (spec section 9: like pop-up reload delay).
 */
export const LIKE_POPUP_RELOAD_MS = 500;

/** The address's parameter that opens the like pop-up on any page (links of like notifications). */
export const LIKE_POPUP_PARAMETER = 'like';

/** The longest delay the address's `t` may ask of the like pop-up. */
const LIKE_POPUP_MAX_DELAY_S = 60;

/**
 * How long the like pop-up waits, in ms, from the address's `t` in seconds (spec section 2):
 * 0 without one or for a value that is no positive number, at most 60 s.
 */
export function likePopupDelayMs(search: string): number {
  const seconds = Number(new URLSearchParams(search).get('t'));
  return Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds, LIKE_POPUP_MAX_DELAY_S) * 1000
    : 0;
}
