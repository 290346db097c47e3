import { z } from 'zod';
import { emailSchema, idSchema } from './account.js';
import { loginRequestSchema } from './api.js';
import {
  chatEntrySchema,
  messageClientIdSchema,
  messageSchema,
  messagesResponseSchema,
  messageTextSchema,
} from './chat.js';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  AUDIT_SEARCH_MAX_LENGTH,
  OPERATOR_NAME_MAX_LENGTH,
  OPERATOR_ROLES,
} from './enums.js';
import { inboxClaimSchema } from './inbox.js';
import { problem } from './problems.js';
import { profileCardSchema } from './profile.js';
import { hasControlCharacters } from './rules.js';
import { languageSchema } from './settings.js';

/**
 * The operator inbox: the brand's team answers for its fictional profiles, openly. An operator
 * logs in with an account of their own (made with the server's `operators` command), sees the
 * conversations members have with the brand's fictional profiles, and answers as the fictional
 * profile of a conversation, never as a real member. Every answer records who wrote it.
 */

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

/**
 * An operator's roles: at least one, each once, in the order of `OPERATOR_ROLES` (the server
 * keeps them so, whatever order they came in).
 */
export const operatorRolesSchema = z
  .array(operatorRoleSchema)
  .min(1)
  .max(OPERATOR_ROLES.length)
  .transform((roles) => OPERATOR_ROLES.filter((role) => roles.includes(role)));

/** The name colleagues see: 1 to `OPERATOR_NAME_MAX_LENGTH` characters, no control characters. */
export const operatorNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(OPERATOR_NAME_MAX_LENGTH)
  .normalize('NFC')
  .refine((name) => !hasControlCharacters(name), problem('control_characters'));

/** The logged-in operator, with the roles that decide what the back office shows them. */
export const operatorSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  roles: z.array(operatorRoleSchema),
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
 * operator writes as), the member writing to it, the messages the operator has not read yet, the
 * newest message as the fictional profile sees it (`mine`: written as the profile), and who of the
 * team holds it now (`claim`, null when no one does).
 */
export const operatorChatEntrySchema = chatEntrySchema.extend({
  member: profileCardSchema,
  claim: inboxClaimSchema.nullable(),
});
export type OperatorChatEntry = z.infer<typeof operatorChatEntrySchema>;

/**
 * GET operator/chats.php: the conversations of the brand's fictional profiles (those the search
 * finds, `inboxSearchSchema`), the ones waiting for an answer first, then the latest; at most
 * {@link OPERATOR_INBOX_SIZE}. `unread_messages` counts the messages waiting over the whole inbox.
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
 * A message of an inbox conversation: `answered_by` names the operator who wrote an answer as the
 * fictional profile (null for the member's messages, and for answers of a removed operator).
 */
export const operatorThreadMessageSchema = messageSchema.extend({
  answered_by: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type OperatorThreadMessage = z.infer<typeof operatorThreadMessageSchema>;

/**
 * The answer of GET operator/messages.php: the page as the fictional profile sees it (`profile`
 * is the member written with; `mine` marks what was written as the fictional profile, with the
 * operator who wrote it), the fictional profile itself, and the member's language (which saved
 * replies fit).
 */
export const operatorMessagesResponseSchema = messagesResponseSchema.extend({
  messages: z.array(operatorThreadMessageSchema),
  fictional_profile: profileCardSchema,
  member_language: languageSchema,
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
export const operatorMessageResponseSchema = z.object({ message: operatorThreadMessageSchema });
export type OperatorMessageResponse = z.infer<typeof operatorMessageResponseSchema>;

/** One operator of the brand's team, as the admin sees it (never a password's hash). */
export const teamOperatorSchema = operatorSchema.extend({
  /** When the account was made (ISO 8601). */
  created_at: z.string(),
  /** Switched off: no login, no session. */
  disabled: z.boolean(),
  /** How many answers they have written in the chat inbox. */
  answers: z.number().int().nonnegative(),
});
export type TeamOperator = z.infer<typeof teamOperatorSchema>;

/** GET operator/team.php: the brand's operators, by e-mail address. */
export const operatorTeamResponseSchema = z.object({ operators: z.array(teamOperatorSchema) });
export type OperatorTeamResponse = z.infer<typeof operatorTeamResponseSchema>;

/** POST operator/team.php: a new operator of the brand, with their roles. */
export const addOperatorSchema = z.strictObject({
  email: emailSchema,
  name: operatorNameSchema,
  roles: operatorRolesSchema,
});
export type AddOperatorRequest = z.input<typeof addOperatorSchema>;

/**
 * The answer of POST operator/team.php and POST operator/password.php: the operator and their new
 * password (20 random characters, made by the server), shown once and never again.
 */
export const operatorPasswordResponseSchema = z.object({
  operator: teamOperatorSchema,
  password: z.string(),
});
export type OperatorPasswordResponse = z.infer<typeof operatorPasswordResponseSchema>;

/**
 * PUT operator/team.php: an operator's roles (they apply from the operator's next call), or
 * switching them off (their sessions end at once) or on again. Refused with 409 `last_admin` where
 * it would leave the brand without an active admin.
 */
export const updateOperatorSchema = z.strictObject({
  id: idSchema,
  roles: operatorRolesSchema.optional(),
  disabled: z.boolean().optional(),
});
export type UpdateOperatorRequest = z.input<typeof updateOperatorSchema>;

/** The answer of PUT operator/team.php: the operator as changed. */
export const teamOperatorResponseSchema = z.object({ operator: teamOperatorSchema });
export type TeamOperatorResponse = z.infer<typeof teamOperatorResponseSchema>;

/** POST operator/password.php: a new random password for an operator; their sessions end. */
export const resetOperatorPasswordSchema = z.strictObject({ id: idSchema });

/**
 * One entry of the audit log: who (`operator`, null for the server's `operators` command, run by
 * whoever runs the server), what (`action`), on what (`subject`: its kind, id and a label as it was
 * then), when, why (`reason`, where the action asks for one) and the action's particulars.
 */
export const auditEntrySchema = z.object({
  id: idSchema,
  at: z.string(),
  operator: z.object({ id: idSchema, name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.object({
    kind: z.enum(['operator', 'member', 'notice', 'saved_reply', 'discount_code']),
    id: idSchema,
    label: z.string(),
  }),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditDetails = AuditEntry['details'];

/**
 * GET operator/audit.php: the audit log, newest first, `AUDIT_PAGE_SIZE` at a time; `q` finds a
 * text in the subject's label, the operator's name or the reason; `operator` and `action` narrow
 * it; `before` an entry's id gives the page after it.
 */
export const auditQuerySchema = z.strictObject({
  q: z.string().trim().max(AUDIT_SEARCH_MAX_LENGTH).optional(),
  operator: queryId.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  before: queryId.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** The answer of GET operator/audit.php: a page of entries and the cursor of the next (or null). */
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema).max(AUDIT_PAGE_SIZE),
  before: idSchema.nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
