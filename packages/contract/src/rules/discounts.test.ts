import { describe, expect, it } from 'vitest';
import { countdownParts, discounted, timeBonusApplies, timeBonusModalDue } from './discounts.js';

const SIGNUP = Date.UTC(2026, 10, 23, 8);

describe('time bonus rules', () => {
  it('applies to an unpaid member until 14,400 s after signup', () => {
    const member = { paid_user: false, signup_date: new Date(SIGNUP).toISOString() };
    expect(timeBonusApplies(member, SIGNUP + 14_399_000)).toBe(true);
    expect(timeBonusApplies(member, SIGNUP + 14_400_000)).toBe(false);
    expect(timeBonusApplies({ ...member, paid_user: true }, SIGNUP)).toBe(false);
    expect(timeBonusApplies(null, SIGNUP)).toBe(false);
  });

  it('opens the pop-up from 40 s after entering, with 0 credits and the bonus showing', () => {
    const base = { bonusVisible: true, credits: 0, enteredAt: SIGNUP };
    expect(timeBonusModalDue({ ...base, now: SIGNUP + 39_999 })).toBe(false);
    expect(timeBonusModalDue({ ...base, now: SIGNUP + 40_000 })).toBe(true);
    expect(timeBonusModalDue({ ...base, credits: 1, now: SIGNUP + 40_000 })).toBe(false);
    expect(timeBonusModalDue({ ...base, bonusVisible: false, now: SIGNUP + 40_000 })).toBe(false);
  });

  it('counts down in two-digit hours, minutes and seconds, rounding a started second up', () => {
    expect(countdownParts(14_400_000)).toEqual({ hours: '04', minutes: '00', seconds: '00' });
    expect(countdownParts(3_599_001)).toEqual({ hours: '01', minutes: '00', seconds: '00' });
    expect(countdownParts(61_000)).toEqual({ hours: '00', minutes: '01', seconds: '01' });
    expect(countdownParts(-5)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
  });
});

describe('discounted', () => {
  it('takes the percentage off, rounded to the cent half up', () => {
    expect(discounted(1999, 25)).toBe(1499);
    expect(discounted(999, 25)).toBe(749);
    expect(discounted(4299, 25)).toBe(3224);
    expect(discounted(1000, 100)).toBe(0);
  });
});
