/**
 * The roles of a brand's back office (`/operator`). An operator holds one or more:
 * - `admin`: everything, including the team's accounts and the audit log;
 * - `moderator`: photos, profiles, reports, notices, bans and appeals;
 * - `chat`: the chat inbox, answering for the brand's fictional profiles;
 * - `support`: members, payments, refunds and credits.
 */
export const OPERATOR_ROLES = ['admin', 'moderator', 'chat', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What an operator is given when no role is named (`operators add` without `--role`). */
export const DEFAULT_OPERATOR_ROLE: OperatorRole = 'chat';

/**
 * What the audit log records, one entry per back-office action: the team's accounts (from the
 * back office or the server's `operators` command), the operators' logins, and the decisions on
 * members: reports, restrictions, appeals and photos.
 */
export const AUDIT_ACTIONS = [
  'operator_login',
  'operator_added',
  'operator_roles_changed',
  'operator_disabled',
  'operator_enabled',
  'operator_password_reset',
  'report_dismissed',
  'notice_dismissed',
  'member_warned',
  'member_suspended',
  'member_banned',
  'restriction_lifted',
  'appeal_upheld',
  'appeal_reversed',
  'photo_approved',
  'photo_rejected',
  'profile_text_approved',
  'profile_text_rejected',
  'member_viewed',
  'credits_granted',
  'confirmation_resent',
  'member_deleted',
  'member_reactivated',
  'payment_refunded',
  'persona_created',
  'persona_edited',
  'persona_retired',
  'persona_restored',
  'persona_photo_added',
  'persona_photo_removed',
  'saved_reply_added',
  'saved_reply_changed',
  'saved_reply_removed',
  'discount_code_added',
  'discount_code_activated',
  'discount_code_deactivated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Audit entries per page of the log, newest first. */
export const AUDIT_PAGE_SIZE = 50;

/** The longest search text of the audit log. */
export const AUDIT_SEARCH_MAX_LENGTH = 100;

/** The longest name an operator is shown with. */
export const OPERATOR_NAME_MAX_LENGTH = 60;

/** The most credits one grant of the support team gives. */
export const CREDIT_GRANT_MAX = 1000;

/** The longest reason an operator gives for an action on a member's record. */
export const MEMBER_ACTION_REASON_MAX_LENGTH = 500;

/** The longest note the team keeps on a member and the persona they write with. */
export const OPERATOR_NOTE_MAX_LENGTH = 2000;

/** How many days the back office's insight covers, today included. */
export const INSIGHT_DAYS = 30;

/** The back office's queues whose waiting items the insight counts. */
export const INSIGHT_QUEUES = ['photos', 'texts', 'reports', 'notices', 'appeals'] as const;
export type InsightQueue = (typeof INSIGHT_QUEUES)[number];

/**
 * How long an inbox conversation stays claimed by the operator who has it open after their last
 * sign of work (opening it, typing, answering): 3 minutes. Within it no colleague can answer
 * there; after it, or when the operator leaves the conversation, anyone can.
 */
export const INBOX_CLAIM_IDLE_MS = 3 * 60_000;

/** The longest text each of the inbox's search fields takes. */
export const INBOX_SEARCH_MAX_LENGTH = 100;

/** The longest title of a saved reply (what the reply picker lists). */
export const SAVED_REPLY_TITLE_MAX_LENGTH = 80;

/** The most saved replies a brand keeps. */
export const SAVED_REPLIES_MAX = 500;

/**
 * The placeholder of a saved reply that becomes the member's name when the reply is picked, in
 * every language: "Hi {name}!".
 */
export const SAVED_REPLY_NAME_PLACEHOLDER = '{name}';
