import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../enums.js';
import { hasControlCharacters } from './text.js';

// One address check for every side and every call (signup, login, reset, e-mail change, the
// member's own address in answers): one @, no spaces, a dot in the domain, a top-level domain of
// letters. Letters outside ASCII (jörg@example.de) and signs such as & are allowed before the @,
// as mail servers allow them.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,63}$/i;

/** The longest e-mail address (RFC 5321's limit for a path). */
export const EMAIL_MAX_LENGTH = 254;

/** Whether an e-mail address is well-formed (the check behind 'Invalid email'). */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}

/** What is wrong with an e-mail address as a member typed it: `required` or `invalid`. */
export function emailProblem(email: string): 'required' | 'invalid' | null {
  if (!email.trim()) return 'required';
  return isValidEmail(email) ? null : 'invalid';
}

/**
 * What is wrong with a username (spec section 5): `required`, `too_short`, `too_long`,
 * `starts_with_at`, `equals_email` (compared without case and surrounding spaces), or
 * `control_characters` (invisible or direction-changing characters that could disguise a name).
 */
export function usernameProblem(
  name: string,
  email: string,
):
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'starts_with_at'
  | 'equals_email'
  | 'control_characters'
  | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (hasControlCharacters(trimmed)) return 'control_characters';
  if (trimmed.startsWith('@')) return 'starts_with_at';
  if (trimmed.toLowerCase() === email.trim().toLowerCase()) return 'equals_email';
  if (trimmed.length < USERNAME_MIN_LENGTH) return 'too_short';
  if (trimmed.length > USERNAME_MAX_LENGTH) return 'too_long';
  return null;
}

/** What is wrong with a new password: `required`, `too_short` or `too_long`. */
export function newPasswordProblem(password: string): 'required' | 'too_short' | 'too_long' | null {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  return null;
}
