import {
  type Currency,
  DISCOUNT_CODE_PATTERN,
  type PaymentMethod,
  TIME_BONUS_MODAL_DELAY_MS,
} from '../enums/payments.js';
import type { DiscountCode } from '../payments.js';

const HOUR_MS = 3_600_000;

/** When a member's time bonus ends: the brand's `offers.time_bonus_hours` after signup. */
export function timeBonusEndsAt(signupDate: string | Date, hours: number): number {
  return new Date(signupDate).getTime() + hours * HOUR_MS;
}

/**
 * Whether a member gets the time bonus at `now`: logged in, not paid, and signed up less than the
 * brand's hours ago (with 4 hours: at 14,399 s yes, at 14,400 s no).
 */
export function timeBonusApplies(
  member: { paid_user: boolean; signup_date: string | Date } | null,
  now: number,
  hours: number,
): boolean {
  return member !== null && !member.paid_user && now < timeBonusEndsAt(member.signup_date, hours);
}

/**
 * Whether the time-bonus pop-up is due: the bonus shows, the member has 0 credits (1 is enough
 * to keep it closed), and 40 s have passed since they entered the members area.
 */
export function timeBonusModalDue(options: {
  bonusVisible: boolean;
  credits: number;
  enteredAt: number;
  now: number;
}): boolean {
  return (
    options.bonusVisible &&
    options.credits === 0 &&
    options.now - options.enteredAt >= TIME_BONUS_MODAL_DELAY_MS
  );
}

/** A countdown's hours, minutes and seconds, two digits each (`04`, `00`, `00`); 0 at the end. */
export function countdownParts(remainingMs: number): {
  hours: string;
  minutes: string;
  seconds: string;
} {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    hours: two(Math.floor(total / 3600)),
    minutes: two(Math.floor((total % 3600) / 60)),
    seconds: two(total % 60),
  };
}

/**
 * `amount` cents less `percentage`%, rounded to the cent (half up): what the server charges with
 * a discount code and what the pages show.
 */
export function discounted(amount: number, percentage: number): number {
  return Math.round((amount * (100 - percentage)) / 100);
}

/**
 * A discount code as stored and compared: without spaces around it, in capitals; null when it
 * cannot be a code (see `DISCOUNT_CODE_PATTERN`), which the server answers as `not_found`.
 */
export function normalizeDiscountCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return DISCOUNT_CODE_PATTERN.test(code) ? code : null;
}

/** Why a discount code does not apply to an order (a field problem of `discount_code`). */
export type DiscountRefusal = 'not_found' | 'expired' | 'below_minimum' | 'method_excluded';

/**
 * Why `code` does not apply to an order, or null when it does. The order's `amount` is the
 * package's price before any discount, in cents of its `currency`; without a `method` yet, the
 * methods are not checked. A code in another currency is `not_found` (it is not for this member's
 * country); its end is exclusive (at `expires` it is over). The checkout asks this before the
 * member pays, the server again when the payment is made.
 */
export function discountRefusal(
  code: Pick<DiscountCode, 'expires' | 'currency' | 'minimum_order_value' | 'paymentmethods'>,
  order: { amount: number; currency: Currency; method?: PaymentMethod | null },
  now: number,
): DiscountRefusal | null {
  if (code.currency !== null && code.currency !== order.currency) return 'not_found';
  if (code.expires !== null && now >= new Date(code.expires).getTime()) return 'expired';
  if (code.minimum_order_value !== null && order.amount < code.minimum_order_value) {
    return 'below_minimum';
  }
  if (order.method && code.paymentmethods !== null && !code.paymentmethods.includes(order.method)) {
    return 'method_excluded';
  }
  return null;
}
