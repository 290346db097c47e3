/** Counts from this number on are shown as `99+`. */
export const BADGE_CAP = 100;
/** The credits badge appears at this many credits or fewer. */
export const CREDITS_BADGE_LIMIT = 10;

/**
 * Text of a counter badge (unread messages, new likes): null (no badge) at 0 or less, the number
 * up to 99, `99+` from 100.
 */
export function badgeText(count: number): string | null {
  const whole = Math.floor(count);
  if (!(whole > 0)) return null;
  if (whole >= BADGE_CAP) return `${BADGE_CAP - 1}+`;
  return String(whole);
}

/** The credits badge beside the Credits link: its text and colour tone. */
export interface CreditsBadge {
  text: string;
  tone: 'warning' | 'danger';
}

/**
 * The credits badge (spec section 2, top navigation): hidden above 10 credits; at 10 or fewer it
 * shows the count, in the warning tone above 0 and the danger tone at 0.
 */
export function creditsBadge(credits: number): CreditsBadge | null {
  const count = Math.max(0, Math.floor(credits));
  if (count > CREDITS_BADGE_LIMIT) return null;
  return { text: String(count), tone: count > 0 ? 'warning' : 'danger' };
}

const TAB_COUNT = /^\(\d+\+?\) /;

/**
 * The tab title with the sum of unread messages and new likes in front (spec section 2):
 * `(3) Likes | Lovely`, `(99+) …` from 100; the title alone at 0. A count already in front is
 * replaced, so the rule can be applied to a title again.
 */
export function tabTitle(title: string, count: number): string {
  const bare = title.replace(TAB_COUNT, '');
  const text = badgeText(count);
  return text ? `(${text}) ${bare}` : bare;
}
