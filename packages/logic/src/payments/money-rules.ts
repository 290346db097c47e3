import type { BundlesResponse, DiscountCode } from '@dating/contract';
import type { Currency, Language } from '@dating/contract/enums';

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
  /** `timeBonus` (TIMEBONUS25, while its countdown runs) or `welcome` (WELCOME25). */
  kind: 'timeBonus' | 'welcome';
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
