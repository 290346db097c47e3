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

/**
 * Whole years between a date of birth (YYYY-MM-DD) and a moment, in UTC. A birthday counts from
 * its day; someone born on 29 February turns a year older on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, now: number): number {
  const born = calendarDate(dateOfBirth);
  if (!born) return Number.NaN;
  const today = new Date(now);
  const month = today.getUTCMonth() + 1;
  const beforeBirthday =
    month < born.month || (month === born.month && today.getUTCDate() < born.day);
  return today.getUTCFullYear() - born.year - (beforeBirthday ? 1 : 0);
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The latest date of birth (YYYY-MM-DD) that is `years` old or older at a moment, by the same
 * rule as {@link ageOn}: `ageOn(dateOfBirth, now) >= years` exactly when `dateOfBirth` is on or
 * before this day. On 29 February the day is 28 February of a year without one.
 */
export function latestBirthDateForAge(years: number, now: number): string {
  const today = new Date(now);
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth() + 1;
  const lastDayOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDayOfMonth);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The dates of birth of the ages `minAge` to `maxAge` (both included) at a moment: a date of birth
 * is in the range when it is after `after` and on or before `onOrBefore`.
 */
export function birthDateRange(
  minAge: number,
  maxAge: number,
  now: number,
): { after: string; onOrBefore: string } {
  return {
    after: latestBirthDateForAge(maxAge + 1, now),
    onOrBefore: latestBirthDateForAge(minAge, now),
  };
}

/**
 * What is wrong with a date of birth: `required` (empty), `invalid` (not a real day, in the future
 * or implausibly long ago) or `too_young` (under {@link MINIMUM_AGE}); null when it is fine.
 */
export function dateOfBirthProblem(
  dateOfBirth: string,
  now: number,
): 'required' | 'invalid' | 'too_young' | null {
  if (!dateOfBirth.trim()) return 'required';
  const age = ageOn(dateOfBirth, now);
  if (Number.isNaN(age) || age < 0 || age > OLDEST_PLAUSIBLE_AGE) return 'invalid';
  return age < MINIMUM_AGE ? 'too_young' : null;
}
