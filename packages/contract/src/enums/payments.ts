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
 * Why a member's credits changed: every change is one entry of the append-only ledger, and the
 * balance is their sum.
 */
export const LEDGER_REASONS = [
  'purchase',
  'spend',
  'refund',
  'chargeback',
  'bonus',
  'signup_credits',
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
