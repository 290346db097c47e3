import { randomInt } from 'node:crypto';
import {
  type Brand,
  type BundlesResponse,
  type BundleTier,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type Currency,
  type DiscountCode,
  discounted,
  discountRefusal,
  type FieldProblem,
  type Payment,
  type PaymentMethod,
  type PaymentProviderName,
  paymentCountry,
  paymentCurrency,
  paymentMayMove,
  paymentMethodsOf,
} from '@dating/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { lockMember } from '../accounts/members.js';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { claimDiscountUse, type DiscountHolder, lockDiscountUse } from './discount-uses.js';
import { lookUpDiscount } from './discounts.js';

type PaymentRow = Selectable<Database['payments']>;

/** A payment a provider opened: where the member pays, and the provider's own id of it. */
interface StartedPayment {
  /** The provider's hosted checkout (absolute, or a path on the brand's host). */
  checkoutUrl: string;
  /** The provider's id of the payment, which its webhook names; null where it uses ours. */
  providerPaymentId: string | null;
}

/** A payment provider: where a member pays, and the name its events are recorded under. */
export interface PaymentProvider {
  /** Stored with each payment and each event id. */
  readonly name: PaymentProviderName;
  /** Whether its hosted checkout takes `method` (direct debit has a page of its own). */
  offers(method: PaymentMethod): boolean;
  /** Opens `payment` at the provider for `member`; rejects with a 503 when it cannot. */
  start(payment: PaymentRow, member: Member): Promise<StartedPayment>;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` and 24 random letters or digits (143 bits): not guessable, so not enumerable. */
export function randomId(prefix: string): string {
  let id = prefix;
  for (let index = 0; index < 24; index += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** A payment's id: `pay_` and 24 random letters or digits. */
export const newPaymentId = () => randomId('pay_');

/**
 * The discount a payment's code gives its order: the code must give the member a discount now
 * (`lookUpDiscount`) and apply to this package, currency and method (the contract's
 * `discountRefusal`, which the checkout asked first); otherwise 400 with the problem of
 * `discount_code`, and no payment is made.
 */
async function orderDiscount(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  typed: string,
  order: { amount: number; currency: Currency; method: PaymentMethod; now: number },
): Promise<{ discount: DiscountCode; use: string | null }> {
  const lookup = await lookUpDiscount(database, brand, member, typed, order.now);
  if ('problem' in lookup) throw codeRefused(lookup.problem);
  const refusal = discountRefusal(lookup.discount, order, order.now);
  if (refusal) throw codeRefused(refusal);
  return lookup;
}

/** 400 with the problem of the order's `discount_code`. */
const codeRefused = (problem: FieldProblem) =>
  new ApiFailure(400, 'validation_failed', `Discount code refused: ${problem}`, {
    fields: { discount_code: problem },
  });

const notOffered = (field: 'bundle_id' | 'method', message: string) =>
  new ApiFailure(400, 'validation_failed', message, { fields: { [field]: 'not_offered' } });

/**
 * GET bundles.php: the brand's packages priced in the currency of the caller's payment country
 * (a visitor's is the brand's first), with the methods that country offers.
 */
export function bundlesFor(brand: Brand, member: Member | null): BundlesResponse {
  const country = paymentCountry(member?.country, brand.countries);
  const currency = paymentCurrency(country);
  return {
    country,
    currency,
    bundles: brand.bundles.map((bundle) => ({
      id: bundle.id,
      credits: bundle.credits,
      popular: bundle.popular,
      // The brand file's check makes every country's currency priced.
      price: bundle.prices[currency] ?? 0,
    })),
    methods: [...paymentMethodsOf(country)],
  };
}

/** An order as a member places it: a package, a method, and maybe a discount code. */
export interface Order {
  bundle_id: BundleTier;
  method: PaymentMethod;
  discount_code?: string | undefined;
}

/** What an order costs the member: its package, currency and amount after its discount. */
export interface PricedOrder {
  bundleId: BundleTier;
  credits: number;
  currency: Currency;
  /** In cents of `currency`, after the discount. */
  amount: number;
  /** In cents of `currency`, before the discount. */
  listAmount: number;
  /** The code of the discount taken off, or null. */
  discountCode: string | null;
  /** The once-only use the discount takes (`discountUseOf`), or null. */
  discountUse: string | null;
}

/**
 * Prices one of the brand's packages in the currency of the member's payment country, paid with
 * a method that country offers, less its discount code when that applies (400 for the field
 * that does not). A once-only use is only looked at here: the transaction that opens the payment
 * or mandate claims it (`reserveOrderDiscount`).
 */
export async function priceOrder(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  order: Order,
  now: number,
): Promise<PricedOrder> {
  const bundle = brand.bundles.find((candidate) => candidate.id === order.bundle_id);
  if (!bundle) throw notOffered('bundle_id', `${brand.name} sells no package ${order.bundle_id}`);
  const country = paymentCountry(member.country, brand.countries);
  if (!paymentMethodsOf(country).includes(order.method)) {
    throw notOffered('method', `${order.method} is not offered in ${country}`);
  }
  const currency = paymentCurrency(country);
  const price = bundle.prices[currency];
  // The brand file's check makes every country's currency priced; a miss is a bug.
  if (price === undefined) throw new Error(`${brand.slug} ${bundle.id} has no ${currency} price`);
  const taken =
    order.discount_code === undefined
      ? null
      : await orderDiscount(database, brand, member, order.discount_code, {
          amount: price,
          currency,
          method: order.method,
          now,
        });
  return {
    bundleId: bundle.id,
    credits: bundle.credits,
    currency,
    amount: taken ? discounted(price, taken.discount.value_percentage) : price,
    listAmount: price,
    discountCode: taken?.discount.code ?? null,
    discountUse: taken?.use ?? null,
  };
}

/** A new payment of a priced order, in `state`, with the member's consent stored at `consentAt`. */
export function insertPayment(
  database: Kysely<Database>,
  payment: {
    site: string;
    memberId: number;
    order: PricedOrder;
    method: PaymentMethod;
    provider: PaymentProviderName;
    state: 'open' | 'pending';
    consentAt: Date;
    now: number;
  },
): Promise<PaymentRow> {
  const at = new Date(payment.now);
  return database
    .insertInto('payments')
    .values({
      id: newPaymentId(),
      site: payment.site,
      member_id: payment.memberId,
      bundle_id: payment.order.bundleId,
      credits: payment.order.credits,
      amount: payment.order.amount,
      list_amount: payment.order.listAmount,
      currency: payment.order.currency,
      method: payment.method,
      provider: payment.provider,
      state: payment.state,
      discount_code: payment.order.discountCode,
      discount_use: payment.order.discountUse,
      withdrawal_consent_at: payment.consentAt,
      created_at: at,
      updated_at: at,
      // The member's arrival record follows them to their payments (traffic sources).
      tracking: sql<string | null>`(select tracking from members where id = ${payment.memberId})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Claims the once-only use of a priced order's discount for its new payment or mandate, in the
 * transaction that writes it, after the member's row was locked (`lockMember`): the newest of the
 * member's unpaid checkouts holds it (`claimDiscountUse`). 400 `already_used` when it is spent.
 */
export async function reserveOrderDiscount(
  transaction: Transaction<Database>,
  site: string,
  memberId: number,
  order: PricedOrder,
  holder: DiscountHolder,
  now: number,
): Promise<void> {
  if (order.discountUse === null) return;
  const use = await lockDiscountUse(transaction, site, order.discountUse);
  const claimed = await claimDiscountUse(transaction, use, { holder, memberId, mode: 'open', now });
  if (!claimed) throw codeRefused('already_used');
}

/**
 * POST payments.php: an `open` payment of one of the brand's packages (`priceOrder`), with the
 * member's consent to immediate delivery stored with it and its discount's once-only use claimed
 * in the same transaction, opened at the provider. Answers where the member pays. A provider that
 * cannot open it leaves it `failed` (which frees the use) and answers 503.
 */
export async function createPayment(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  request: CreatePaymentRequest,
  provider: PaymentProvider,
  now: number,
): Promise<CreatePaymentResponse> {
  if (!provider.offers(request.method)) {
    throw notOffered('method', `${request.method} is not paid at ${provider.name}'s checkout`);
  }
  const order = await priceOrder(database, brand, member, request, now);
  const payment = await database.transaction().execute(async (transaction) => {
    await lockMember(transaction, member.id);
    const row = await insertPayment(transaction, {
      site: brand.slug,
      memberId: member.id,
      order,
      method: request.method,
      provider: provider.name,
      state: 'open',
      consentAt: new Date(now),
      now,
    });
    await reserveOrderDiscount(transaction, brand.slug, member.id, order, { payment: row.id }, now);
    return row;
  });
  let started: StartedPayment;
  try {
    started = await provider.start(payment, member);
  } catch (error) {
    await database
      .updateTable('payments')
      .set({ state: 'failed', updated_at: new Date(now) })
      .where('id', '=', payment.id)
      .execute();
    throw error;
  }
  if (started.providerPaymentId !== null) {
    await database
      .updateTable('payments')
      .set({ provider_payment_id: started.providerPaymentId })
      .where('id', '=', payment.id)
      .execute();
  }
  return { payment_id: payment.id, checkout_url: started.checkoutUrl };
}

/** A payment as its member sees it. */
export function paymentView(row: PaymentRow): Payment {
  return {
    payment_id: row.id,
    bundle_id: row.bundle_id,
    credits: row.credits,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    state: row.state,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** GET payment.php: one of the member's own payments (another's is `not_found`, as is none). */
export async function paymentOf(
  database: Kysely<Database>,
  member: Member,
  paymentId: string,
): Promise<{ payment: Payment }> {
  const row = await database
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'not_found', 'No such payment');
  return { payment: paymentView(row) };
}

/**
 * GET repeat-order.php: the member's most recent paid payment (a refunded one is not offered
 * again), or null before the first purchase. Ties of one instant go to the later id.
 */
export async function lastOrderOf(
  database: Kysely<Database>,
  member: Member,
): Promise<{ payment: Payment | null }> {
  const row = await database
    .selectFrom('payments')
    .selectAll()
    .where('member_id', '=', member.id)
    .where('state', '=', 'paid')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { payment: row ? paymentView(row) : null };
}

/**
 * Moves the member's `open` sandbox payment to `pending` (the member reached the sandbox's
 * checkout) and answers it; a payment in any other state is answered as it is. Another member's,
 * or another provider's, is `undefined`.
 */
export async function checkoutPayment(
  database: Kysely<Database>,
  memberId: number,
  paymentId: string,
  now: number,
): Promise<PaymentRow | undefined> {
  return database.transaction().execute(async (transaction) => {
    const payment = await transaction
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .where('member_id', '=', memberId)
      .where('provider', '=', 'sandbox')
      .forUpdate()
      .executeTakeFirst();
    if (!payment || !paymentMayMove(payment.state, 'pending')) return payment;
    return transaction
      .updateTable('payments')
      .set({ state: 'pending', updated_at: new Date(now) })
      .where('id', '=', paymentId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
