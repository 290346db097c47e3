import type { Country } from '../enums/languages.js';
import {
  COUNTRY_CURRENCIES,
  COUNTRY_PAYMENT_METHODS,
  type Currency,
  type GenericPaymentMethod,
  PAYMENT_METHOD_BRAND_NAMES,
  type PaymentMethod,
  type PaymentState,
} from '../enums/payments.js';

/**
 * Where a payment may go from each state (issue 10): `open → pending → paid | failed | canceled |
 * expired`, then `paid → refunded`. An open payment may also end at once (a provider that answers
 * without a pending step). A provider's late `paid` after `failed`, `canceled` or `expired` still
 * counts: money taken is always credited. Nothing leaves `paid` but a refund, and `refunded` is
 * final.
 */
const PAYMENT_MOVES: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  open: ['pending', 'paid', 'failed', 'canceled', 'expired'],
  pending: ['paid', 'failed', 'canceled', 'expired'],
  paid: ['refunded'],
  failed: ['paid'],
  canceled: ['paid'],
  expired: ['paid'],
  refunded: [],
};

/**
 * Whether a payment in state `from` may move to `to`. An event that would move it anywhere else
 * (a `failed` after `paid`, a second `paid`, a step back) changes nothing, so that `paid` and
 * `failed` arriving in either order, or twice, end in the same state: `paid`.
 */
export function paymentMayMove(from: PaymentState, to: PaymentState): boolean {
  return PAYMENT_MOVES[from].includes(to);
}

/** Whether the payment's money has arrived (and is, or was, credited). */
export function paymentIsPaid(state: PaymentState): boolean {
  return state === 'paid' || state === 'refunded';
}

/**
 * Where a member pays (the spec's "payment country"): their own country when the brand sells
 * there, else the brand's first country. It decides the currency and the methods offered.
 */
export function paymentCountry(
  memberCountry: string | null | undefined,
  brandCountries: readonly Country[],
): Country {
  const own = brandCountries.find((country) => country === memberCountry);
  return own ?? (brandCountries[0] as Country);
}

/** The currency a member of `country` pays in. */
export function paymentCurrency(country: Country): Currency {
  return COUNTRY_CURRENCIES[country];
}

/** The currencies a brand's members pay in: those of its countries, each once, in their order. */
export function brandCurrencies(countries: readonly Country[]): Currency[] {
  return [...new Set(countries.map(paymentCurrency))];
}

/** The payment methods offered in `country`, in the order the bundle page lists them. */
export function paymentMethodsOf(country: Country): readonly PaymentMethod[] {
  return COUNTRY_PAYMENT_METHODS[country];
}

/** Whether a method's name is a generic one (translated) rather than a brand's. */
export function isGenericPaymentMethod(method: PaymentMethod): method is GenericPaymentMethod {
  return !(method in PAYMENT_METHOD_BRAND_NAMES);
}

/** The methods that pay with a card, which the provider keeps for the next order. */
const CARD_METHODS: readonly PaymentMethod[] = [
  'creditcard',
  'visa',
  'mastercard',
  'maestro',
  'cartebancaire',
];

/**
 * Whether a method is a card: a failed card payment (a stored card declined, say) is offered
 * again as it was, or PayPal instead (spec section 8), besides any other method.
 */
export function isCardMethod(method: PaymentMethod): boolean {
  return CARD_METHODS.includes(method);
}
