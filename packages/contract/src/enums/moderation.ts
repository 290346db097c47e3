/**
 * What the back office may do about a member (EU DSA, Art. 17): warn them, suspend their account
 * for a stated number of days, or ban them for good. Every one of them sends the member a
 * statement of reasons with a way to appeal.
 */
export const RESTRICTION_KINDS = ['warning', 'suspension', 'ban'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** A moderator's decision on a report: no breach found (`dismiss`), or a restriction. */
export const REPORT_DECISIONS = ['dismiss', ...RESTRICTION_KINDS] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/**
 * The rule a restriction enforces: the grounds the ban policy (`/pages/ban`, "What we act
 * against") lists, in its order. A statement of reasons names its ground in the member's language.
 */
export const RESTRICTION_GROUNDS = [
  'underage',
  'false_identity',
  'harassment',
  'scam',
  'spam',
  'illegal_content',
  'evasion',
] as const;
export type RestrictionGround = (typeof RESTRICTION_GROUNDS)[number];

/** The ground a report's reason suggests to the moderator (they may choose another). */
export const GROUND_OF_REPORT_REASON = {
  fake_profile: 'false_identity',
  scam: 'scam',
  harassment: 'harassment',
  underage: 'underage',
  other: 'illegal_content',
} as const satisfies Record<string, RestrictionGround>;

/** The longest suspension, in days; anything longer is a ban. */
export const SUSPENSION_DAYS_MAX = 365;

/** The longest facts of a restriction (what the member did, as the statement tells them). */
export const RESTRICTION_FACTS_MAX_LENGTH = 2000;

/** The longest text of an appeal, and of the answer to one. */
export const APPEAL_TEXT_MAX_LENGTH = 2000;

/** How a moderator decided an appeal: the restriction stays (`upheld`) or is undone (`reversed`). */
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** Reports per page of the moderation queue (the oldest open first). */
export const REPORT_PAGE_SIZE = 50;

/** How many of the last messages of a reported conversation are kept with the report. */
export const REPORT_EVIDENCE_MESSAGES = 20;
