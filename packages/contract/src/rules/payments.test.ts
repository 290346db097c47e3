import { describe, expect, it } from 'vitest';
import { PAYMENT_STATES, type PaymentState } from '../enums/payments.js';
import { paymentIsPaid, paymentMayMove } from './payments.js';

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
