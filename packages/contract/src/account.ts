import { z } from 'zod';
import {
  DELETE_REASONS,
  DELETE_REMARKS_MAX_LENGTH,
  EMAIL_DISABLED_REASONS,
  GENDERS,
  LOOKING_FOR,
  PASSWORD_MAX_LENGTH,
  SIGNUP_MESSAGE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from './enums.js';
import { problem } from './problems.js';
import {
  calendarDate,
  EMAIL_MAX_LENGTH,
  emailProblem,
  newPasswordProblem,
  usernameProblem,
} from './rules.js';
import { languageSchema } from './settings.js';

/**
 * An e-mail address as members type it: trimmed and lowercased, checked by the one rule both sides
 * share ({@link emailProblem}): `required` when empty, `invalid` when malformed.
 */
export const emailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH * 2)
  .trim()
  .toLowerCase()
  .superRefine((email, context) => {
    const found = emailProblem(email);
    if (found) context.addIssue({ code: 'custom', ...problem(found) });
  });

/** A new password: `required`, `too_short` or `too_long` by {@link newPasswordProblem}. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH * 2)
  .superRefine((password, context) => {
    const found = newPasswordProblem(password);
    if (found) context.addIssue({ code: 'custom', ...problem(found) });
  });

/** A password given to prove who one is (login, confirming a change): only `required`. */
export const currentPasswordSchema = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 2);

/** A database id: a positive 32-bit integer (larger numbers name nothing, they are `too_large`). */
export const idSchema = z.int32().positive();

/** The arrival tracking record (spec section 3), sent with a signup. */
export const trackingRecordSchema = z.object({
  network: z.string().max(100).nullable(),
  ref: z.string().max(100).nullable(),
  sub1: z.string().max(200).nullable(),
  sub2: z.string().max(200).nullable(),
  sub3: z.string().max(200).nullable(),
});
export type TrackingRecordInput = z.infer<typeof trackingRecordSchema>;

/**
 * POST /api/signup.php: step 0 of signup (the account). The server also applies
 * `signupProblems` with its clock (the age) and the brand's signup rules, then answers 201
 * `{ user }` with a session cookie and sends the confirmation mail. `profile_id` and
 * `signup_message`: a signup that started on a member's profile, with a first message to them.
 */
export const signupRequestSchema = z
  .object({
    email: emailSchema,
    // NFC, so that "José" typed on two keyboards is one name.
    name: z
      .string()
      .max(USERNAME_MAX_LENGTH * 4)
      .trim()
      .normalize('NFC'),
    password: newPasswordSchema,
    date_of_birth: z
      .string()
      .max(10)
      .refine((value) => calendarDate(value) !== null, problem('invalid')),
    gender: z.enum(GENDERS),
    looking_for: z.enum(LOOKING_FOR),
    language: languageSchema,
    // Where the visitor is, as far as the browser tells: the member's first country (their
    // location step starts there). Hints only: an unknown zone or tag is ignored.
    time_zone: z.string().max(64).optional(),
    locales: z.array(z.string().max(35)).max(10).optional(),
    signup_message: z.string().trim().max(SIGNUP_MESSAGE_MAX_LENGTH).optional(),
    profile_id: idSchema.optional(),
    tracking: trackingRecordSchema.nullable().default(null),
  })
  .superRefine((request, context) => {
    const found = usernameProblem(request.name, request.email);
    if (found) context.addIssue({ code: 'custom', path: ['name'], ...problem(found) });
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** Body of the calls that use a link's token: activation, reset, e-mail change, reactivation. */
export const tokenRequestSchema = z.object({ token: z.string().min(16).max(200) });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** POST /api/password-reset.php and POST /api/reactivation.php: mail a link to an address. */
export const emailRequestSchema = z.object({ email: emailSchema });
export type EmailRequest = z.input<typeof emailRequestSchema>;

/** PUT /api/password-reset.php: set a new password with the link's token; ends every session. */
export const passwordResetSchema = tokenRequestSchema.extend({ password: newPasswordSchema });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/**
 * POST /api/email-change.php: mail a confirmation link to a new address, confirmed with the current
 * password. The address must differ from the current one (`unchanged`); one of another account is
 * 409 `email_taken`; a wrong password is 400 `wrong_password`.
 */
export const emailChangeRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** PUT /api/password.php: change the password; a wrong old password is 400 `wrong_password`. */
export const passwordChangeSchema = z.object({
  old_password: currentPasswordSchema,
  new_password: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/user.php: delete the account (reactivation possible for 14 days). */
export const deleteAccountSchema = z
  .object({
    reason: z.enum(DELETE_REASONS),
    remarks: z.string().trim().max(DELETE_REMARKS_MAX_LENGTH).default(''),
  })
  .refine((request) => request.reason !== 'other' || request.remarks.length > 0, {
    path: ['remarks'],
    ...problem('required'),
  });
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;

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
