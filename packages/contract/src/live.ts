import { z } from 'zod';
import { idSchema } from './account.js';
import { messageSchema } from './chat.js';

/** The id of a stored live event: rising, a cursor to resume from. */
const eventIdSchema = z.number().int().positive();

/**
 * A message of one of the member's conversations, as the member sees it (`mine` for one the
 * member sent from another page or device).
 */
export const liveMessageEventSchema = z.object({
  id: eventIdSchema,
  type: z.literal('message'),
  conversation: idSchema,
  message: messageSchema,
});

/** The other member read the conversation up to (and with) message `until`. */
export const liveReadEventSchema = z.object({
  id: eventIdSchema,
  type: z.literal('read'),
  conversation: idSchema,
  until: z.number().int().positive(),
});

/** A member liked the member (`profile`: who); the likes and their badge load again. */
export const liveLikeEventSchema = z.object({
  id: eventIdSchema,
  type: z.literal('like'),
  profile: idSchema,
});

/** The member and `profile` like each other now: a match, told to both of them. */
export const liveMatchEventSchema = z.object({
  id: eventIdSchema,
  type: z.literal('match'),
  profile: idSchema,
});

/**
 * The member's own counters changed on another page or device (a conversation read there, likes
 * seen there): the page loads `changed` again (the conversations and their unread messages, or
 * the likes and the new likes).
 */
export const liveCountersEventSchema = z.object({
  id: eventIdSchema,
  type: z.literal('counters'),
  changed: z.enum(['chats', 'likes']),
});

/** The other member is typing in the conversation (not stored: it has no id). */
export const liveTypingEventSchema = z.object({
  type: z.literal('typing'),
  conversation: idSchema,
});

/** What the server sends over the live WebSocket, one JSON text frame each. */
export const liveEventSchema = z.discriminatedUnion('type', [
  liveMessageEventSchema,
  liveReadEventSchema,
  liveLikeEventSchema,
  liveMatchEventSchema,
  liveCountersEventSchema,
  liveTypingEventSchema,
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveMessageEvent = z.infer<typeof liveMessageEventSchema>;

/** What a page sends over the live WebSocket: the member is typing in a conversation. */
export const liveClientSignalSchema = z.strictObject({
  type: z.literal('typing'),
  conversation: idSchema,
});
export type LiveClientSignal = z.infer<typeof liveClientSignalSchema>;
