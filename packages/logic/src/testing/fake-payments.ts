import type {
  DiscountCode,
  Payment,
  PaymentState,
  Settings,
  User,
  Withdrawal,
} from '@dating/contract';
import {
  type BundleTier,
  DEFAULT_BUNDLES,
  type PaymentMethod,
  WELCOME_DISCOUNT_CODE,
} from '@dating/contract/enums';
import {
  directDebitProblems,
  discounted,
  discountRefusal,
  normalizeDiscountCode,
  normalizePhone,
  paymentCountry,
  paymentCurrency,
  paymentMethodsOf,
  withdrawalEnds,
  withdrawalOutcome,
} from '@dating/contract/rules';
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
  /**
   * The codes a member may type, by code, each with what GET discountcode.php?code= answers: the
   * code, or its problem. {@link fixtureDiscountCodes} by default.
   */
  codes?: Readonly<Record<string, DiscountCode | CodeProblem>>;
  /** What POST discountcode.php answers: the deletion offer ({@link fixtureDeletionOffer} by default). */
  deletionOffer?: DiscountCode | null;
  /**
   * Why POST directdebit.php refuses the member (an error code), or null to text the code
   * ({@link FIXTURE_DIRECT_DEBIT_CODE}); null by default.
   */
  directDebitRefusal?:
    | 'direct_debit_blocked'
    | 'direct_debit_limit_reached'
    | 'sms_unavailable'
    | null;
}

/** The code the fake "texts" for every direct debit. */
export const FIXTURE_DIRECT_DEBIT_CODE = '123456';
/** The fake's direct debit mandate. */
const FAKE_MANDATE_ID = `ddm_${'fake'.padEnd(24, '0')}`;

/** Why a typed code gives no discount, as the server says it. */
export type CodeProblem = 'not_found' | 'already_used' | 'expired';

/** A code with no conditions on the order. */
export function fixtureDiscountCode(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: 'SUMMER10',
    value_percentage: 10,
    expires: null,
    isVisible: true,
    currency: null,
    minimum_order_value: null,
    paymentmethods: null,
    ...overrides,
  };
}

/**
 * The codes the fake knows by default: `SUMMER10` (10% off, any order), `BIG20` (20% off orders
 * from € 40, with iDEAL or PayPal), `USED15` (used already) and `OLD30` (over).
 */
export function fixtureDiscountCodes(): Record<string, DiscountCode | CodeProblem> {
  return {
    SUMMER10: fixtureDiscountCode(),
    BIG20: fixtureDiscountCode({
      code: 'BIG20',
      value_percentage: 20,
      currency: 'EUR',
      minimum_order_value: 4000,
      paymentmethods: ['ideal', 'paypal'],
    }),
    USED15: 'already_used',
    OLD30: 'expired',
  };
}

/** The deletion offer the fake makes: 50% (the fixture company's), for 7 days. */
export function fixtureDeletionOffer(): DiscountCode {
  return fixtureDiscountCode({
    code: 'STAY-7KQ2M9XP',
    value_percentage: 50,
    expires: new Date(Date.UTC(2026, 10, 30, 12)).toISOString(),
  });
}

type PaymentHandlers = Pick<
  EndpointHandlers,
  | 'getBundles'
  | 'createPayment'
  | 'getPayment'
  | 'getLastOrder'
  | 'getDiscountCode'
  | 'getWelcomeDiscount'
  | 'claimDeletionOffer'
  | 'requestDirectDebitCode'
  | 'confirmDirectDebit'
  | 'getWithdrawables'
  | 'withdraw'
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

/** An order as the calls send it. */
interface Order {
  bundle_id: BundleTier;
  discount_code?: string | undefined;
}

/** What the fake's payments know of the rest of the fake server. */
export interface FakePaymentsContext {
  /** The logged-in member (null: a visitor), whose country sets currency and methods. */
  member: () => User | null;
  settings: Settings;
  /** Adds a paid payment's credits to the member, who becomes premium. */
  credit: (credits: number) => void;
  /** Takes a withdrawn payment's credits back from the member. */
  takeBack: (credits: number) => void;
}

/** When the fake receives a withdrawal (it has no clock). */
const FAKE_WITHDRAWAL_AT = new Date(Date.UTC(2026, 10, 23, 12, 5)).toISOString();

/**
 * The fake's payments, as the server prices them: the default packages in the currency of the
 * member's payment country (a visitor's: the brand's first country), with that country's
 * methods. A new payment is kept, its checkout is the sandbox's path; GET payment.php answers
 * the member's payments, a new one in the `outcome` state (a `paid` one credits the member). A
 * direct debit's form is checked with the contract's rule, its code is
 * {@link FIXTURE_DIRECT_DEBIT_CODE}, and its payment stays `pending` unless `outcome` says.
 * Every paid payment may be withdrawn from (the period is the server's to check, with its clock):
 * `withdrawalOutcome` decides on the member's balance, and a refund takes the credits back and
 * leaves the payment `refunded`, as the provider's notice would.
 */
export function createFakePayments(
  data: FakePaymentsData,
  context: FakePaymentsContext,
): PaymentHandlers {
  const payments = new Map(
    (data.payments ?? [fixturePayment()]).map((payment) => [payment.payment_id, payment]),
  );
  let count = 0;
  // Until the member's first purchase, as the server does.
  const welcome = () =>
    context.member()?.paid_user
      ? null
      : data.welcomeDiscount === undefined
        ? fixtureDiscountCode({ code: WELCOME_DISCOUNT_CODE, value_percentage: 25 })
        : data.welcomeDiscount;
  const deletionOffer =
    data.deletionOffer === undefined ? fixtureDeletionOffer() : data.deletionOffer;
  const codes: Readonly<Record<string, DiscountCode | CodeProblem>> = {
    ...(data.codes ?? fixtureDiscountCodes()),
    ...(deletionOffer ? { [deletionOffer.code]: deletionOffer } : {}),
    ...(data.timeBonus ? { [data.timeBonus.code]: data.timeBonus } : {}),
    [WELCOME_DISCOUNT_CODE]: welcome() ?? 'already_used',
  };
  const codeOf = (typed: string) => codes[normalizeDiscountCode(typed) ?? ''] ?? 'not_found';
  const country = () =>
    paymentCountry(context.member()?.profile.country, context.settings.countries);
  /** The package, currency and amount of an order, or the server's refusal of it. */
  const order = (body: Order, method: PaymentMethod) => {
    const bundle = DEFAULT_BUNDLES.find((candidate) => candidate.id === body.bundle_id);
    if (!bundle) throw apiError('validation_failed', { fields: { bundle_id: 'not_offered' } });
    const currency = paymentCurrency(country());
    const price = bundle.prices[currency];
    const discount = body.discount_code === undefined ? null : codeOf(body.discount_code);
    // The fake has no clock: a code's end is the server's to check.
    if (typeof discount === 'string') {
      throw apiError('validation_failed', { fields: { discount_code: discount } });
    }
    const refusal = discount && discountRefusal(discount, { amount: price, currency, method }, 0);
    if (refusal) throw apiError('validation_failed', { fields: { discount_code: refusal } });
    const amount = discount ? discounted(price, discount.value_percentage) : price;
    return { bundle, currency, amount };
  };
  /** Keeps a new payment of an order, in `state` (a paid one credits the member). */
  const pay = (body: Order & { method: PaymentMethod }, state: PaymentState): Payment => {
    const { bundle, currency, amount } = order(body, body.method);
    count += 1;
    const payment: Payment = {
      payment_id: `pay_fake${String(count).padStart(20, '0')}`,
      bundle_id: bundle.id,
      credits: bundle.credits,
      amount,
      currency,
      method: body.method,
      state,
      created_at: new Date(Date.UTC(2026, 10, 23, 12)).toISOString(),
    };
    payments.set(payment.payment_id, payment);
    if (payment.state === 'paid') context.credit(payment.credits);
    return payment;
  };
  const withdrawals = new Map<string, Withdrawal>();
  const outcomeOf = (payment: Payment) =>
    withdrawalOutcome({ credits: payment.credits, balance: context.member()?.credits ?? 0 });
  // The last form's order (package p1 until a form is sent, for a confirmation without one).
  let mandate: Order = { bundle_id: 'p1' };
  return {
    getBundles: async () => {
      const currency = paymentCurrency(country());
      return {
        country: country(),
        currency,
        bundles: DEFAULT_BUNDLES.map(({ id, credits, popular, prices }) => ({
          id,
          credits,
          popular,
          price: prices[currency],
        })),
        methods: [...paymentMethodsOf(country())],
      };
    },
    createPayment: async ({ body }) => {
      const payment = pay(body, data.outcome ?? 'open');
      return {
        payment_id: payment.payment_id,
        checkout_url: `/sandbox/checkout/${payment.payment_id}`,
      };
    },
    requestDirectDebitCode: async ({ body }) => {
      const problems = directDebitProblems(body);
      if (Object.keys(problems).length > 0) {
        throw apiError('validation_failed', { fields: problems });
      }
      if (data.directDebitRefusal) throw apiError(data.directDebitRefusal);
      // Prices the order now, as the server does: a refused code is refused here.
      order(body, 'sdd');
      mandate = { bundle_id: body.bundle_id, discount_code: body.discount_code };
      return {
        mandate_id: FAKE_MANDATE_ID,
        phone_ending: (normalizePhone(body.phone) ?? '').slice(-2),
        expires_at: new Date(Date.UTC(2026, 10, 23, 12, 10)).toISOString(),
      };
    },
    confirmDirectDebit: async ({ body }) => {
      if (body.mandate_id !== FAKE_MANDATE_ID) throw apiError('not_found');
      if (body.otp.trim() !== FIXTURE_DIRECT_DEBIT_CODE) {
        throw apiError('validation_failed', { fields: { otp: 'invalid' } });
      }
      const payment = pay({ ...mandate, method: 'sdd' }, data.outcome ?? 'pending');
      return { payment_id: payment.payment_id };
    },
    getDiscountCode: async ({ query }) => {
      if (query.code === undefined) return { discount_code: data.timeBonus ?? null };
      const found = codeOf(query.code);
      if (typeof found === 'string') {
        throw apiError('validation_failed', { fields: { code: found } });
      }
      return { discount_code: found };
    },
    getWelcomeDiscount: async () => ({ discount_code: welcome() }),
    claimDeletionOffer: async () => ({ discount_code: deletionOffer }),
    // The last paid payment: the map keeps the order they were made in.
    getLastOrder: async () => ({
      payment: [...payments.values()].filter((payment) => payment.state === 'paid').at(-1) ?? null,
    }),
    getPayment: async ({ query }) => {
      const payment = payments.get(query.id);
      if (!payment) throw apiError('not_found');
      return { payment: { ...payment } };
    },
    getWithdrawables: async () => {
      const member = context.member();
      // The fake answers a visitor too, as it does every member call: with nothing to withdraw.
      if (!member) return { purchases: [], name: '', email: '' };
      const purchases = [...payments.values()]
        .filter((payment) => payment.state === 'paid' || withdrawals.has(payment.payment_id))
        .reverse()
        .map((payment) => ({
          payment: { ...payment },
          ends_at: new Date(
            withdrawalEnds(payment.created_at, context.settings.refund_days),
          ).toISOString(),
          outcome: outcomeOf(payment),
          withdrawal: withdrawals.get(payment.payment_id) ?? null,
        }));
      return { purchases, name: member.profile.name, email: member.email };
    },
    withdraw: async ({ body }) => {
      const payment = payments.get(body.payment_id);
      if (!payment) throw apiError('not_found');
      const earlier = withdrawals.get(payment.payment_id);
      if (earlier) return { withdrawal: earlier };
      if (payment.state !== 'paid') throw apiError('not_withdrawable');
      const withdrawal: Withdrawal = {
        reference: `W-FAKE${String(withdrawals.size + 1).padStart(6, '0')}`,
        payment_id: payment.payment_id,
        requested_at: FAKE_WITHDRAWAL_AT,
        outcome: outcomeOf(payment),
      };
      withdrawals.set(payment.payment_id, withdrawal);
      if (withdrawal.outcome === 'refund') {
        context.takeBack(payment.credits);
        payments.set(payment.payment_id, { ...payment, state: 'refunded' });
      }
      return { withdrawal };
    },
  };
}
