// The account: notification types, deletion, e-mail, photo and text limits, signup modes.
export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const DELETE_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

/** Why e-mail to a member stopped: a spam complaint, a bounce, or the member unsubscribed. */
export const EMAIL_DISABLED_REASONS = ['spam_complaint', 'bounce', 'unsubscribe'] as const;
export type EmailDisabledReason = (typeof EMAIL_DISABLED_REASONS)[number];

/** How many photos (public and private together) a member may keep (spec sections 5 and 6). */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
/** The largest photo upload accepted, in bytes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels a photo may have, in millions: phone cameras save 12 to 24 megapixels by
 * default, and a profile photo is shown at 1600 px at most. Decoding costs memory and time by the
 * pixel, so larger images (and decompression bombs) are refused before they are decoded.
 */
export const MAX_PHOTO_MEGAPIXELS = 25;
/** Image formats accepted for upload, judged by the file's content. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'heif', 'avif'] as const;
/** The file types a photo picker offers: the media types of {@link PHOTO_FORMATS}. */
export const PHOTO_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/avif',
];

/** Shortest password a member may choose. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** Username length. */
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 30;
/** Longest "about me" text. */
export const NOTES_MAX_LENGTH = 2000;
/** Longest message sent along with a signup from a member's profile. */
export const SIGNUP_MESSAGE_MAX_LENGTH = 500;
/** Longest remark a member leaves when deleting the account. */
export const DELETE_REMARKS_MAX_LENGTH = 1000;
/** Days a deleted account can be reactivated before its personal data is erased. */
export const REACTIVATION_DAYS = 14;
/** Password-reset e-mails a member may ask for within 24 hours. */
export const RESET_MAILS_PER_DAY = 3;
/** Browsers a member may subscribe to push at once; a newer one replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;
/** Wrong passwords within {@link LOCKOUT_MINUTES} that lock an account's login. */
export const LOCKOUT_FAILURES = 5;
/** Minutes a login stays locked after {@link LOCKOUT_FAILURES} wrong passwords (and the window they count in). */
export const LOCKOUT_MINUTES = 15;
/**
 * Hours the link of each mail works: the e-mail confirmation, the password reset and the e-mail
 * change. The reactivation link works until the account is erased ({@link REACTIVATION_DAYS}).
 */
export const LINK_LIFETIME_HOURS = {
  confirm_email: 7 * 24,
  reset_password: 2,
  change_email: 24,
} as const;

/** Values of the `signups` setting; any other value closes signup. */
export const SIGNUP_MODES = ['all', 'with_trafficsource', 'none'] as const;
