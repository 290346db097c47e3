import { z } from 'zod';
import { idSchema } from './account.js';
import { loginRequestSchema } from './api.js';
import {
  chatEntrySchema,
  messageClientIdSchema,
  messageSchema,
  messagesResponseSchema,
  messageTextSchema,
} from './chat.js';
import { profileCardSchema } from './profile.js';

/**
 * The operator inbox: the brand's team answers for its fictional profiles, openly. An operator
 * logs in with an account of their own (made with the server's `operators` command), sees the
 * conversations members have with the brand's fictional profiles, and answers as the fictional
 * profile of a conversation, never as a real member. Every answer records who wrote it.
 */

/** The logged-in operator. */
export const operatorSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** POST operator/session.php: an operator's login (the members' login fields and limits). */
export const operatorLoginSchema = loginRequestSchema;
export type OperatorLoginRequest = z.input<typeof operatorLoginSchema>;

/** GET, POST and DELETE operator/session.php: the operator logged in, or null. */
export const operatorSessionResponseSchema = z.object({ operator: operatorSchema.nullable() });
export type OperatorSessionResponse = z.infer<typeof operatorSessionResponseSchema>;

/**
 * One conversation of the inbox: the fictional profile it is with (`profile`, the side the
 * operator writes as), the member writing to it, the messages the operator has not read yet, and
 * the newest message as the fictional profile sees it (`mine`: written as the profile).
 */
export const operatorChatEntrySchema = chatEntrySchema.extend({ member: profileCardSchema });
export type OperatorChatEntry = z.infer<typeof operatorChatEntrySchema>;

/**
 * GET operator/chats.php: the conversations of the brand's fictional profiles, the ones waiting
 * for an answer first, then the latest; at most {@link OPERATOR_INBOX_SIZE}. `unread_messages`
 * counts the messages waiting over all of them.
 */
export const operatorChatsResponseSchema = z.object({
  chats: z.array(operatorChatEntrySchema),
  unread_messages: z.number().int().nonnegative(),
});
export type OperatorChatsResponse = z.infer<typeof operatorChatsResponseSchema>;

/** How many conversations the inbox lists at once (the unanswered ones come first). */
export const OPERATOR_INBOX_SIZE = 200;

const queryId = z.coerce.number<number>().pipe(idSchema);

/** GET operator/messages.php: a page of one conversation, `before` a message, as chat pages. */
export const operatorMessagesQuerySchema = z.strictObject({
  conversation: queryId,
  before: z.coerce.number<number>().pipe(z.number().int().positive()).optional(),
});

/**
 * The answer of GET operator/messages.php: the page as the fictional profile sees it (`profile`
 * is the member written with; `mine` marks what was written as the fictional profile), and the
 * fictional profile itself.
 */
export const operatorMessagesResponseSchema = messagesResponseSchema.extend({
  fictional_profile: profileCardSchema,
});
export type OperatorMessagesResponse = z.infer<typeof operatorMessagesResponseSchema>;

/**
 * POST operator/message.php: an answer in a conversation of a fictional profile, written as that
 * profile; free, stored once per client id, as members' messages are.
 */
export const operatorMessageSchema = z.strictObject({
  conversation: idSchema,
  text: messageTextSchema,
  client_id: messageClientIdSchema,
});
export type OperatorMessageRequest = z.input<typeof operatorMessageSchema>;

/** The answer of POST operator/message.php: the answer stored (once per client id). */
export const operatorMessageResponseSchema = z.object({ message: messageSchema });
export type OperatorMessageResponse = z.infer<typeof operatorMessageResponseSchema>;
