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
