import { describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_LIMIT_CENTS, DIRECT_DEBIT_LIMIT_DAYS } from '../enums.js';
import {
  directDebitProblems,
  directDebitRefusal,
  ibanProblem,
  normalizeIban,
  normalizePhone,
} from './direct-debit.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24);

describe('the direct debit form', () => {
  it('reads an IBAN as typed, and checks its country format, check digits and the SEPA area', () => {
    expect(normalizeIban(' nl91 abna-0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(ibanProblem('NL91 ABNA 0417 1643 00')).toBeNull();
    expect(ibanProblem('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(ibanProblem('NL91 ABNA 0417 1643 01')).toBe('invalid');
    expect(ibanProblem('NL91 ABNA 0417 1643')).toBe('invalid');
    expect(ibanProblem('BR18 0036 0305 0000 1000 9795 493C 1')).toBe('not_offered');
    expect(ibanProblem('  ')).toBe('required');
  });

  it('takes a mobile number with its country code, written any common way', () => {
    expect(normalizePhone('+31 6 1234 5678')).toBe('+31612345678');
    expect(normalizePhone('0031 (6) 12-34-56-78')).toBe('+31612345678');
    expect(normalizePhone('06 12345678')).toBeNull();
    expect(normalizePhone('+31 6 12')).toBeNull();
    expect(normalizePhone('+0 612345678')).toBeNull();
  });

  it('names the problem of each field', () => {
    expect(
      directDebitProblems({
        account_holder: ' ',
        iban: 'NL91ABNA0417164300',
        street: 'S'.repeat(71),
        house_number: '12345678901',
        zip: '1016 GV',
        city: 'Amsterdam\u200B',
        phone: '0612345678',
      }),
    ).toEqual({
      account_holder: 'required',
      street: 'too_long',
      house_number: 'too_long',
      city: 'control_characters',
      phone: 'invalid',
    });
  });
});

describe('directDebitRefusal', () => {
  const debit = (
    amount: number,
    state: 'pending' | 'paid' | 'failed' | 'canceled',
    daysAgo = 1,
  ) => ({
    amount,
    state,
    createdAt: NOW - daysAgo * DAY,
  });

  it('closes direct debit to a member once a debit of theirs came back', () => {
    expect(directDebitRefusal([debit(999, 'paid'), debit(999, 'failed', 300)], 999, NOW)).toBe(
      'direct_debit_blocked',
    );
  });

  it('counts what is owed or collected within the window, up to the limit exactly', () => {
    const owed = [debit(5000, 'pending'), debit(5000, 'paid'), debit(9999, 'canceled')];
    expect(directDebitRefusal(owed, DIRECT_DEBIT_LIMIT_CENTS - 10_000, NOW)).toBeNull();
    expect(directDebitRefusal(owed, DIRECT_DEBIT_LIMIT_CENTS - 9_999, NOW)).toBe(
      'direct_debit_limit_reached',
    );
    const old = [debit(DIRECT_DEBIT_LIMIT_CENTS, 'paid', DIRECT_DEBIT_LIMIT_DAYS)];
    expect(directDebitRefusal(old, DIRECT_DEBIT_LIMIT_CENTS, NOW)).toBeNull();
    expect(directDebitRefusal([], DIRECT_DEBIT_LIMIT_CENTS + 1, NOW)).toBe(
      'direct_debit_limit_reached',
    );
  });
});
