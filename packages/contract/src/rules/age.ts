import { MINIMUM_AGE } from '../enums.js';

/** The oldest age a date of birth may give; anything older is a typing mistake. */
export const OLDEST_PLAUSIBLE_AGE = 120;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of an ISO date (YYYY-MM-DD) that names a real calendar day, or null. */
export function calendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Whole years between a date of birth (YYYY-MM-DD) and a moment, in UTC. */
export function ageOn(dateOfBirth: string, now: number): number {
  const born = calendarDate(dateOfBirth);
  if (!born) return Number.NaN;
  const today = new Date(now);
  const month = today.getUTCMonth() + 1;
  const beforeBirthday =
    month < born.month || (month === born.month && today.getUTCDate() < born.day);
  return today.getUTCFullYear() - born.year - (beforeBirthday ? 1 : 0);
}

/**
 * What is wrong with a date of birth: `missing` (empty), `invalid` (not a real day, in the future
 * or implausibly long ago) or `too_young` (under {@link MINIMUM_AGE}); null when it is fine.
 */
export function dateOfBirthProblem(
  dateOfBirth: string,
  now: number,
): 'missing' | 'invalid' | 'too_young' | null {
  if (!dateOfBirth.trim()) return 'missing';
  const age = ageOn(dateOfBirth, now);
  if (Number.isNaN(age) || age < 0 || age > OLDEST_PLAUSIBLE_AGE) return 'invalid';
  return age < MINIMUM_AGE ? 'too_young' : null;
}
