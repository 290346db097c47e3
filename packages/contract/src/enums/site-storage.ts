/**
 * Everything a brand's site keeps in a visitor's browser, declared once: the code that sets a
 * cookie or a storage key takes its name from here, and the cookie policy (`/pages/cookies`)
 * lists exactly these, with their purpose (a text per id) and lifetime. A test compares the list
 * with what a visitor's browser holds after a whole journey through the site.
 */

/** How long a cookie lives: whole days or hours. */
export type CookieLifetime = { days: number } | { hours: number };

/** One cookie: its name, how long it lives, and whether scripts can read it. */
export interface SiteCookie {
  name: string;
  lifetime: CookieLifetime;
  /** Set by the server, unreadable to scripts. */
  httpOnly: boolean;
}

/** Days a member's session (and its hint cookie) lasts. */
export const SESSION_DAYS = 30;
/** Hours an operator's session lasts (the brand team's inbox, never a member's). */
export const OPERATOR_SESSION_HOURS = 12;
/** Days the language choice is remembered (spec section 9). */
export const LOCALE_COOKIE_DAYS = 365;

/** The cookies, by id; the id names the purpose's text on the cookie policy. */
export const SITE_COOKIES = {
  /** The member's login: a random token, HttpOnly, SameSite=Lax. */
  session: { name: 'auth.session', lifetime: { days: SESSION_DAYS }, httpOnly: true },
  /** `1` while a session cookie may exist: the page's first script knows whether to ask who is in. */
  memberHint: { name: 'auth.member', lifetime: { days: SESSION_DAYS }, httpOnly: false },
  /** The brand team's login to the operator inbox, sent only to its calls. */
  operatorSession: {
    name: 'auth.operator',
    lifetime: { hours: OPERATOR_SESSION_HOURS },
    httpOnly: true,
  },
  /** The interface language the visitor chose (spec: `i18n_redirected`). */
  locale: { name: 'i18n_redirected', lifetime: { days: LOCALE_COOKIE_DAYS }, httpOnly: false },
} as const satisfies Record<string, SiteCookie>;

export type SiteCookieId = keyof typeof SITE_COOKIES;

/**
 * The keys of the browser's local storage, by id; the id names the purpose's text on the cookie
 * policy. They stay until the visitor clears the site's data, or until what they hold is done
 * (a signup's draft ends with the signup).
 */
export const SITE_STORAGE_KEYS = {
  /** Where the visitor came from (network, ref, sub1-sub3), sent with a signup. */
  tracking: 'dating.tracking',
  /** The signup form typed so far (never the password), so a reload loses nothing. */
  signupDraft: 'dating.signup.draft',
  /** Which step of the signup the new member is on. */
  signupProgress: 'dating.signup.progress',
  /** When the visitor confirmed the adults-only notice. */
  siteEntrySkipped: 'dating.siteEntryWarningSkippedAt',
  /** Which notices and pop-ups the member closed, and when. */
  alertsDismissed: 'dating.alerts.dismissed',
  /** The place last found for the visitor's position (kept an hour). */
  geocodeCache: 'dating.location.geocode',
  /** When the page last reloaded itself after a new version of the site came out. */
  chunkReload: 'dating.chunkReloadAt',
  /** The member's messages not sent yet (text and gifts), kept until sent or discarded. */
  unsentMessages: 'dating.chat.unsent',
} as const;

export type SiteStorageKeyId = keyof typeof SITE_STORAGE_KEYS;
