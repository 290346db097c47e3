import { z } from 'zod';
import { idSchema } from './account.js';
import type { ReportDecision } from './enums.js';
import {
  APPEAL_OUTCOMES,
  APPEAL_TEXT_MAX_LENGTH,
  COMPLAINT_REASONS,
  COMPLAINT_SUBJECTS,
  GENDERS,
  IMAGE_STATUSES,
  MESSAGE_KINDS,
  NOTICE_ANSWER_MAX_LENGTH,
  PHOTO_DECISIONS,
  PHOTO_REJECTION_GROUNDS,
  PROFILE_TEXT_FIELDS,
  PROFILE_TEXT_FLAGS,
  PROFILE_TEXT_REJECTION_GROUNDS,
  REPORT_DECISIONS,
  REPORT_REASONS,
  RESTRICTION_FACTS_MAX_LENGTH,
  RESTRICTION_GROUNDS,
  RESTRICTION_KINDS,
  SUSPENSION_DAYS_MAX,
  TRANSPARENCY_HALVES,
  USER_STATUSES,
} from './enums.js';
import { problem } from './problems.js';
import { imageSchema, profileCardSchema } from './profile.js';
import { hasControlCharacters } from './rules.js';

/**
 * Moderation (EU DSA, Arts. 16, 17 and 20): members' reports reach the back office's moderators
 * with their evidence; a moderator dismisses a report or restricts the reported member (a warning,
 * a suspension for a number of days, a ban); the member gets a statement of reasons, by mail and
 * at its own address, from which they may appeal within `APPEAL_MONTHS`; the appeal goes to
 * another moderator; the reporter is told the outcome.
 */

const queryId = z.coerce.number<number>().pipe(idSchema);

/** A text written for a member to read: trimmed, within its limit, no control characters. */
const memberText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .normalize('NFC')
    .refine(
      (text) => !hasControlCharacters(text.replace(/[\n\t]/g, '')),
      problem('control_characters'),
    );

/** The reported member as the moderator sees them: the card, the profile text and public photos. */
export const reportedMemberSchema = profileCardSchema.extend({
  notes: z.string().nullable(),
  photos: z.array(imageSchema),
  status: z.enum(USER_STATUSES),
});
export type ReportedMember = z.infer<typeof reportedMemberSchema>;

/**
 * A message of the reported conversation, kept with the report as the reporter saw it when they
 * reported (later deletion does not erase it): `reporter` marks what the reporter wrote.
 */
export const evidenceMessageSchema = z.object({
  reporter: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string(),
  sent_at: z.string(),
});
export type EvidenceMessage = z.infer<typeof evidenceMessageSchema>;

/** A restriction as the back office shows it. */
export const restrictionSchema = z.object({
  id: idSchema,
  kind: z.enum(RESTRICTION_KINDS),
  ground: z.enum(RESTRICTION_GROUNDS),
  facts: z.string(),
  created_at: z.string(),
  /** When a suspension ends; null for a warning or a ban. */
  ends_at: z.string().nullable(),
  /** When it was lifted (by a moderator, or by an appeal); null while it holds. */
  lifted_at: z.string().nullable(),
  /** The moderator who decided it (null once their account's name is all that is left). */
  decided_by: z.string().nullable(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

/** A report in the moderation queue, with its evidence and, once decided, the decision. */
export const moderationReportSchema = z.object({
  id: idSchema,
  created_at: z.string(),
  reason: z.enum(REPORT_REASONS),
  remarks: z.string().nullable(),
  /** Who reported; null once their account is erased. */
  reporter: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** Who was reported; null once their account is erased. */
  reported: reportedMemberSchema.nullable(),
  /** The last messages of their conversation when the report was made (oldest first). */
  evidence: z.array(evidenceMessageSchema),
  /** The decision: null while open. */
  decision: z.enum(REPORT_DECISIONS).nullable(),
  restriction: restrictionSchema.nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/**
 * GET operator/reports.php and operator/notices.php: the open items, oldest first, or the decided
 * ones, the newest first, a page `before` an id.
 */
export const queueQuerySchema = z.strictObject({
  status: z.enum(['open', 'decided']).optional(),
  before: queryId.optional(),
});

/** The answer of GET operator/reports.php: a page, the number open, and the next page's cursor. */
export const reportsResponseSchema = z.object({
  reports: z.array(moderationReportSchema),
  open: z.number().int().nonnegative(),
  /** When the oldest open report came in; null when none waits. */
  oldest_open_at: z.string().nullable(),
  before: idSchema.nullable(),
});
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

/** What a restriction needs beyond its kind: the ground, the facts, and a suspension's days. */
const restrictionFields = {
  decision: z.enum(REPORT_DECISIONS),
  ground: z.enum(RESTRICTION_GROUNDS).optional(),
  facts: memberText(RESTRICTION_FACTS_MAX_LENGTH).optional(),
  days: z.number().int().min(1).max(SUSPENSION_DAYS_MAX).optional(),
};

/** The fields a decision that restricts a member lacks (`required`); none for a dismissal. */
function checkRestriction(
  decision: { decision: ReportDecision; ground?: unknown; facts?: unknown; days?: unknown },
  context: z.RefinementCtx,
) {
  if (decision.decision === 'dismiss') return;
  for (const field of ['ground', 'facts'] as const) {
    if (!decision[field])
      context.addIssue({ code: 'custom', path: [field], ...problem('required') });
  }
  if (decision.decision === 'suspension' && decision.days === undefined)
    context.addIssue({ code: 'custom', path: ['days'], ...problem('required') });
}

/**
 * POST operator/report-decision.php: a moderator's decision on an open report. A restriction needs
 * its ground and the facts the member is told; a suspension its number of days. Answered with the
 * report as decided; a report decided already is 409 `conflict`.
 */
export const reportDecisionSchema = z
  .strictObject({ report: idSchema, ...restrictionFields })
  .superRefine(checkRestriction);
export type ReportDecisionRequest = z.input<typeof reportDecisionSchema>;

export const moderationReportResponseSchema = z.object({ report: moderationReportSchema });

/** POST operator/lift.php: a restriction lifted before its end, with the reason (audit log). */
export const liftRestrictionSchema = z.strictObject({
  restriction: idSchema,
  reason: memberText(500),
});
export const restrictionResponseSchema = z.object({ restriction: restrictionSchema });

/**
 * A statement of reasons (EU DSA, Art. 17), as its member reads it at its own address: what was
 * decided and until when, the ground (the rule), the facts, that no automated means were used, and
 * the appeal: possible until `appeal_until`, or made (and, once decided, its outcome and answer).
 */
export const statementSchema = z.object({
  kind: z.enum(RESTRICTION_KINDS),
  ground: z.enum(RESTRICTION_GROUNDS),
  facts: z.string(),
  automated: z.boolean(),
  created_at: z.string(),
  ends_at: z.string().nullable(),
  lifted_at: z.string().nullable(),
  appeal_until: z.string(),
  appeal: z
    .object({
      created_at: z.string(),
      text: z.string(),
      outcome: z.enum(APPEAL_OUTCOMES).nullable(),
      answer: z.string().nullable(),
      decided_at: z.string().nullable(),
    })
    .nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

/** The token of a statement's link (256 random bits, base64url). */
const statementTokenSchema = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET statement.php?token=: the statement of that link (404 for any other token). */
export const statementQuerySchema = z.strictObject({ token: statementTokenSchema });
export const statementResponseSchema = z.object({ statement: statementSchema });
export type StatementResponse = z.infer<typeof statementResponseSchema>;

/**
 * POST appeal.php: the member's appeal against the restriction of a statement, once, within
 * `APPEAL_MONTHS` of it (409 `appeal_closed` after that, or when one was made already).
 */
export const appealSchema = z.strictObject({
  token: statementTokenSchema,
  text: memberText(APPEAL_TEXT_MAX_LENGTH),
});
export type AppealRequest = z.input<typeof appealSchema>;

/** An appeal waiting for a moderator other than the one who decided the restriction. */
export const moderationAppealSchema = z.object({
  id: idSchema,
  created_at: z.string(),
  text: z.string(),
  restriction: restrictionSchema,
  /** The member; null once their account is erased. */
  member: profileCardSchema.nullable(),
});
export type ModerationAppeal = z.infer<typeof moderationAppealSchema>;

/** GET operator/appeals.php: the open appeals this moderator may decide, oldest first. */
export const appealsResponseSchema = z.object({ appeals: z.array(moderationAppealSchema) });
export type AppealsResponse = z.infer<typeof appealsResponseSchema>;

/**
 * POST operator/appeal-decision.php: the restriction stays (`upheld`) or is undone (`reversed`),
 * with the answer the member reads. 403 `own_decision` for the moderator who decided it.
 */
export const appealDecisionSchema = z.strictObject({
  appeal: idSchema,
  outcome: z.enum(APPEAL_OUTCOMES),
  answer: memberText(APPEAL_TEXT_MAX_LENGTH),
});
export type AppealDecisionRequest = z.input<typeof appealDecisionSchema>;

/**
 * What a restricted member learns when they log in with the right password (403
 * `account_restricted`): the kind, the ground and, for a suspension, its end.
 */
export const restrictionNoticeSchema = z.object({
  kind: z.enum(['suspension', 'ban']),
  ground: z.enum(RESTRICTION_GROUNDS),
  ends_at: z.string().nullable(),
});
export type RestrictionNotice = z.infer<typeof restrictionNoticeSchema>;

/** The member whose photo or profile text is in review, as the moderator judges it. */
const reviewedMemberSchema = z.object({
  id: idSchema,
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  country: z.string(),
  city: z.string().nullable(),
});

/** A photo of the member whose photo is in review: its small size, as the moderator sees it. */
const memberPhotoSchema = z.object({
  id: idSchema,
  /** The thumbnail's address for the back office (every status, private photos too). */
  thumb_url: z.string(),
  status: z.enum(IMAGE_STATUSES),
  private: z.boolean(),
});

/**
 * A photo waiting for review, with what the moderator judges it by: the member (name, age,
 * place, profile text) and their other photos.
 */
export const reviewPhotoSchema = z.object({
  id: idSchema,
  created_at: z.string(),
  /** `pending`: only its owner sees it until approved; `active`: live already. */
  status: z.enum(IMAGE_STATUSES),
  private: z.boolean(),
  /** The full image's address for the back office. */
  url: z.string(),
  member: reviewedMemberSchema.extend({ notes: z.string().nullable() }),
  others: z.array(memberPhotoSchema),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/**
 * GET operator/photos.php: the brand's photos waiting for review, the oldest first
 * (`PHOTO_QUEUE_PAGE_SIZE`; `after` an id for the next ones), how many wait and since when.
 */
export const photoQueueQuerySchema = z.strictObject({ after: queryId.optional() });
export const photoQueueResponseSchema = z.object({
  photos: z.array(reviewPhotoSchema),
  waiting: z.number().int().nonnegative(),
  oldest_at: z.string().nullable(),
});
export type PhotoQueueResponse = z.infer<typeof photoQueueResponseSchema>;

/** A review's rejection names its ground (`required` on `ground` without one). */
const rejectionNamesGround: [
  (decision: { decision: string; ground?: unknown }) => boolean,
  { path: string[]; message: string; params: Record<string, unknown> },
] = [
  (decision) => decision.decision === 'approve' || decision.ground !== undefined,
  { path: ['ground'], ...problem('required') },
];

/**
 * POST operator/photo-decision.php: a photo approved (it shows), or rejected on a ground (it is
 * hidden, and its member gets a statement of reasons). 409 `conflict` for one reviewed already.
 */
export const photoDecisionSchema = z
  .strictObject({
    photo: idSchema,
    decision: z.enum(PHOTO_DECISIONS),
    ground: z.enum(PHOTO_REJECTION_GROUNDS).optional(),
  })
  .refine(...rejectionNamesGround);
export type PhotoDecisionRequest = z.input<typeof photoDecisionSchema>;
export const photoDecisionResponseSchema = z.object({
  photo: idSchema,
  status: z.enum(IMAGE_STATUSES),
});

/**
 * A notice from `/complaints` (EU DSA, Art. 16) in the moderation queue, with what the moderator
 * judges it by: the notifier's explanation, the member it concerns (the other member of the
 * notifier's conversation it names, or the member whose profile address it gives), and, for a
 * conversation, its last messages as the notifier saw them when they sent it.
 */
export const moderationNoticeSchema = z.object({
  id: idSchema,
  /** The reference the notifier's acknowledgement gave, e.g. `N-3F9A1C7B2D`. */
  reference: z.string(),
  created_at: z.string(),
  subject: z.enum(COMPLAINT_SUBJECTS),
  reason: z.enum(COMPLAINT_REASONS),
  url: z.string().nullable(),
  explanation: z.string(),
  /** Who sent it: the name and address they gave, and the member when one was logged in. */
  notifier: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    member: z.object({ id: idSchema, name: z.string() }).nullable(),
  }),
  /** The member the notice is about; null when it names none (or their account is gone). */
  concerns: reportedMemberSchema.nullable(),
  /** The named conversation's last messages (oldest first); `reporter` marks the notifier's. */
  evidence: z.array(evidenceMessageSchema),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  /** What the notifier was told (by mail, when they gave an address). */
  answer: z.string().nullable(),
  decided_at: z.string().nullable(),
  restriction: restrictionSchema.nullable(),
});
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;

/** The answer of GET operator/notices.php: a page, the number open, and the next page's cursor. */
export const noticesResponseSchema = z.object({
  notices: z.array(moderationNoticeSchema),
  open: z.number().int().nonnegative(),
  oldest_open_at: z.string().nullable(),
  before: idSchema.nullable(),
});
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;

/**
 * POST operator/notice-decision.php: a moderator's decision on an open notice, and the answer its
 * notifier is sent (Art. 16(5)). A restriction names the member it restricts (`member`), its
 * ground, the facts and a suspension's days, as a report's does. A notice decided already is 409
 * `conflict`.
 */
export const noticeDecisionSchema = z
  .strictObject({
    notice: idSchema,
    ...restrictionFields,
    member: idSchema.optional(),
    answer: memberText(NOTICE_ANSWER_MAX_LENGTH),
  })
  .superRefine((decision, context) => {
    checkRestriction(decision, context);
    if (decision.decision !== 'dismiss' && decision.member === undefined)
      context.addIssue({ code: 'custom', path: ['member'], ...problem('required') });
  });
export type NoticeDecisionRequest = z.input<typeof noticeDecisionSchema>;
export const moderationNoticeResponseSchema = z.object({ notice: moderationNoticeSchema });

/** GET operator/transparency.php: the figures of one half-year (`half` 1: January to June). */
export const transparencyQuerySchema = z.strictObject({
  year: z.coerce.number<number>().int().min(2000).max(9999),
  half: z.coerce.number<number>().pipe(z.literal(TRANSPARENCY_HALVES)),
});

const count = z.number().int().nonnegative();
/** Hours from an item's arrival to its decision, the median of those decided; null for none. */
const medianHours = z.number().nonnegative().nullable();
const countsBy = <const Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  z.record(z.enum(keys), count);

/**
 * The transparency figures of a half-year (EU DSA, Arts. 15 and 24): the notices received by
 * reason, how many were decided and acted on, and the median time to a decision; the same for
 * members' reports; the restrictions by kind and ground, how many the team took on its own
 * initiative (the photo review, a member's record) and how many by automated means; the photos
 * reviewed; and the appeals (the internal complaint-handling), how many reversed a decision. Every
 * item counts in the half-year it arrived.
 */
export const transparencySchema = z.object({
  /** The first day of the half-year, and the first day after it (ISO dates). */
  from: z.string(),
  until: z.string(),
  notices: z.object({
    received: count,
    by_reason: countsBy(COMPLAINT_REASONS),
    decided: count,
    acted: count,
    median_hours: medianHours,
  }),
  reports: z.object({
    received: count,
    by_reason: countsBy(REPORT_REASONS),
    decided: count,
    acted: count,
    median_hours: medianHours,
  }),
  restrictions: z.object({
    by_kind: countsBy(RESTRICTION_KINDS),
    by_ground: countsBy(RESTRICTION_GROUNDS),
    own_initiative: count,
    automated: count,
  }),
  photos: z.object({ reviewed: count, rejected: count, median_hours: medianHours }),
  appeals: z.object({
    received: count,
    decided: count,
    reversed: count,
    median_hours: medianHours,
  }),
});
export type Transparency = z.infer<typeof transparencySchema>;

/**
 * A profile text waiting for review (`profileTextFlags` found contact details, a link or money in
 * it), with its member: the text as it was when it was written, and why it waits.
 */
export const reviewTextSchema = z.object({
  id: idSchema,
  created_at: z.string(),
  field: z.enum(PROFILE_TEXT_FIELDS),
  text: z.string(),
  flags: z.array(z.enum(PROFILE_TEXT_FLAGS)),
  member: reviewedMemberSchema,
});
export type ReviewText = z.infer<typeof reviewTextSchema>;

/** GET operator/profile-texts.php: the profile texts waiting, the oldest first, how many and since when. */
export const profileTextQueueResponseSchema = z.object({
  texts: z.array(reviewTextSchema),
  waiting: z.number().int().nonnegative(),
  oldest_at: z.string().nullable(),
});
export type ProfileTextQueueResponse = z.infer<typeof profileTextQueueResponseSchema>;

/**
 * POST operator/profile-text-decision.php: a profile text approved (it stays), or removed on a
 * ground (the about-me text is emptied, a name cut to its first word; the member gets a statement
 * of reasons). 409 `conflict` for one reviewed already, or changed by its member since.
 */
export const profileTextDecisionSchema = z
  .strictObject({
    text: idSchema,
    decision: z.enum(PHOTO_DECISIONS),
    ground: z.enum(PROFILE_TEXT_REJECTION_GROUNDS).optional(),
  })
  .refine(...rejectionNamesGround);
export type ProfileTextDecisionRequest = z.input<typeof profileTextDecisionSchema>;
export const profileTextDecisionResponseSchema = z.object({
  text: idSchema,
  decision: z.enum(PHOTO_DECISIONS),
});

/**
 * A restriction of the logged-in member's own account that they have not acknowledged in the app
 * yet (a warning, a photo or a profile text removed; a suspended or banned member cannot log in):
 * what, on which rule, the facts, and when. The statement with the appeal is at the link mailed.
 */
export const ownRestrictionSchema = z.object({
  id: idSchema,
  kind: z.enum(['warning', 'removal', 'text_removal']),
  ground: z.enum(RESTRICTION_GROUNDS),
  facts: z.string(),
  created_at: z.string(),
});
export type OwnRestriction = z.infer<typeof ownRestrictionSchema>;

/** GET restrictions.php: the member's restrictions not acknowledged yet, the oldest first. */
export const ownRestrictionsResponseSchema = z.object({
  restrictions: z.array(ownRestrictionSchema),
});
export type OwnRestrictionsResponse = z.infer<typeof ownRestrictionsResponseSchema>;

/** POST restrictions.php: the member has read a restriction in the app; the rest are answered. */
export const acknowledgeRestrictionSchema = z.strictObject({ id: idSchema });
