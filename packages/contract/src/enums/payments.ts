import type { Country } from './languages.js';

// The payment methods of the credit bundles.
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment providers a brand may take payments with (`payment_provider` in brand.json): the
 * sandbox (test payments, no money moves; the default) or Mollie (real money, with the brand's
 * API key from the environment).
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'mollie'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Why a member's credits changed: every change is one entry of the append-only ledger, and the
 * balance is their sum. `grant`: credits the brand's support team gave, with the operator and
 * the reason kept in the entry.
 */
export const LEDGER_REASONS = [
  'purchase',
  'spend',
  'refund',
  'chargeback',
  'bonus',
  'signup_credits',
  'grant',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * The states of a payment: created `open`, `pending` at the provider, then `paid`, `failed`,
 * `canceled` or `expired`; a paid payment may later be `refunded` (see `paymentMayMove`).
 */
export const PAYMENT_STATES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The currencies the brands' countries pay in; every one has two decimals (cents). */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NZD', 'PLN', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency of each country a brand may sell in. */
export const COUNTRY_CURRENCIES = {
  US: 'USD',
  NL: 'EUR',
  BE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IE: 'EUR',
  GB: 'GBP',
  CA: 'CAD',
  PL: 'PLN',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
} as const satisfies Record<Country, Currency>;

/**
 * Methods of the list that are no longer offered anywhere: their schemes closed (giropay at the end
 * of 2024; Sofort, folded into Klarna, which Mollie retired in 2024). They stay in the list for the
 * payments and repeat orders made with them before.
 */
export const RETIRED_PAYMENT_METHODS = [
  'giropay',
  'sofort',
] as const satisfies readonly PaymentMethod[];

/**
 * The payment methods offered in each country, the ones its members use most first (the order the
 * bundle page lists them): the country's own scheme where it leads online payments (iDEAL in NL,
 * Bancontact in BE, Carte Bancaire in FR, Nexi in IT, EPS in AT, BLIK and Przelewy24 in PL), else
 * the wallet or cards most used there (PayPal in DE, cards in ES, IE, GB, North America and
 * Oceania); then cards, wallets, SEPA direct debit (`sdd`) and bank transfer (`sct`), which only
 * credits once the money arrives, where the euro is paid; paysafecard last. `creditcard` is a
 * card of any brand entered at the provider; `visa`, `mastercard` and `maestro` are the card
 * brands offered by name where members look for them. None of {@link RETIRED_PAYMENT_METHODS}.
 */
export const COUNTRY_PAYMENT_METHODS = {
  NL: ['ideal', 'paypal', 'creditcard', 'applepay', 'sdd', 'sct', 'paysafecard'],
  BE: ['bancontact', 'paypal', 'creditcard', 'applepay', 'maestro', 'sdd', 'sct', 'paysafecard'],
  FR: ['cartebancaire', 'paypal', 'applepay', 'creditcard', 'sdd', 'sct', 'paysafecard'],
  IT: ['nexi', 'paypal', 'creditcard', 'applepay', 'sdd', 'sct', 'paysafecard'],
  ES: ['visa', 'mastercard', 'paypal', 'applepay', 'sdd', 'sct', 'paysafecard'],
  DE: ['paypal', 'sdd', 'creditcard', 'applepay', 'sct', 'paysafecard'],
  AT: ['eps', 'paypal', 'creditcard', 'applepay', 'sdd', 'sct', 'paysafecard'],
  IE: ['visa', 'mastercard', 'applepay', 'paypal', 'sdd', 'sct'],
  PL: ['blik', 'prezelewy24', 'creditcard', 'paypal', 'applepay', 'paysafecard'],
  CH: ['creditcard', 'paypal', 'applepay', 'paysafecard'],
  GB: ['visa', 'mastercard', 'paypal', 'applepay', 'maestro', 'paysafecard'],
  US: ['visa', 'mastercard', 'paypal', 'applepay'],
  CA: ['visa', 'mastercard', 'paypal', 'applepay'],
  AU: ['visa', 'mastercard', 'paypal', 'applepay'],
  NZ: ['visa', 'mastercard', 'paypal', 'applepay'],
} as const satisfies Record<Country, readonly PaymentMethod[]>;

/** The premium packages' tiers, cheapest first (spec: p0 to p3). */
export const BUNDLE_TIERS = ['p0', 'p1', 'p2', 'p3'] as const;
export type BundleTier = (typeof BUNDLE_TIERS)[number];

/**
 * The packages of a brand that lists none: credits and prices (in cents, per currency) of each
 * tier, p1 flagged popular. A brand file may replace them (`bundles` in brand.json).
 */
export const DEFAULT_BUNDLES = [
  {
    id: 'p0',
    credits: 50,
    popular: false,
    prices: { EUR: 999, USD: 1099, GBP: 899, CAD: 1499, AUD: 1699, NZD: 1799, PLN: 4299, CHF: 999 },
  },
  {
    id: 'p1',
    credits: 120,
    popular: true,
    prices: {
      EUR: 1999,
      USD: 2199,
      GBP: 1799,
      CAD: 2999,
      AUD: 3399,
      NZD: 3599,
      PLN: 8599,
      CHF: 1999,
    },
  },
  {
    id: 'p2',
    credits: 300,
    popular: false,
    prices: {
      EUR: 4499,
      USD: 4999,
      GBP: 3999,
      CAD: 6699,
      AUD: 7599,
      NZD: 7999,
      PLN: 18999,
      CHF: 4499,
    },
  },
  {
    id: 'p3',
    credits: 700,
    popular: false,
    prices: {
      EUR: 8999,
      USD: 9999,
      GBP: 7999,
      CAD: 13499,
      AUD: 14999,
      NZD: 15999,
      PLN: 37999,
      CHF: 8999,
    },
  },
] as const satisfies readonly {
  id: BundleTier;
  credits: number;
  popular: boolean;
  prices: Record<Currency, number>;
}[];

/** The time bonus's code: 25% off for a new member who has not paid yet (spec sections 3 and 5). */
export const TIME_BONUS_CODE = 'TIMEBONUS25';
/** The welcome discount's code: 25% off the first purchase, once. */
export const WELCOME_DISCOUNT_CODE = 'WELCOME25';
/**
 * The percentage off of the time bonus and of the welcome discount where the brand file's
 * `offers` does not set its own (spec sections 3 and 5).
 */
export const NEW_MEMBER_DISCOUNT_PERCENTAGE = 25;
/** The most a brand's offer takes off (a brand sets 1 to 90). */
export const OFFER_PERCENTAGE_MAX = 90;
/**
 * How often a discount code may be used: once in all (`once`), once by each member
 * (`once-per-user`, as the time bonus), or any number of times (`unlimited`). A use is a paid
 * payment that carried the code.
 */
export const DISCOUNT_VALIDITIES = ['once', 'once-per-user', 'unlimited'] as const;
export type DiscountValidity = (typeof DISCOUNT_VALIDITIES)[number];
/** Whether a code can be used: an operator deactivates a code (payments still name it). */
export const DISCOUNT_STATUSES = ['active', 'inactive'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
/** The fewest characters of a discount code. */
export const DISCOUNT_CODE_MIN_LENGTH = 3;
/** The most characters of a discount code. */
export const DISCOUNT_CODE_MAX_LENGTH = 40;
/**
 * A discount code as stored and compared: 3 to 40 capital letters, digits or dashes, starting
 * with a letter or digit. Members may type it in small letters and with spaces around it.
 */
export const DISCOUNT_CODE_PATTERN = new RegExp(
  `^[A-Z0-9][A-Z0-9-]{${DISCOUNT_CODE_MIN_LENGTH - 1},${DISCOUNT_CODE_MAX_LENGTH - 1}}$`,
);
/** The codes the server gives by itself; an operator cannot make codes with these names. */
export const RESERVED_DISCOUNT_CODES: readonly string[] = [TIME_BONUS_CODE, WELCOME_DISCOUNT_CODE];
/** How many days the deletion offer's code (the company's `delete_discount`) lasts. */
export const DELETION_OFFER_DAYS = 7;
/**
 * How many hours after signup the time bonus lasts where the brand file's `offers` does not set
 * its own: 4 (14,400 s, spec section 3).
 */
export const TIME_BONUS_HOURS = 4;
/** The longest time bonus a brand may set: three days. */
export const TIME_BONUS_HOURS_MAX = 72;
/** When the time-bonus pop-up opens after the member enters the members area. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
/** How often the sites load the time bonus again (the spec's "periodically"). */
export const TIME_BONUS_RELOAD_MS = 5 * 60_000;

/**
 * The most a member may owe by direct debit within {@link DIRECT_DEBIT_LIMIT_DAYS} days, in cents
 * of the euro (the only currency direct debit is offered in): debits open, pending or collected in
 * that time, with the new one, stay within it. A debit is collected days after the credits are
 * given, so the limit caps what a returned debit can cost the operator.
 */
export const DIRECT_DEBIT_LIMIT_CENTS = 15_000;
/** The days over which {@link DIRECT_DEBIT_LIMIT_CENTS} counts the member's direct debits. */
export const DIRECT_DEBIT_LIMIT_DAYS = 30;
/** The digits of the one-time code a direct debit is confirmed with, sent by SMS. */
export const DIRECT_DEBIT_CODE_DIGITS = 6;
/** How long a direct debit's code may be entered: 10 minutes. */
export const DIRECT_DEBIT_CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong entries of one code before it stops working (a new code must be requested). */
export const DIRECT_DEBIT_CODE_ATTEMPTS = 5;
/** Codes a member may request per hour (each one is a text message the operator pays for). */
export const DIRECT_DEBIT_CODES_PER_HOUR = 5;
/** The longest account holder's name, street and city of the direct debit form (SEPA's 70). */
export const DIRECT_DEBIT_TEXT_MAX_LENGTH = 70;
/** The longest house number and postcode of the direct debit form. */
export const DIRECT_DEBIT_SHORT_MAX_LENGTH = 10;
/** A direct debit mandate's id: `ddm_` and 24 letters or digits. */
export const DIRECT_DEBIT_MANDATE_ID_PATTERN = /^ddm_[A-Za-z0-9]{24}$/;

/** A payment's id: `pay_` and 24 letters or digits. */
export const PAYMENT_ID_PATTERN = /^pay_[A-Za-z0-9]{24}$/;

/** The methods whose name is a generic one, translated in each language. */
export type GenericPaymentMethod = 'sdd' | 'sct' | 'creditcard';

/**
 * The names of the methods that are brands, the same in every language (their owners' spelling);
 * the pages and the receipt mail translate only the {@link GenericPaymentMethod}s.
 */
export const PAYMENT_METHOD_BRAND_NAMES: Record<
  Exclude<PaymentMethod, GenericPaymentMethod>,
  string
> = {
  prezelewy24: 'Przelewy24',
  blik: 'BLIK',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'Sofort',
  eps: 'EPS',
};
