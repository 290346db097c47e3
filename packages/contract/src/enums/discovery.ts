// Likes, matches, blocking, reports and the swipe game: their values and limits (spec sections
// 3, 6 and 9).

/**
 * How a member stands with another one: `liked` (the member liked them), `received` (they liked
 * the member) or `match` (both liked each other).
 */
export const LIKE_STATES = ['liked', 'received', 'match'] as const;
export type LikeState = (typeof LIKE_STATES)[number];

/** The lists of `/likes/{type}`: the likes received, the likes given and the matches. */
export const LIKE_LIST_TYPES = ['received', 'given', 'matches'] as const;
export type LikeListType = (typeof LIKE_LIST_TYPES)[number];

/** Why a member reports another one; `other` needs remarks. */
export const REPORT_REASONS = ['fake_profile', 'scam', 'harassment', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest remarks of a report. */
export const REPORT_REMARKS_MAX_LENGTH = 1000;

/** Likes the swipe game gives a member per day (spec section 9): within any 24 hours. */
export const SWIPE_LIKES_PER_DAY = 4;

/** The window of the swipe game's likes: a like given counts for this long. */
export const SWIPE_LIKE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Cards of the swipe game and of the match finder per answer. */
export const DISCOVERY_PAGE_SIZE = 12;

/** Related profiles shown on a profile view. */
export const RELATED_PROFILES = 6;

/** A profile counts as new for this long after its signup (a highlight of the profile view). */
export const NEW_PROFILE_DAYS = 14;

/**
 * Public photos of another member that a free member sees (the main image first); the rest show
 * locked, with a way to premium. Visitors see the main image only, premium members all.
 */
export const FREE_VISIBLE_PHOTOS = 2;
