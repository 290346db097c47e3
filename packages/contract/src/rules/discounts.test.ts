import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  discounted,
  discountRefusal,
  normalizeDiscountCode,
  timeBonusApplies,
  timeBonusModalDue,
} from './discounts.js';

const SIGNUP = Date.UTC(2026, 10, 23, 8);

describe('time bonus rules', () => {
  it('applies to an unpaid member until 14,400 s after signup, or the brand’s own hours', () => {
    const member = { paid_user: false, signup_date: new Date(SIGNUP).toISOString() };
    expect(timeBonusApplies(member, SIGNUP + 14_399_000, 4)).toBe(true);
    expect(timeBonusApplies(member, SIGNUP + 14_400_000, 4)).toBe(false);
    expect(timeBonusApplies({ ...member, paid_user: true }, SIGNUP, 4)).toBe(false);
    expect(timeBonusApplies(null, SIGNUP, 4)).toBe(false);
    expect(timeBonusApplies(member, SIGNUP + 7_199_000, 2)).toBe(true);
    expect(timeBonusApplies(member, SIGNUP + 7_200_000, 2)).toBe(false);
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

describe('discount codes', () => {
  const code: Parameters<typeof discountRefusal>[0] = {
    expires: '2026-12-01T00:00:00.000Z',
    currency: 'EUR',
    minimum_order_value: 1999,
    paymentmethods: ['ideal', 'paypal'],
  };
  const order = { amount: 1999, currency: 'EUR', method: 'ideal' } as const;
  const before = Date.parse('2026-11-30T23:59:59.999Z');

  it('normalizes what a member types, and refuses what cannot be a code', () => {
    expect(normalizeDiscountCode('  summer-10 ')).toBe('SUMMER-10');
    expect(normalizeDiscountCode('ab')).toBeNull();
    expect(normalizeDiscountCode('-SUMMER')).toBeNull();
    expect(normalizeDiscountCode('SUMMER 10')).toBeNull();
    expect(normalizeDiscountCode('A'.repeat(41))).toBeNull();
  });

  it('applies up to the last millisecond before its end, from the minimum, with its methods', () => {
    expect(discountRefusal(code, order, before)).toBeNull();
    expect(discountRefusal(code, order, before + 1)).toBe('expired');
    expect(discountRefusal(code, { ...order, amount: 1998 }, before)).toBe('below_minimum');
    expect(discountRefusal(code, { ...order, method: 'blik' }, before)).toBe('method_excluded');
  });

  it('leaves the method alone until one is chosen, and is not found in another currency', () => {
    expect(discountRefusal(code, { amount: 1999, currency: 'EUR' }, before)).toBeNull();
    expect(discountRefusal(code, { ...order, currency: 'PLN' }, before)).toBe('not_found');
  });

  it('has no conditions where its fields are null', () => {
    const open = { expires: null, currency: null, minimum_order_value: null, paymentmethods: null };
    expect(
      discountRefusal(open, { amount: 1, currency: 'PLN', method: 'blik' }, before),
    ).toBeNull();
  });
});
