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
