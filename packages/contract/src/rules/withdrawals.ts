import type { WithdrawalOutcome } from '../enums/legal.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant after the withdrawal period of a purchase made at `purchasedAt`: the period
 * runs `refundDays` whole days (the brand's `refund_days`, at least the law's 14) from the day
 * after the purchase, and ends at midnight UTC after its last day (EU Directive 2011/83, Art. 9;
 * Regulation 1182/71 counts whole days). A purchase on 1 March at 10:00 may be withdrawn until
 * 15 March 23:59:59 UTC.
 */
export function withdrawalEnds(purchasedAt: string | number, refundDays: number): number {
  const at = new Date(purchasedAt);
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + refundDays + 1);
}

/** Whether a purchase made at `purchasedAt` may still be withdrawn from at `now`. */
export function withdrawalOpen(purchasedAt: string | number, refundDays: number, now: number) {
  return now < withdrawalEnds(purchasedAt, refundDays);
}

/**
 * What a withdrawal from a paid purchase does now. Every purchase is made with the member's
 * consent to immediate delivery (the checkout asks for it), so the right ends once credits of it
 * are used (Directive 2011/83, Art. 16(m)). Credits spent are counted against the member's other
 * credits first: a purchase is untouched, and refunded in full, as long as the balance still holds
 * all of its credits; otherwise the request is `declined`.
 */
export function withdrawalOutcome(purchase: {
  credits: number;
  balance: number;
}): WithdrawalOutcome {
  return purchase.balance >= purchase.credits ? 'refund' : 'declined';
}

/** The withdrawal period's last day, for display (`withdrawalEnds` less a moment). */
export function withdrawalLastDay(purchasedAt: string | number, refundDays: number): Date {
  return new Date(withdrawalEnds(purchasedAt, refundDays) - DAY_MS);
}
