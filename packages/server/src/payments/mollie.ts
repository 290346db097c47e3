import {
  type Brand,
  type Currency,
  type Language,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentState,
} from '@dating/contract';
import {
  createMollieClient,
  Locale,
  MandateMethod,
  PaymentMethod as MollieMethod,
  type Payment as MolliePayment,
  PaymentStatus,
  SequenceType,
} from '@mollie/api-client';
import type { Selectable } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import type { DirectDebitCollector } from './direct-debit.js';
import type { PaymentProvider } from './payments.js';
import type { Refunder } from './withdrawals.js';

type PaymentRow = Selectable<Database['payments']>;

/**
 * Mollie's method for each of ours, so that the member lands on the method they chose. Card brands
 * are all Mollie's `creditcard` (its card form takes Visa, Mastercard, Maestro, Cartes Bancaires
 * and Nexi's cards). Mollie retired giropay and Sofort in 2024; its Pay by Bank (a transfer from
 * the member's online bank) took their place. Direct debit (`sdd`) goes through a mandate
 * ({@link MolliePayments.directDebits}), never the hosted checkout.
 */
export const MOLLIE_METHODS = {
  sdd: MollieMethod.directdebit,
  prezelewy24: MollieMethod.przelewy24,
  blik: MollieMethod.blik,
  sct: MollieMethod.banktransfer,
  giropay: MollieMethod.paybybank,
  mastercard: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  creditcard: MollieMethod.creditcard,
  cartebancaire: MollieMethod.creditcard,
  nexi: MollieMethod.creditcard,
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  applepay: MollieMethod.applepay,
  paysafecard: MollieMethod.paysafecard,
  maestro: MollieMethod.creditcard,
  paypal: MollieMethod.paypal,
  sofort: MollieMethod.paybybank,
  eps: MollieMethod.eps,
} as const satisfies Record<PaymentMethod, MollieMethod>;

/** The methods a member pays at Mollie's hosted checkout: all but direct debit. */
const CHECKOUT_METHODS = new Set<PaymentMethod>(
  PAYMENT_METHODS.filter((method) => method !== 'sdd'),
);

/** Mollie's locale of each language, where the member's country does not name a closer one. */
const LANGUAGE_LOCALES: Record<Language, Locale> = {
  en: Locale.en_US,
  de: Locale.de_DE,
  es: Locale.es_ES,
  fr: Locale.fr_FR,
  it: Locale.it_IT,
  nl: Locale.nl_NL,
  pl: Locale.pl_PL,
};
const LOCALES = new Set<string>(Object.values(Locale));

/** Mollie's locale for a member: language and country (`nl_BE`, `de_AT`) where Mollie has it. */
export function mollieLocale(language: Language, country: string | null): Locale {
  const exact = `${language}_${country ?? ''}`;
  return LOCALES.has(exact) ? (exact as Locale) : LANGUAGE_LOCALES[language];
}

/** An amount in cents as Mollie writes it: `"24.99"`. */
export const mollieAmount = (cents: number) => (cents / 100).toFixed(2);

/** Mollie's `"24.99"` in cents, exactly (no floating point). */
export function centsOf(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Our state of each Mollie status (`authorized` is a card payment not yet captured: pending). */
const STATES: Record<PaymentStatus, PaymentState> = {
  [PaymentStatus.open]: 'open',
  [PaymentStatus.pending]: 'pending',
  [PaymentStatus.authorized]: 'pending',
  [PaymentStatus.paid]: 'paid',
  [PaymentStatus.failed]: 'failed',
  [PaymentStatus.canceled]: 'canceled',
  [PaymentStatus.expired]: 'expired',
};

/** What a Mollie payment says now, as one of our events. */
export interface MollieOutcome {
  /** The event, unique per payment and outcome: `paid`, `refunded`, `chargeback`, … */
  event: string;
  state: PaymentState;
  /** Why credits are taken back, when `state` is `refunded`. */
  takeBack?: 'refund' | 'chargeback';
  /** What Mollie charges, in cents of `currency`, which must be what the payment says. */
  amount: number;
  currency: string;
}

/**
 * Our reading of a Mollie payment. Mollie keeps a refunded or charged-back payment `paid` and
 * counts the money returned: a chargeback (the bank took the money back) or a whole refund takes
 * the credits back; a part refund leaves the package bought (packages are refunded whole).
 */
export function mollieOutcome(
  payment: Pick<MolliePayment, 'status' | 'amount' | 'amountRefunded' | 'amountChargedBack'>,
): MollieOutcome {
  const amount = centsOf(payment.amount.value);
  const base = { amount, currency: payment.amount.currency };
  if (payment.amountChargedBack && centsOf(payment.amountChargedBack.value) > 0) {
    return { ...base, event: 'chargeback', state: 'refunded', takeBack: 'chargeback' };
  }
  if (payment.amountRefunded && centsOf(payment.amountRefunded.value) >= amount) {
    return { ...base, event: 'refunded', state: 'refunded', takeBack: 'refund' };
  }
  return { ...base, event: payment.status, state: STATES[payment.status] };
}

/** How long one call to Mollie may take; then the member's request answers 503. */
const MOLLIE_TIMEOUT_MS = 10_000;

/** Mollie's API for one brand: its API key, and the API's root (a stand-in's in tests). */
export interface MollieOptions {
  apiKey: string;
  apiEndpoint?: string | undefined;
}

/** The Mollie provider of one brand: the hosted checkout, direct debits and payments' status. */
export interface MolliePayments extends PaymentProvider {
  readonly name: 'mollie';
  /** Collects direct debits: a Mollie customer and mandate for the member's IBAN, then a recurring payment. */
  readonly directDebits: DirectDebitCollector;
  /** What Mollie says of one of its payments now (rejects when Mollie cannot be reached). */
  outcomeOf(molliePaymentId: string): Promise<MollieOutcome>;
  /** Refunds whole payments through Mollie's refunds API. */
  readonly refunds: Refunder;
}

/** 503 when Mollie cannot be reached or refuses a call: the member tries again later. */
function unavailable(what: string, error: unknown): ApiFailure {
  const failure = new ApiFailure(503, 'payments_unavailable', `Mollie did not ${what}`);
  failure.cause = error;
  return failure;
}

/** `call` within {@link MOLLIE_TIMEOUT_MS}, its failures as 503 `payments_unavailable`. */
async function withinTimeout<T>(what: string, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), MOLLIE_TIMEOUT_MS).unref();
  });
  try {
    return await Promise.race([call, timeout]);
  } catch (error) {
    throw unavailable(what, error);
  } finally {
    clearTimeout(timer);
  }
}

/** True for an address Mollie cannot call back (a developer's machine): no webhook is sent. */
const isLocal = (address: string) => /^https?:\/\/([^/:]+\.)?localhost(:\d+)?$/.test(address);

/**
 * The Mollie provider of `brand`, on Mollie's official client. A payment is created at Mollie with
 * our id as its idempotency key and metadata, the member's method and locale, the transaction page
 * to return to and the webhook (`?provider=mollie`), which carries only Mollie's id: the server
 * asks Mollie for the status ({@link MolliePayments.outcomeOf}). On a developer's machine
 * (`*.localhost`) Mollie cannot reach the webhook, so none is sent and the transaction page's
 * reads ask Mollie instead.
 */
export function createMolliePayments(
  brand: Pick<Brand, 'name'>,
  siteAddress: string,
  options: MollieOptions,
): MolliePayments {
  const mollie = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  const webhook = isLocal(siteAddress)
    ? {}
    : { webhookUrl: `${siteAddress}/api/payment-webhook.php?provider=mollie` };
  const amountOf = (payment: PaymentRow) => ({
    currency: payment.currency satisfies Currency,
    value: mollieAmount(payment.amount),
  });
  // The payment's id is on the member's bank statement and receipt alike.
  const description = (payment: PaymentRow) => `${brand.name} ${payment.id}`;

  return {
    name: 'mollie',
    offers: (method) => CHECKOUT_METHODS.has(method),
    async start(payment: PaymentRow, member: Member) {
      const created = await withinTimeout(
        'open the payment',
        mollie.payments.create({
          amount: amountOf(payment),
          description: description(payment),
          redirectUrl: `${siteAddress}/transactions/${payment.id}`,
          ...webhook,
          method: MOLLIE_METHODS[payment.method],
          locale: mollieLocale(member.language as Language, member.country),
          metadata: { payment_id: payment.id },
          idempotencyKey: payment.id,
        }),
      );
      const checkoutUrl = created.getCheckoutUrl();
      if (!checkoutUrl) throw unavailable('give a checkout', new Error(`${created.id}: none`));
      return { checkoutUrl, providerPaymentId: created.id };
    },
    async outcomeOf(molliePaymentId) {
      return mollieOutcome(
        await withinTimeout('tell the status', mollie.payments.get(molliePaymentId)),
      );
    },
    refunds: {
      // Keyed by the withdrawal's reference: a refund asked for again (a lost answer, a crash
      // before the commit) is the one Mollie made the first time, never a second one.
      async refund(_transaction, payment, reference) {
        if (!payment.provider_payment_id) {
          throw new Error(`${payment.id} was never opened at Mollie: nothing to refund`);
        }
        await withinTimeout(
          'refund the payment',
          mollie.paymentRefunds.create({
            paymentId: payment.provider_payment_id,
            amount: amountOf(payment),
            description: `${brand.name} ${reference}`,
            metadata: { payment_id: payment.id, withdrawal: reference },
            idempotencyKey: reference,
          }),
        );
      },
    },
    directDebits: {
      provider: 'mollie',
      // Keyed by the mandate, so that a confirmation tried again (its transaction rolled back)
      // gets the same customer, mandate and payment from Mollie instead of new ones.
      async collect(transaction, payment, mandate) {
        const customer = await withinTimeout(
          'add the customer',
          mollie.customers.create({
            name: mandate.account_holder,
            metadata: { mandate_id: mandate.id },
            idempotencyKey: `${mandate.id}-customer`,
          }),
        );
        const signed = await withinTimeout(
          'take the mandate',
          mollie.customerMandates.create({
            customerId: customer.id,
            method: MandateMethod.directdebit,
            consumerName: mandate.account_holder,
            consumerAccount: mandate.iban,
            signatureDate: new Date(payment.created_at).toISOString().slice(0, 10),
            mandateReference: mandate.id,
            idempotencyKey: `${mandate.id}-mandate`,
          }),
        );
        const created = await withinTimeout(
          'start the debit',
          mollie.payments.create({
            amount: amountOf(payment),
            description: description(payment),
            customerId: customer.id,
            mandateId: signed.id,
            sequenceType: SequenceType.recurring,
            ...webhook,
            metadata: { mandate_id: mandate.id },
            idempotencyKey: `${mandate.id}-payment`,
          }),
        );
        await transaction
          .updateTable('payments')
          .set({ provider_payment_id: created.id })
          .where('id', '=', payment.id)
          .execute();
      },
    },
  };
}
