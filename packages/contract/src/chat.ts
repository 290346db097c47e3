import { z } from 'zod';
import { idSchema } from './account.js';
import {
  GIFTS,
  MESSAGE_CLIENT_ID_PATTERN,
  MESSAGE_KINDS,
  MESSAGE_TEXT_MAX_LENGTH,
} from './enums.js';
import { problem } from './problems.js';
import { profileCardSchema } from './profile.js';
import { hasNulCharacter } from './rules.js';

/** A message of a conversation, as one of its two members sees it. */
export const messageSchema = z.object({
  /** Rising in the order messages were stored: the history's cursor. */
  id: z.number().int().positive(),
  conversation: idSchema,
  /** Whether the member reading wrote it. */
  mine: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string(),
  /** What it cost its sender; a signup message is free and shows what it is worth instead. */
  credits: z.number().int().nonnegative(),
  /** The sending client's id, on the reader's own messages (to match a message being sent). */
  client_id: z.string().nullable(),
  sent_at: z.iso.datetime(),
});
export type Message = z.infer<typeof messageSchema>;

/** A message's text: trimmed, not empty; the brand's `message_length` is checked after this cap. */
export const messageTextSchema = z
  .string()
  .trim()
  .min(1, problem('required'))
  .max(MESSAGE_TEXT_MAX_LENGTH)
  .refine((text) => !hasNulCharacter(text), problem('invalid'));

/** The sending client's id of a message: a repeat with the same id is stored once. */
export const messageClientIdSchema = z.string().regex(MESSAGE_CLIENT_ID_PATTERN);

/**
 * POST message.php: a text or a gift to a member, starting the conversation with them if there is
 * none. The text is trimmed; the brand's `message_length` is checked after this schema's cap. A
 * body has a text or a gift, never both.
 */
export const sendMessageSchema = z
  .strictObject({
    profile_id: idSchema,
    text: messageTextSchema.optional(),
    gift: z.enum(GIFTS).optional(),
    client_id: messageClientIdSchema,
  })
  .refine((body) => (body.text === undefined) !== (body.gift === undefined), {
    ...problem('required'),
    path: ['text'],
  });
export type SendMessageRequest = z.input<typeof sendMessageSchema>;

/**
 * The text fields of POST message-photo.php (multipart, before the file `photo`): the member
 * written to and the sending client's id, as for a text.
 */
export const photoMessageFieldsSchema = z.strictObject({
  profile_id: z.coerce.number<number>().pipe(idSchema),
  client_id: messageClientIdSchema,
});

/** The answer of POST message.php: the message stored (once per client id) and the credits left. */
export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  credits: z.number().int().nonnegative(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** The newest message of a conversation, for the list. */
const lastMessageSchema = messageSchema.pick({ kind: true, text: true, mine: true, sent_at: true });

/** One conversation of the list (spec: conversation id, profile, `num_unread_messages`). */
export const chatEntrySchema = z.object({
  conversation: idSchema,
  profile: profileCardSchema,
  num_unread_messages: z.number().int().nonnegative(),
  last_message: lastMessageSchema.nullable(),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;

/**
 * GET chats.php: the member's conversations, the latest first, and the counters of the badges:
 * unread messages, messages in all, new likes.
 */
export const chatsResponseSchema = z.object({
  chats: z.array(chatEntrySchema),
  counters: z.object({
    unread_messages: z.number().int().nonnegative(),
    messages: z.number().int().nonnegative(),
    new_likes: z.number().int().nonnegative(),
  }),
});
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

const queryId = z.coerce.number<number>().pipe(idSchema);

/**
 * GET messages.php: a page of a conversation, named by its id (`/chats/{id}`) or by the other
 * member (`/members/{id}/chat`, where there may be none yet); `before` pages back from a message.
 */
export const messagesQuerySchema = z
  .strictObject({
    conversation: queryId.optional(),
    profile_id: queryId.optional(),
    before: z.coerce.number<number>().pipe(z.number().int().positive()).optional(),
  })
  .refine((query) => (query.conversation === undefined) !== (query.profile_id === undefined), {
    ...problem('required'),
    path: ['conversation'],
  });

/**
 * Why no answer can go to the other member now, which the conversation shows: `me` has not
 * confirmed their e-mail (so the other cannot answer), or `them` (so the caller cannot).
 */
export const UNCONFIRMED_SIDES = ['me', 'them'] as const;

/**
 * The answer of GET messages.php: the other member, a page of messages oldest first, the cursor of
 * the page before (null at the start), and whether older messages are hidden because the brand
 * keeps history for a limited time.
 */
export const messagesResponseSchema = z.object({
  /** Null while the two have no conversation yet. */
  conversation: idSchema.nullable(),
  profile: profileCardSchema,
  messages: z.array(messageSchema),
  before: z.number().int().positive().nullable(),
  history_hidden: z.boolean(),
  unconfirmed: z.enum(UNCONFIRMED_SIDES).nullable(),
  /** The caller has blocked the other member: nothing goes to them until the caller unblocks. */
  blocked: z.boolean(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** PUT chat.php (read: the unread count goes to 0) and DELETE chat.php (removed for the caller). */
export const conversationRequestSchema = z.strictObject({ conversation: idSchema });

/** The answer of PUT chat.php: the member's unread messages over all conversations now. */
export const readChatResponseSchema = z.object({
  unread_messages: z.number().int().nonnegative(),
});
