import { z } from 'zod';
import { idSchema } from './account.js';
import {
  CREDIT_GRANT_MAX,
  CURRENCIES,
  LEDGER_REASONS,
  MEMBER_ACTION_REASON_MAX_LENGTH,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  REPORT_DECISIONS,
  REPORT_REASONS,
  RESTRICTION_FACTS_MAX_LENGTH,
  RESTRICTION_GROUNDS,
  SUSPENSION_DAYS_MAX,
  USER_STATUSES,
} from './enums.js';
import { restrictionSchema } from './moderation.js';
import { auditEntrySchema } from './operator.js';
import { paymentIdSchema } from './payments.js';
import { problem } from './problems.js';
import { hasControlCharacters } from './rules.js';

/**
 * The back office's members (support, moderators, admins): finding a member by e-mail address,
 * name or id, and their record: account, payments, credits, reports by and about them,
 * restrictions and the audit trail about them; and restricting them from there.
 */

/** How many members a search answers at most (refine the search for the rest). */
export const MEMBER_SEARCH_LIMIT = 20;

const queryId = z.coerce.number<number>().pipe(idSchema);

/** GET operator/members.php: members whose id, e-mail address or name matches `q`. */
export const memberSearchQuerySchema = z.strictObject({ q: z.string().trim().min(1).max(100) });

/** A member as a search lists them. */
export const memberSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  fictional: z.boolean(),
  signup_date: z.string(),
  credits: z.number().int().nonnegative(),
  paid_user: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberSearchResponseSchema = z.object({
  members: z.array(memberSummarySchema).max(MEMBER_SEARCH_LIMIT),
});
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;

/** GET operator/member.php?id=: a member's record (looking is recorded in the audit log). */
export const memberRecordQuerySchema = z.strictObject({ id: queryId });

const reportLineSchema = z.object({
  id: idSchema,
  reason: z.enum(REPORT_REASONS),
  created_at: z.string(),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  /** The other member: the one reported, or the one who reported. */
  other: z.string().nullable(),
});

/** A change of a member's credits; a grant names its operator and the reason they gave. */
export const ledgerLineSchema = z.object({
  amount: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  created_at: z.string(),
  /** The operator who granted the credits (null for any other change, or once they are gone). */
  operator: z.string().nullable(),
  note: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const memberRecordSchema = z.object({
  member: memberSummarySchema.extend({
    language: z.string(),
    country: z.string(),
    city: z.string().nullable(),
    last_seen_at: z.string().nullable(),
    /**
     * When a deleted account's personal data is erased (ISO 8601), `REACTIVATION_DAYS` after the
     * deletion; until then support may bring it back. Null for an account that is not deleted.
     */
    erased_at: z.string().nullable(),
    /** The traffic source the member arrived from (network, else ref), and its sub1. */
    source: z.string().nullable(),
    sub1: z.string().nullable(),
  }),
  payments: z.array(
    z.object({
      id: z.string(),
      state: z.enum(PAYMENT_STATES),
      credits: z.number().int(),
      /** In cents of `currency`. */
      amount: z.number().int(),
      currency: z.enum(CURRENCIES),
      method: z.enum(PAYMENT_METHODS),
      created_at: z.string(),
      /** When a refund of it was asked for (the member's withdrawal or support's); null if never. */
      refund_requested_at: z.string().nullable(),
    }),
  ),
  /** The newest 50 changes of the member's credits. */
  ledger: z.array(ledgerLineSchema),
  reports_about: z.array(reportLineSchema),
  reports_by: z.array(reportLineSchema),
  restrictions: z.array(restrictionSchema),
  /** The newest 50 back-office actions about the member. */
  audit: z.array(auditEntrySchema),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

/** A reason an operator gives for an action on a member's record (the audit log keeps it). */
const operatorReason = z
  .string()
  .trim()
  .min(1)
  .max(MEMBER_ACTION_REASON_MAX_LENGTH)
  .normalize('NFC')
  .refine(
    (text) => !hasControlCharacters(text.replace(/[\n\t]/g, '')),
    problem('control_characters'),
  );

/**
 * POST operator/credits.php: credits given to a member by support, with the reason (kept in the
 * ledger entry, which names the operator, and in the audit log). `grant_id` is the client's own
 * id of the grant: asked again with the same id, the credits are given once.
 */
export const grantCreditsSchema = z.strictObject({
  member: idSchema,
  credits: z.number().int().min(1).max(CREDIT_GRANT_MAX),
  reason: operatorReason,
  grant_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type GrantCreditsRequest = z.input<typeof grantCreditsSchema>;
/** The member's balance after the grant, and the grant's entry. */
export const grantCreditsResponseSchema = z.object({
  credits: z.number().int().nonnegative(),
  entry: ledgerLineSchema,
});

/**
 * POST operator/confirmation.php: the confirmation link mailed again to a member who has not
 * confirmed their address (409 `conflict` for one who has; 429 `rate_limited` after the daily
 * limit a member's own requests count towards too).
 */
export const memberActionSchema = z.strictObject({ member: idSchema });

/**
 * POST operator/refund.php: a paid payment refunded in full through its provider by support, with
 * the reason (kept with the refund and in the audit log): the credits it brought are taken back as
 * far as they are unspent, and the member is mailed in their language. 409 `conflict` for a
 * payment that is not paid, or whose refund was asked for already.
 */
export const refundPaymentSchema = z.strictObject({
  payment: paymentIdSchema,
  reason: operatorReason,
});
export type RefundPaymentRequest = z.input<typeof refundPaymentSchema>;
/** The refund's reference, and the member's balance after the credits were taken back. */
export const refundPaymentResponseSchema = z.object({
  reference: z.string(),
  credits: z.number().int().nonnegative(),
});

/**
 * POST operator/delete-member.php: a member's account deleted by support at the member's
 * request, as the member's own deletion does it (gone from the site at once, the reactivation
 * link mailed, erased after 14 days), with the reason. 409 `conflict` for an account that is not
 * active or waiting for confirmation (deleted already, or suspended or banned).
 */
const memberWithReasonSchema = z.strictObject({ member: idSchema, reason: operatorReason });
export const deleteMemberSchema = memberWithReasonSchema;
export type DeleteMemberRequest = z.input<typeof deleteMemberSchema>;
export const memberSummaryResponseSchema = z.object({ member: memberSummarySchema });

/**
 * POST operator/reactivate-member.php: a deleted account brought back by support at the member's
 * request, before its data is erased, with the reason. It comes back as it was (confirmed or not)
 * and the reactivation link mailed with the deletion stops working. 409 `conflict` for an account
 * that is not deleted, or whose data is erased already.
 */
export const reactivateMemberSchema = memberWithReasonSchema;
export type ReactivateMemberRequest = z.input<typeof reactivateMemberSchema>;

/**
 * POST operator/restrict.php: a member warned, suspended or banned from their record (moderators,
 * admins), with the rule and the facts their statement of reasons tells them.
 */
export const restrictMemberSchema = z
  .strictObject({
    member: idSchema,
    kind: z.enum(['warning', 'suspension', 'ban']),
    ground: z.enum(RESTRICTION_GROUNDS),
    facts: z
      .string()
      .trim()
      .min(1)
      .max(RESTRICTION_FACTS_MAX_LENGTH)
      .normalize('NFC')
      .refine(
        (text) => !hasControlCharacters(text.replace(/[\n\t]/g, '')),
        problem('control_characters'),
      ),
    days: z.number().int().min(1).max(SUSPENSION_DAYS_MAX).optional(),
  })
  .refine((input) => input.kind !== 'suspension' || input.days !== undefined, {
    path: ['days'],
    ...problem('required'),
  });
export type RestrictMemberRequest = z.input<typeof restrictMemberSchema>;
