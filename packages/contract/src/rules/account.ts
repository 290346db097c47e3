import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../enums.js';

/**
 * What is wrong with a username (spec section 5): `missing`, `too_short`, `too_long`,
 * `starts_with_at` or `equals_email` (compared without case and surrounding spaces); null when fine.
 */
export function usernameProblem(
  name: string,
  email: string,
): 'missing' | 'too_short' | 'too_long' | 'starts_with_at' | 'equals_email' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'missing';
  if (trimmed.startsWith('@')) return 'starts_with_at';
  if (trimmed.toLowerCase() === email.trim().toLowerCase()) return 'equals_email';
  if (trimmed.length < USERNAME_MIN_LENGTH) return 'too_short';
  if (trimmed.length > USERNAME_MAX_LENGTH) return 'too_long';
  return null;
}

// A pragmatic address check, the same on both sides: one @, no spaces, a dot in the domain,
// a top-level domain of letters.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,63}$/i;

/** Whether an e-mail address is well-formed (the check behind 'Invalid email'). */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= 254 && EMAIL.test(trimmed);
}
