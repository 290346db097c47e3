import type { BundlesResponse, DiscountCode } from '@dating/contract';
import type { Currency, Language, PaymentMethod } from '@dating/contract/enums';
import { type DiscountRefusal, discountRefusal } from '@dating/contract/rules';

/**
 * An amount of money as a member of `language` reads it: `€ 19,99` in Dutch, `19,99 €` in
 * German, `£8.99` in English. Amounts are whole cents everywhere past the brand file.
 */
export function formatPrice(
  cents: number,
  currency: Currency | string,
  language: Language,
): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

type OfferedBundle = BundlesResponse['bundles'][number];

/**
 * How much cheaper a credit of `bundle` is than a credit of the offer's dearest package, in
 * whole percent rounded down (so the page never promises more than the member saves); 0 for
 * the dearest itself.
 */
export function bundleSavingPercent(
  bundle: OfferedBundle,
  bundles: readonly OfferedBundle[],
): number {
  const perCredit = (candidate: OfferedBundle) => candidate.price / candidate.credits;
  const dearest = Math.max(...bundles.map(perCredit));
  if (!Number.isFinite(dearest) || dearest <= 0) return 0;
  return Math.max(0, Math.floor((1 - perCredit(bundle) / dearest) * 100 + 1e-9));
}

/** The discount the pages show and a payment carries: its code, percentage and kind. */
export interface ShownDiscount {
  code: string;
  percentage: number;
  /**
   * `timeBonus` (TIMEBONUS25, while its countdown runs), `welcome` (WELCOME25), or `code`: one the
   * member entered.
   */
  kind: 'timeBonus' | 'welcome' | 'code';
}

/**
 * Which discount the pages show (spec section 3): the time bonus when there is one that shows,
 * otherwise the welcome discount; none when neither applies.
 */
export function shownDiscount(
  timeBonus: DiscountCode | null,
  welcome: DiscountCode | null,
): ShownDiscount | null {
  if (timeBonus?.isVisible) {
    return { code: timeBonus.code, percentage: timeBonus.value_percentage, kind: 'timeBonus' };
  }
  if (welcome) return { code: welcome.code, percentage: welcome.value_percentage, kind: 'welcome' };
  return null;
}

/** An order's discount, and why the member's entered code is not it. */
export interface OrderDiscount {
  discount: ShownDiscount | null;
  /**
   * Why the entered code does not apply (the contract's `discountRefusal`), or `smaller`: it
   * applies, but the shown discount takes more off. Null when it applies or none is entered.
   */
  refusal: DiscountRefusal | 'smaller' | null;
}

/**
 * The discount of an order (one package, in its currency, before any discount; with a method
 * once one is chosen): the member's entered code when it applies to the order and takes at least
 * as much off as the shown discount (the time bonus or the welcome discount, which a payment
 * carries only one of), otherwise the shown discount. A member never pays more for entering a
 * code.
 */
export function orderDiscount(
  shown: ShownDiscount | null,
  code: DiscountCode | null,
  order: { amount: number; currency: Currency; method?: PaymentMethod | null },
  now: number,
): OrderDiscount {
  if (!code) return { discount: shown, refusal: null };
  const refusal = discountRefusal(code, order, now);
  if (refusal) return { discount: shown, refusal };
  if (shown && shown.percentage > code.value_percentage) {
    return { discount: shown, refusal: 'smaller' };
  }
  return {
    discount: { code: code.code, percentage: code.value_percentage, kind: 'code' },
    refusal: null,
  };
}
