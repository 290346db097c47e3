import type { DiscountCode, Payment, PaymentState } from '@dating/contract';
import {
  COUNTRY_PAYMENT_METHODS,
  DEFAULT_BUNDLES,
  WELCOME_DISCOUNT_CODE,
} from '@dating/contract/enums';
import { apiError } from './fake-errors.js';
import type { EndpointHandlers } from './fake-server.js';

/** What the fake's payments start from. */
export interface FakePaymentsData {
  /**
   * Payments the member made before, e.g. one `pending` for the transaction page's stories;
   * {@link fixturePayment} by default.
   */
  payments?: readonly Payment[];
  /** The state a new payment reaches at its first GET (the checkout's outcome); `open` by default. */
  outcome?: PaymentState;
  /** What GET discountcode.php answers: the member's time bonus (none by default). */
  timeBonus?: DiscountCode | null;
  /** What the welcome variant answers (`WELCOME25` by default). */
  welcomeDiscount?: DiscountCode | null;
}

type PaymentHandlers = Pick<
  EndpointHandlers,
  'getBundles' | 'createPayment' | 'getPayment' | 'getTimeBonus' | 'getWelcomeDiscount'
>;

/** The member's earlier purchase the fake knows by default: package p1 by iDEAL, paid. */
export function fixturePayment(): Payment {
  return {
    payment_id: 'pay_fixture00000000000000001',
    bundle_id: 'p1',
    credits: 120,
    amount: 1999,
    currency: 'EUR',
    method: 'ideal',
    state: 'paid',
    created_at: new Date(Date.UTC(2026, 9, 1, 18)).toISOString(),
  };
}

/**
 * The fake's payments: a new payment is priced from the default packages in euros and kept, its
 * checkout is the sandbox's path; GET payment.php answers the member's payments, a new one in the
 * `outcome` state once the member is back from the checkout.
 */
export function createFakePayments(data: FakePaymentsData = {}): PaymentHandlers {
  const payments = new Map(
    (data.payments ?? [fixturePayment()]).map((payment) => [payment.payment_id, payment]),
  );
  let count = 0;
  return {
    // A member in the Netherlands: the default packages in euros, iDEAL first.
    getBundles: async () => ({
      country: 'NL',
      currency: 'EUR',
      bundles: DEFAULT_BUNDLES.map(({ id, credits, popular, prices }) => ({
        id,
        credits,
        popular,
        price: prices.EUR,
      })),
      methods: [...COUNTRY_PAYMENT_METHODS.NL],
    }),
    createPayment: async ({ body }) => {
      const bundle = DEFAULT_BUNDLES.find((candidate) => candidate.id === body.bundle_id);
      if (!bundle) throw apiError('validation_failed', { fields: { bundle_id: 'not_offered' } });
      count += 1;
      const payment: Payment = {
        payment_id: `pay_fake${String(count).padStart(20, '0')}`,
        bundle_id: bundle.id,
        credits: bundle.credits,
        amount: bundle.prices.EUR,
        currency: 'EUR',
        method: body.method,
        state: data.outcome ?? 'open',
        created_at: new Date(Date.UTC(2026, 10, 23, 12)).toISOString(),
      };
      payments.set(payment.payment_id, payment);
      return {
        payment_id: payment.payment_id,
        checkout_url: `/sandbox/checkout/${payment.payment_id}`,
      };
    },
    getTimeBonus: async () => ({ discount_code: data.timeBonus ?? null }),
    getWelcomeDiscount: async () => ({
      discount_code:
        data.welcomeDiscount === undefined
          ? { code: WELCOME_DISCOUNT_CODE, value_percentage: 25, expires: null, isVisible: true }
          : data.welcomeDiscount,
    }),
    getPayment: async ({ query }) => {
      const payment = payments.get(query.id);
      if (!payment) throw apiError('not_found');
      return { payment: { ...payment } };
    },
  };
}
