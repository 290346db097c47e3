import type { FieldProblem, FieldProblems } from '../enums.js';
import { SIGNUP_MESSAGE_MAX_LENGTH } from '../enums.js';
import { emailProblem, newPasswordProblem, usernameProblem } from './account.js';
import { dateOfBirthProblem } from './age.js';

// One rule per form, the same in the browser (before sending) and on the server (after the
// schema has checked the shape): the member sees the server's verdict before the server gives it.

/** Keeps the fields that have a problem. */
function only<Field extends string>(
  problems: Record<Field, FieldProblem | null | undefined>,
): FieldProblems<Field> {
  const found: FieldProblems<Field> = {};
  for (const [field, problem] of Object.entries(problems) as [Field, FieldProblem | null][]) {
    if (problem) found[field] = problem;
  }
  return found;
}

/** The login form: an e-mail address and a password. */
export function loginProblems(form: { email: string; password: string }) {
  return only({ email: emailProblem(form.email), password: form.password ? null : 'required' });
}

/** The forms that ask only for an e-mail address (password reset, reactivation link). */
export function emailRequestProblems(form: { email: string }) {
  return only({ email: emailProblem(form.email) });
}

/** The account step of signup (spec section 5). `gender` and `looking_for` are choices. */
export function signupProblems(
  form: {
    email: string;
    name: string;
    password: string;
    date_of_birth: string;
    gender: string | null;
    looking_for: string | null;
    signup_message?: string | undefined;
  },
  now: number,
) {
  return only({
    email: emailProblem(form.email),
    name: usernameProblem(form.name, form.email),
    password: newPasswordProblem(form.password),
    date_of_birth: dateOfBirthProblem(form.date_of_birth, now),
    gender: form.gender ? null : 'required',
    looking_for: form.looking_for ? null : 'required',
    signup_message:
      (form.signup_message?.trim().length ?? 0) > SIGNUP_MESSAGE_MAX_LENGTH ? 'too_long' : null,
  });
}

/**
 * A new password with its confirmation (the reset link's form). The server gets no
 * confirmation: the browser has checked it.
 */
export function passwordResetProblems(form: { password: string; confirmation?: string }) {
  return only({
    password: newPasswordProblem(form.password),
    confirmation:
      form.confirmation !== undefined && form.confirmation !== form.password ? 'mismatch' : null,
  });
}

/** Changing the password: the current one, the new one and (in the browser) its confirmation. */
export function passwordChangeProblems(form: {
  old_password: string;
  new_password: string;
  confirmation?: string;
}) {
  return only({
    old_password: form.old_password ? null : 'required',
    new_password: newPasswordProblem(form.new_password),
    confirmation:
      form.confirmation !== undefined && form.confirmation !== form.new_password
        ? 'mismatch'
        : null,
  });
}

/** Changing the e-mail address: the new address, not the current one, and the current password. */
export function emailChangeProblems(
  form: { email: string; password: string },
  currentEmail: string,
) {
  const unchanged = form.email.trim().toLowerCase() === currentEmail.trim().toLowerCase();
  return only({
    email: emailProblem(form.email) ?? (unchanged ? 'unchanged' : null),
    password: form.password ? null : 'required',
  });
}
