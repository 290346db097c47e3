import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../enums/languages.js';
import {
  PAYMENT_METHODS,
  PAYMENT_STATES,
  type PaymentState,
  RETIRED_PAYMENT_METHODS,
} from '../enums/payments.js';
import {
  paymentCountry,
  paymentCurrency,
  paymentIsPaid,
  paymentMayMove,
  paymentMethodsOf,
} from './payments.js';

/** The state a pending payment ends in after these events, each applied when the rule allows. */
const finalState = (events: PaymentState[]) =>
  events.reduce<PaymentState>(
    (state, next) => (paymentMayMove(state, next) ? next : state),
    'pending',
  );

describe('payment states', () => {
  it('moves open → pending → paid | failed | canceled | expired, then paid → refunded', () => {
    expect(paymentMayMove('open', 'pending')).toBe(true);
    for (const end of ['paid', 'failed', 'canceled', 'expired'] as const) {
      expect(paymentMayMove('pending', end)).toBe(true);
      expect(paymentMayMove('open', end)).toBe(true);
    }
    expect(paymentMayMove('paid', 'refunded')).toBe(true);
  });

  it('never leaves paid but by a refund, never goes back, refunds only what was paid', () => {
    for (const to of PAYMENT_STATES) {
      expect(paymentMayMove('paid', to)).toBe(to === 'refunded');
      expect(paymentMayMove('refunded', to)).toBe(false);
    }
    expect(paymentMayMove('pending', 'open')).toBe(false);
    expect(paymentMayMove('pending', 'refunded')).toBe(false);
    expect(paymentMayMove('failed', 'refunded')).toBe(false);
  });

  it('ends paid whatever order paid and failed arrive in, and however often', () => {
    expect(finalState(['paid', 'failed'])).toBe('paid');
    expect(finalState(['failed', 'paid'])).toBe('paid');
    expect(finalState(['paid', 'paid', 'failed', 'paid'])).toBe('paid');
    expect(finalState(['expired', 'paid', 'refunded', 'paid'])).toBe('refunded');
    expect(finalState(['failed', 'canceled'])).toBe('failed');
    expect(paymentIsPaid(finalState(['paid', 'refunded']))).toBe(true);
    expect(paymentIsPaid(finalState(['canceled']))).toBe(false);
  });
});

describe('where a member pays', () => {
  it('pays in their own country when the brand sells there, else in the brand’s first', () => {
    expect(paymentCountry('BE', ['NL', 'BE'])).toBe('BE');
    expect(paymentCountry('PL', ['NL', 'BE'])).toBe('NL');
    expect(paymentCountry(null, ['DE', 'AT', 'CH'])).toBe('DE');
  });

  it('offers each country its own methods first, in its currency', () => {
    expect(paymentMethodsOf('NL')[0]).toBe('ideal');
    expect(paymentMethodsOf('BE')[0]).toBe('bancontact');
    expect(paymentMethodsOf('PL').slice(0, 2)).toEqual(['blik', 'prezelewy24']);
    expect(paymentMethodsOf('AT')[0]).toBe('eps');
    expect(paymentMethodsOf('FR')[0]).toBe('cartebancaire');
    expect(paymentCurrency('PL')).toBe('PLN');
    expect(paymentCurrency('CH')).toBe('CHF');
    expect(paymentCurrency('AT')).toBe('EUR');
  });

  it('offers every current one of the 18 methods somewhere, and only methods of the list', () => {
    const offered = new Set(COUNTRY_CODES.flatMap((country) => paymentMethodsOf(country)));
    expect([...offered, ...RETIRED_PAYMENT_METHODS].sort()).toEqual([...PAYMENT_METHODS].sort());
    for (const retired of RETIRED_PAYMENT_METHODS) expect(offered.has(retired)).toBe(false);
  });

  it('offers German members what they use most first, and no closed scheme', () => {
    expect(paymentMethodsOf('DE')).toEqual([
      'paypal',
      'sdd',
      'creditcard',
      'applepay',
      'sct',
      'paysafecard',
    ]);
    expect(paymentMethodsOf('AT').slice(0, 2)).toEqual(['eps', 'paypal']);
  });
});
