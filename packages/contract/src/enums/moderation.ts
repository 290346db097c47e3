import type { ComplaintReason } from './complaints.js';

/**
 * What the back office may do about a member (EU DSA, Art. 17): warn them, suspend their account
 * for a stated number of days, or ban them for good; remove a photo of theirs (`removal`, from
 * the photo review), or a text of their profile (`text_removal`: the about-me text removed, a
 * name cut to its first word, from the review of profile texts). Every one of them sends the
 * member a statement of reasons with a way to appeal.
 */
export const RESTRICTION_KINDS = [
  'warning',
  'suspension',
  'ban',
  'removal',
  'text_removal',
] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/**
 * A moderator's decision on a member's report or a notice from `/complaints`: no breach found or
 * nothing to act on (`dismiss`), or a restriction of the member it is about.
 */
export const REPORT_DECISIONS = ['dismiss', 'warning', 'suspension', 'ban'] as const;
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

/** The ground a notice's reason suggests to the moderator (they may choose another). */
export const GROUND_OF_COMPLAINT_REASON = {
  child_sexual_abuse: 'underage',
  intimate_images: 'illegal_content',
  hate_speech: 'harassment',
  violence: 'harassment',
  fraud: 'scam',
  privacy: 'illegal_content',
  intellectual_property: 'illegal_content',
  other_illegal: 'illegal_content',
  fake_profile: 'false_identity',
  underage: 'underage',
  harassment: 'harassment',
  spam: 'spam',
  other_terms: 'illegal_content',
  service_problem: 'illegal_content',
  payment_problem: 'illegal_content',
  other_service: 'illegal_content',
} as const satisfies Record<ComplaintReason, RestrictionGround>;

/** The longest suspension, in days; anything longer is a ban. */
export const SUSPENSION_DAYS_MAX = 365;

/** The longest facts of a restriction (what the member did, as the statement tells them). */
export const RESTRICTION_FACTS_MAX_LENGTH = 2000;

/** The longest text of an appeal, and of the answer to one. */
export const APPEAL_TEXT_MAX_LENGTH = 2000;

/** How a moderator decided an appeal: the restriction stays (`upheld`) or is undone (`reversed`). */
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** Reports per page of the moderation queue (the oldest open first); notices likewise. */
export const REPORT_PAGE_SIZE = 50;

/** The longest answer a notifier is sent about their notice (EU DSA, Art. 16(5)). */
export const NOTICE_ANSWER_MAX_LENGTH = 2000;

/**
 * The half-years of the transparency figures (EU DSA, Art. 15: reports at least once a year):
 * `1` is January to June, `2` July to December.
 */
export const TRANSPARENCY_HALVES = [1, 2] as const;
export type TransparencyHalf = (typeof TRANSPARENCY_HALVES)[number];

/** How many of the last messages of a reported conversation are kept with the report. */
export const REPORT_EVIDENCE_MESSAGES = 20;

/**
 * When a brand's moderators see a new photo (the brand file's `moderation.photos`): `after` (the
 * default) it is live at once and queued for review; `before` only its owner sees it, marked in
 * review, until a moderator approves it.
 */
export const PHOTO_MODERATION_MODES = ['after', 'before'] as const;
export type PhotoModerationMode = (typeof PHOTO_MODERATION_MODES)[number];

/** What a moderator does with a photo in review: approve it, or reject it (its ground said). */
export const PHOTO_DECISIONS = ['approve', 'reject'] as const;
export type PhotoDecision = (typeof PHOTO_DECISIONS)[number];

/**
 * The grounds a photo is rejected for, in the order the review's keys 1 to 5 choose them (a
 * subset of `RESTRICTION_GROUNDS`).
 */
export const PHOTO_REJECTION_GROUNDS = [
  'false_identity',
  'illegal_content',
  'spam',
  'underage',
  'harassment',
] as const satisfies readonly RestrictionGround[];
export type PhotoRejectionGround = (typeof PHOTO_REJECTION_GROUNDS)[number];

/** Photos per answer of the review queue (the oldest first); the review asks again as it goes. */
export const PHOTO_QUEUE_PAGE_SIZE = 50;

/** The texts of a profile that are reviewed when they look like contact details, links or money. */
export const PROFILE_TEXT_FIELDS = ['name', 'notes'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/**
 * Why a profile text waits for a moderator (`profileTextFlags`): it seems to give contact
 * details (an e-mail address, a phone number, a messenger), a link, or to ask for money.
 */
export const PROFILE_TEXT_FLAGS = ['contact', 'link', 'money'] as const;
export type ProfileTextFlag = (typeof PROFILE_TEXT_FLAGS)[number];

/** The grounds a profile text is removed for (a subset of `RESTRICTION_GROUNDS`). */
export const PROFILE_TEXT_REJECTION_GROUNDS = [
  'spam',
  'scam',
  'illegal_content',
] as const satisfies readonly RestrictionGround[];
export type ProfileTextRejectionGround = (typeof PROFILE_TEXT_REJECTION_GROUNDS)[number];

/** The ground a flag suggests to the moderator: money asks are scams, the rest spam. */
export const GROUND_OF_PROFILE_TEXT_FLAG = {
  contact: 'spam',
  link: 'spam',
  money: 'scam',
} as const satisfies Record<ProfileTextFlag, ProfileTextRejectionGround>;
