import { SITE_COOKIES } from '@dating/contract/enums';
/** Polling of user, chats and likes starts this long after the site starts (spec section 9). */
export const POLLING_START_DELAY_MS = 5_000;
/** Polling interval without a push subscription. */
export const POLLING_INTERVAL_MS = 60_000;
/** Polling interval while push notifications are subscribed: push delivers the news. */
export const PUSH_POLLING_INTERVAL_MS = 300_000;

/** The polling interval: 60 s, or 300 s while push is subscribed. */
export function pollingIntervalMs(pushSubscribed: boolean): number {
  return pushSubscribed ? PUSH_POLLING_INTERVAL_MS : POLLING_INTERVAL_MS;
}

/**
 * A cookie the server sets and clears together with the HttpOnly session cookie, with the same
 * lifetime, which scripts can read: while it is absent nobody is logged in on this browser, so a
 * page can act for a visitor before the member is asked for (the site-entry warning opens at
 * once). Its value (`1`) says nothing more; the session cookie stays the only proof of a login.
 */
export const MEMBER_HINT_COOKIE = SITE_COOKIES.memberHint.name;
