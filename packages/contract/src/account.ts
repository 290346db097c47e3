import { z } from 'zod';
import {
  DELETE_REASONS,
  DELETE_REMARKS_MAX_LENGTH,
  EMAIL_DISABLED_REASONS,
  GENDERS,
  LOOKING_FOR,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_MESSAGE_MAX_LENGTH,
} from './enums.js';
import { calendarDate, isValidEmail, usernameProblem } from './rules.js';
import { languageSchema } from './settings.js';

/** An e-mail address as members type it: trimmed, lowercased, checked like the browser checks it. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isValidEmail, { message: 'Invalid email' });

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);

/** The arrival tracking record (spec section 3), sent with a signup. */
export const trackingRecordSchema = z.object({
  network: z.string().max(100).nullable(),
  ref: z.string().max(100).nullable(),
  sub1: z.string().max(200).nullable(),
  sub2: z.string().max(200).nullable(),
  sub3: z.string().max(200).nullable(),
});
export type TrackingRecordInput = z.infer<typeof trackingRecordSchema>;

const USERNAME_MESSAGES = {
  missing: 'Enter a username',
  too_short: 'The username is too short',
  too_long: 'The username is too long',
  starts_with_at: 'The username may not start with @',
  equals_email: 'The username may not be your e-mail address',
} as const;

/**
 * POST /api/signup.php: step 0 of signup (the account). The server also checks the age against its
 * clock and the brand's signup rules, then answers 201 `{ user }` with a session cookie and sends
 * the confirmation mail. `profile_id` and `signup_message`: a signup that started on a member's
 * profile, with a first message to that member.
 */
export const signupRequestSchema = z
  .object({
    email: emailSchema,
    name: z.string().trim(),
    password: passwordSchema,
    date_of_birth: z.string().refine((value) => calendarDate(value) !== null, {
      message: 'Invalid date of birth.',
    }),
    gender: z.enum(GENDERS),
    looking_for: z.enum(LOOKING_FOR),
    language: languageSchema,
    signup_message: z.string().trim().max(SIGNUP_MESSAGE_MAX_LENGTH).optional(),
    profile_id: z.number().int().positive().optional(),
    tracking: trackingRecordSchema.nullable().default(null),
  })
  .superRefine((request, context) => {
    const problem = usernameProblem(request.name, request.email);
    if (problem)
      context.addIssue({ code: 'custom', path: ['name'], message: USERNAME_MESSAGES[problem] });
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** Body of the calls that use a link's token: activation, reset, e-mail change, reactivation. */
export const tokenRequestSchema = z.object({ token: z.string().min(16).max(200) });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** POST /api/password-reset.php: mail a reset link. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** PUT /api/password-reset.php: set a new password with the link's token; ends every other session. */
export const passwordResetSchema = tokenRequestSchema.extend({ password: passwordSchema });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/**
 * POST /api/email-change.php: mail a confirmation link to a new address. A malformed address is
 * 400 `email_invalid` ('New email adress is invalid.'), one of another account 409 `email_taken`.
 */
export const emailChangeRequestSchema = z.object({ email: z.string().max(254) });

/** PUT /api/password.php: change the password; a wrong old password is 400 `wrong_password`. */
export const passwordChangeSchema = z.object({
  old_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/user.php: delete the account (reactivation possible for 14 days). */
export const deleteAccountSchema = z
  .object({
    reason: z.enum(DELETE_REASONS),
    remarks: z.string().trim().max(DELETE_REMARKS_MAX_LENGTH).default(''),
  })
  .refine((request) => request.reason !== 'other' || request.remarks.length > 0, {
    message: 'Tell us the reason',
    path: ['remarks'],
  });
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;

/** POST /api/reactivation.php: mail a reactivation link for an account pending deletion. */
export const reactivationRequestSchema = z.object({ email: emailSchema });

/** The answer of calls that only confirm: `{ ok: true }`. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** Most events one mail-events call may carry. */
export const MAIL_EVENTS_MAX = 1000;

/**
 * POST /api/mail-events.php, the mail provider's webhook (server to server, on the brand's host,
 * with `Authorization: Bearer <MAIL_WEBHOOK_SECRET>`): addresses that bounced, complained about
 * spam or unsubscribed. Each turns e-mail off for the brand's member with that address, with the
 * reason /notifications shows; for one address the last event counts. Answers how many members
 * were changed and how many addresses belong to no member of the brand.
 */
export const mailEventsSchema = z.object({
  events: z
    .array(z.object({ email: emailSchema, type: z.enum(EMAIL_DISABLED_REASONS) }))
    .min(1)
    .max(MAIL_EVENTS_MAX),
});
export type MailEvents = z.infer<typeof mailEventsSchema>;

export const mailEventsResponseSchema = z.object({
  disabled: z.number().int().nonnegative(),
  unknown: z.number().int().nonnegative(),
});
export type MailEventsResponse = z.infer<typeof mailEventsResponseSchema>;
