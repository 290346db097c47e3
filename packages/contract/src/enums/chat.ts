/** How many conversations a free member may start; premium members start any number (spec). */
export const FREE_CONVERSATION_LIMIT = 2;

/**
 * The longest message any brand may allow: a brand's own `message_length` (default 1,000) is at
 * most this, and the server refuses a longer text before reading the brand's.
 */
export const MESSAGE_TEXT_MAX_LENGTH = 5000;

/**
 * How fast a member may write (texts, gifts and photos alike; operators' answers and signup
 * messages are not counted): at most `toOneMemberPerMinute` messages to one member and
 * `perMinute` in all within a minute, and `perDay` within 24 hours. Above them the message is
 * refused with 429 `too_many_messages` and the minutes until the next one may go. An operator may
 * set other limits for the server (`MESSAGE_LIMITS`).
 */
export const MESSAGE_LIMITS = { toOneMemberPerMinute: 10, perMinute: 30, perDay: 300 } as const;
export type MessageLimits = { [Limit in keyof typeof MESSAGE_LIMITS]: number };

/** Messages per page of a conversation's history, newest page first. */
export const CHAT_PAGE_SIZE = 50;

/**
 * What a message is: a text; the first message written at signup from the member's profile
 * (free, shown as worth the brand's `signup_credits`); a gift of {@link GIFTS}, whose text is
 * the gift's name there (priced at the brand's `gift_credits`); or a photo, whose text is where
 * its files are in the uploads (see `chatPhotoFiles`; priced at the brand's `photo_credits`).
 */
export const MESSAGE_KINDS = ['text', 'signup', 'gift', 'photo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * A message's id of the sending client (a retry, a double tap or a reconnect sends it again and
 * it is stored once): 8 to 64 letters, digits, `-` or `_`, a UUID for instance.
 */
export const MESSAGE_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** How long a brand keeps chat history visible when its brand file says nothing (days). */
export const DEFAULT_CHAT_HISTORY_DAYS = 365;

/** The gifts a member may send, each drawn by the interface (`GiftImage`), never fetched. */
export const GIFTS = ['rose', 'heart', 'chocolates', 'champagne', 'teddy', 'star'] as const;
export type Gift = (typeof GIFTS)[number];
