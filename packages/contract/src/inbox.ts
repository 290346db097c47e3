import { z } from 'zod';
import { idSchema } from './account.js';
import { messageTextSchema } from './chat.js';
import {
  INBOX_SEARCH_MAX_LENGTH,
  SAVED_REPLIES_MAX,
  SAVED_REPLY_TITLE_MAX_LENGTH,
} from './enums.js';
import { problem } from './problems.js';
import { hasControlCharacters } from './rules.js';
import { languageSchema } from './settings.js';

/**
 * The chat inbox as a team's work tool: claims, so that two operators never answer one
 * conversation at once; saved replies per persona and language; search.
 *
 * A claim: the operator who opened a conversation holds it while they work in it, and until
 * `INBOX_CLAIM_IDLE_MS` after their last sign of work (opening, typing, answering). A colleague
 * sees who holds it and cannot answer there (409 `conflict`) until it is released (the holder left
 * the conversation) or has lapsed.
 */

/** Who holds a conversation of the inbox, and until when unless they work on (ISO 8601). */
export const inboxClaimSchema = z.object({
  operator: z.object({ id: idSchema, name: z.string() }),
  until: z.iso.datetime(),
});
export type InboxClaim = z.infer<typeof inboxClaimSchema>;

/** PUT and DELETE operator/claim.php: the conversation claimed (or renewed), or released. */
export const claimRequestSchema = z.strictObject({ conversation: idSchema });

/**
 * The answer of PUT operator/claim.php: the claim on the conversation now. It names the caller when
 * they hold it, and the colleague who does otherwise (the caller's claim was not made).
 */
export const claimResponseSchema = z.object({ claim: inboxClaimSchema });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/** The answer of DELETE operator/claim.php: the conversation is free (or held by a colleague). */
export const releaseResponseSchema = z.object({ claim: inboxClaimSchema.nullable() });

const searchText = z.string().trim().max(INBOX_SEARCH_MAX_LENGTH);

/**
 * GET operator/chats.php's search: `member` finds a member's name, e-mail address or id; `persona`
 * narrows to one persona; `text` finds conversations with a message containing the text (any case).
 * Empty fields do not narrow.
 */
export const inboxSearchSchema = z.strictObject({
  member: searchText.optional(),
  persona: z.coerce.number<number>().pipe(idSchema).optional(),
  text: searchText.optional(),
});
export type InboxSearch = z.input<typeof inboxSearchSchema>;

/** A saved reply's title: what the reply picker lists. */
const savedReplyTitleSchema = z
  .string()
  .trim()
  .min(1, problem('required'))
  .max(SAVED_REPLY_TITLE_MAX_LENGTH)
  .normalize('NFC')
  .refine((title) => !hasControlCharacters(title), problem('control_characters'));

/**
 * A saved reply: a text the chat team keeps ready for members of one language, for one persona
 * (`persona`) or every persona (null). `{name}` in the text becomes the member's name when it is
 * picked (`fillSavedReply`).
 */
export const savedReplySchema = z.object({
  id: idSchema,
  persona: z.object({ id: idSchema, name: z.string() }).nullable(),
  language: languageSchema,
  title: z.string(),
  text: z.string(),
  updated_at: z.iso.datetime(),
  updated_by: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

/** GET operator/replies.php: the brand's saved replies, by language, persona and title. */
export const savedRepliesResponseSchema = z.object({
  replies: z.array(savedReplySchema).max(SAVED_REPLIES_MAX),
});
export type SavedRepliesResponse = z.infer<typeof savedRepliesResponseSchema>;

/** POST operator/replies.php: a new saved reply (at most `SAVED_REPLIES_MAX` per brand). */
export const createSavedReplySchema = z.strictObject({
  persona: idSchema.nullable(),
  language: languageSchema,
  title: savedReplyTitleSchema,
  text: messageTextSchema,
});
export type CreateSavedReplyRequest = z.input<typeof createSavedReplySchema>;

/** PATCH operator/replies.php: a saved reply changed (the fields sent). */
export const updateSavedReplySchema = createSavedReplySchema.partial().extend({ id: idSchema });
export type UpdateSavedReplyRequest = z.input<typeof updateSavedReplySchema>;

/** DELETE operator/replies.php: a saved reply removed. */
export const deleteSavedReplySchema = z.strictObject({ id: idSchema });

/** The answer of POST and PATCH operator/replies.php: the reply as saved. */
export const savedReplyResponseSchema = z.object({ reply: savedReplySchema });
export type SavedReplyResponse = z.infer<typeof savedReplyResponseSchema>;
