import {
  FREE_VISIBLE_PHOTOS,
  type Interest,
  type LikeState,
  NEW_PROFILE_DAYS,
  SWIPE_LIKE_WINDOW_MS,
  SWIPE_LIKES_PER_DAY,
} from '../enums.js';

/** Who looks at a profile, for what they may see of it. */
export type Viewer = 'visitor' | 'free' | 'premium';

/** The viewer kind of a member (`paid_user`), or of a visitor (no member). */
export function viewerOf(member: { paid_user: boolean } | null | undefined): Viewer {
  if (!member) return 'visitor';
  return member.paid_user ? 'premium' : 'free';
}

/**
 * How many of a member's public photos (main image first) a viewer sees: a visitor the main image,
 * a free member the first `FREE_VISIBLE_PHOTOS`, a premium member all. The rest show locked.
 */
export function visiblePublicPhotos(viewer: Viewer, publicPhotos: number): number {
  if (viewer === 'premium') return publicPhotos;
  return Math.min(viewer === 'free' ? FREE_VISIBLE_PHOTOS : 1, publicPhotos);
}

/**
 * Whether a viewer sees a member's private photos: only a premium member who has a match with
 * them (both liked each other). Everyone else sees them counted as locked.
 */
export function privatePhotosVisible(viewer: Viewer, like: LikeState | null): boolean {
  return viewer === 'premium' && like === 'match';
}

/** How two members stand, from the like each way: liked, received, match, or null for none. */
export function likeStateOf(liked: boolean, received: boolean): LikeState | null {
  if (liked && received) return 'match';
  if (liked) return 'liked';
  return received ? 'received' : null;
}

/** The swipe game's likes left and, while none is, when the next one comes (ISO 8601). */
export interface SwipeAllowanceState {
  likes_left: number;
  next_like_at: string | null;
}

/**
 * The swipe game's allowance (spec section 9: 4 likes a day) from the times (ms) of the member's
 * swipe-game likes: each like counts for 24 hours, so the next like comes when the oldest of the
 * window's likes is 24 hours old.
 */
export function swipeAllowance(likeTimes: readonly number[], now: number): SwipeAllowanceState {
  const recent = likeTimes
    .filter((time) => now - time < SWIPE_LIKE_WINDOW_MS)
    .sort((a, b) => a - b);
  const left = Math.max(0, SWIPE_LIKES_PER_DAY - recent.length);
  const oldest = recent[recent.length - SWIPE_LIKES_PER_DAY];
  return {
    likes_left: left,
    next_like_at:
      left === 0 && oldest !== undefined
        ? new Date(oldest + SWIPE_LIKE_WINDOW_MS).toISOString()
        : null,
  };
}

/** Whether a profile counts as new (a highlight): signed up within `NEW_PROFILE_DAYS`. */
export function isNewProfile(signupDate: string, now: number): boolean {
  return now - Date.parse(signupDate) < NEW_PROFILE_DAYS * 24 * 60 * 60 * 1000;
}

/** The interests two members share, in the order of the first list. */
export function sharedInterests(own: readonly Interest[], theirs: readonly Interest[]): Interest[] {
  const set = new Set(theirs);
  return own.filter((interest) => set.has(interest));
}
