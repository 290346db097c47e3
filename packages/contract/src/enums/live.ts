/** Where a member's pages keep a WebSocket open for live events (same host as the API). */
export const LIVE_PATH = '/api/live';

/**
 * The query parameter of {@link LIVE_PATH} naming the last event a page had: the server sends
 * every later one first, so a page that reconnects misses none and sees none twice.
 */
export const LIVE_AFTER_PARAMETER = 'after';

/**
 * What a page hears of (`type` of a live event); `typing` is not stored. Events are kept two days:
 * a page loads its lists again whenever it (re)connects, so one away longer misses nothing.
 */
export const LIVE_EVENT_TYPES = ['message', 'read', 'like', 'match', 'counters', 'typing'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** How long a "typing" indicator lasts without another (milliseconds). */
export const TYPING_INDICATOR_MS = 5000;

/** How often a page says the member is typing in a conversation, at most (milliseconds). */
export const TYPING_SIGNAL_INTERVAL_MS = 2000;

/** A member's live sockets kept open at once (per server process); a newer page closes the oldest. */
export const LIVE_SOCKETS_PER_MEMBER = 10;

/**
 * Why the server closed a page's live socket: WebSocket close codes of the application range.
 * Any other close (a network break, a server restart, a page dropped for leaving its events
 * unread) is followed by a reconnect that resumes after the last event heard.
 */
export const LIVE_CLOSE_CODES = {
  /** The session ended (logout, password change, deletion, ban, expiry): no reconnect. */
  sessionEnded: 4001,
  /**
   * The member opened more than {@link LIVE_SOCKETS_PER_MEMBER} pages and this was the oldest:
   * it follows by polling instead, so that pages do not take turns closing one another.
   */
  replaced: 4002,
} as const;
