import {
  DIRECT_DEBIT_CODE_ATTEMPTS,
  type DiscountValidity,
  paymentIsPaid,
  TIME_BONUS_CODE,
  WELCOME_DISCOUNT_CODE,
} from '@dating/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type DiscountUse = Selectable<Database['discount_uses']>;

/** The new member's one use of 25% off: the time bonus or the welcome discount. */
export const newMemberDiscountUse = (memberId: number) => `new-member:${memberId}`;

/**
 * The once-only use a discount takes when a member pays with it, or null for a code that may be
 * used without limit. The time bonus and the welcome discount share one use per member (both are
 * the new member's 25%, and neither follows a purchase); an operator's code valid `once` has one
 * use in all, one valid `once-per-user` one per member.
 */
export function discountUseOf(
  code: string,
  validity: DiscountValidity,
  memberId: number,
): string | null {
  if (code === TIME_BONUS_CODE || code === WELCOME_DISCOUNT_CODE) {
    return newMemberDiscountUse(memberId);
  }
  if (validity === 'once') return `code:${code}`;
  if (validity === 'once-per-user') return `code:${code}:member:${memberId}`;
  return null;
}

/** Who holds a use: a payment or a direct-debit mandate. */
export type DiscountHolder = { payment: string } | { mandate: string };

/**
 * Where a use's holder is: `free` (none, or one that failed, was cancelled or expired, or a
 * mandate whose code ran out), `unpaid` (a payment not paid yet, a mandate waiting for its code)
 * or `paid` (a paid payment, refunded since or not: the use is spent).
 */
type HolderState = 'free' | 'unpaid' | 'paid';

async function holderState(
  executor: Kysely<Database>,
  use: DiscountUse,
  now: number,
): Promise<HolderState> {
  let paymentId = use.payment_id;
  if (use.mandate_id !== null) {
    const mandate = await executor
      .selectFrom('direct_debit_mandates')
      .select(['payment_id', 'code_expires_at', 'wrong_codes'])
      .where('id', '=', use.mandate_id)
      .executeTakeFirst();
    if (!mandate) return 'free';
    if (mandate.payment_id === null) {
      const open =
        now < new Date(mandate.code_expires_at).getTime() &&
        mandate.wrong_codes < DIRECT_DEBIT_CODE_ATTEMPTS;
      return open ? 'unpaid' : 'free';
    }
    paymentId = mandate.payment_id;
  }
  if (paymentId === null) return 'free';
  const payment = await executor
    .selectFrom('payments')
    .select('state')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) return 'free';
  if (paymentIsPaid(payment.state)) return 'paid';
  return payment.state === 'open' || payment.state === 'pending' ? 'unpaid' : 'free';
}

/**
 * Whether `memberId` may take the use now (a code's lookup answers `already_used` otherwise):
 * it is free, or held by the member's own unpaid payment or mandate, which a new one replaces.
 */
export async function discountUseAvailable(
  database: Kysely<Database>,
  site: string,
  scope: string,
  memberId: number,
  now: number,
): Promise<boolean> {
  const use = await database
    .selectFrom('discount_uses')
    .selectAll()
    .where('site', '=', site)
    .where('scope', '=', scope)
    .executeTakeFirst();
  if (!use) return true;
  const state = await holderState(database, use, now);
  return state === 'free' || (state === 'unpaid' && use.member_id === memberId);
}

/**
 * Locks a use's row for the rest of the transaction, making it first when there is none. Lock
 * order, everywhere: the member's row, then the use, then the payments and mandates it moves
 * between, so that openings and webhooks of one use wait for one another instead of deadlocking.
 */
export async function lockDiscountUse(
  transaction: Transaction<Database>,
  site: string,
  scope: string,
): Promise<DiscountUse> {
  await transaction
    .insertInto('discount_uses')
    .values({ site, scope })
    .onConflict((conflict) => conflict.columns(['site', 'scope']).doNothing())
    .execute();
  return transaction
    .selectFrom('discount_uses')
    .selectAll()
    .where('site', '=', site)
    .where('scope', '=', scope)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * How a holder claims a locked use: `open` when a member opens a payment or a mandate with the
 * discount, `paid` when a provider reports the payment paid.
 */
export interface UseClaim {
  holder: DiscountHolder;
  memberId: number;
  mode: 'open' | 'paid';
  now: number;
}

const isHolder = (use: DiscountUse, holder: DiscountHolder) =>
  'payment' in holder ? use.payment_id === holder.payment : use.mandate_id === holder.mandate;

/**
 * Gives a locked use (`lockDiscountUse`) to a holder, in the caller's transaction; answers
 * whether it holds it now. Opening takes a free use and the member's own unpaid one, whose
 * payment is cancelled (or whose mandate's code stops working): the newest checkout carries the
 * discount. It refuses a use spent by a paid payment, and one another member's unpaid payment
 * holds (a code valid once in all). A payment reported paid takes the use from any unpaid holder,
 * cancelled likewise, since its money has come; only a paid payment keeps it.
 */
export async function claimDiscountUse(
  transaction: Transaction<Database>,
  use: DiscountUse,
  claim: UseClaim,
): Promise<boolean> {
  if (isHolder(use, claim.holder)) return true;
  const state = await holderState(transaction, use, claim.now);
  if (state === 'paid') return false;
  if (state === 'unpaid') {
    if (claim.mode === 'open' && use.member_id !== claim.memberId) return false;
    await endHolder(transaction, use, claim.now);
  }
  await transaction
    .updateTable('discount_uses')
    .set({
      payment_id: 'payment' in claim.holder ? claim.holder.payment : null,
      mandate_id: 'mandate' in claim.holder ? claim.holder.mandate : null,
      member_id: claim.memberId,
      reserved_at: new Date(claim.now),
    })
    .where('site', '=', use.site)
    .where('scope', '=', use.scope)
    .execute();
  return true;
}

/** Cancels the unpaid payment, or ends the code of the mandate, that loses a use. */
async function endHolder(transaction: Transaction<Database>, use: DiscountUse, now: number) {
  if (use.payment_id !== null) {
    await transaction
      .updateTable('payments')
      .set({ state: 'canceled', updated_at: new Date(now) })
      .where('id', '=', use.payment_id)
      .where('state', 'in', ['open', 'pending'])
      .execute();
  }
  if (use.mandate_id !== null) {
    await transaction
      .updateTable('direct_debit_mandates')
      .set({ code_expires_at: new Date(now) })
      .where('id', '=', use.mandate_id)
      .where('payment_id', 'is', null)
      .execute();
  }
}

/** Moves a use from a mandate to the payment its code made, in the confirming transaction. */
export async function passDiscountUse(
  transaction: Transaction<Database>,
  mandateId: string,
  paymentId: string,
): Promise<void> {
  await transaction
    .updateTable('discount_uses')
    .set({ payment_id: paymentId, mandate_id: null })
    .where('mandate_id', '=', mandateId)
    .execute();
}
