import { describe, expect, it } from 'vitest';
import { ageOn, birthDateRange, dateOfBirthProblem, latestBirthDateForAge } from './age.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('ages', () => {
  it('counts a birthday from its day; 29 February births turn older on 1 March', () => {
    expect(ageOn('2000-02-29', Date.UTC(2001, 1, 28))).toBe(0);
    expect(ageOn('2000-02-29', Date.UTC(2001, 2, 1))).toBe(1);
    expect(ageOn('2001-03-01', Date.UTC(2028, 1, 29))).toBe(26);
  });

  it('finds a member born on 1 March in a search up to their age on 29 February (regression)', () => {
    const now = Date.UTC(2028, 1, 29, 12);
    const range = birthDateRange(18, 26, now);
    const dateOfBirth = '2001-03-01';
    expect(ageOn(dateOfBirth, now)).toBe(26);
    expect(dateOfBirth > range.after && dateOfBirth <= range.onOrBefore).toBe(true);
  });

  it('draws the same line as ageOn on every day of four years, leap days included', () => {
    const start = Date.UTC(2027, 0, 1, 12);
    for (let time = start; time < start + 4 * 366 * DAY_MS; time += DAY_MS) {
      for (const years of [18, 26, 27, 99]) {
        const cutoff = latestBirthDateForAge(years, time);
        const dayAfter = isoDay(Date.parse(`${cutoff}T12:00:00Z`) + DAY_MS);
        expect(ageOn(cutoff, time), `${isoDay(time)} ${years}`).toBeGreaterThanOrEqual(years);
        expect(ageOn(dayAfter, time), `${isoDay(time)} ${years}`).toBeLessThan(years);
      }
    }
  });

  it('names what is wrong with a date of birth', () => {
    const now = Date.UTC(2026, 5, 15);
    expect(dateOfBirthProblem('', now)).toBe('required');
    expect(dateOfBirthProblem('2001-02-30', now)).toBe('invalid');
    expect(dateOfBirthProblem('2010-01-01', now)).toBe('too_young');
    expect(dateOfBirthProblem('1990-01-01', now)).toBeNull();
  });
});
