import {
  type Brand,
  brandCompany,
  type PaymentProviderName,
  type PaymentState,
  paymentMayMove,
} from '@dating/contract';
import type { Kysely, Selectable } from 'kysely';
import { lockMember } from '../accounts/members.js';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { addCredits, takeBackCredits } from '../ledger/ledger.js';
import { queueMail } from '../mail/outbox.js';
import { queuePostback } from '../traffic/postbacks.js';
import { claimDiscountUse, lockDiscountUse } from './discount-uses.js';

type PaymentRow = Selectable<Database['payments']>;

/**
 * The credits a payment's money buys at the package's full price: its credits times what was
 * paid over the list price, rounded up (a fraction of a credit goes to the member). A payment
 * whose discount went to another payment that was paid first is credited this: the member gets
 * what they paid for, and the discount is given once.
 */
function creditsPaidFor(payment: Pick<PaymentRow, 'credits' | 'amount' | 'list_amount'>) {
  return Math.ceil((payment.credits * payment.amount) / payment.list_amount);
}

/** A provider's event about a payment: its id (unique per provider) and the state it reports. */
export interface PaymentEvent {
  provider: PaymentProviderName;
  eventId: string;
  paymentId: string;
  /** The provider's own name of the event, kept for the record. */
  type: string;
  state: PaymentState;
  /** Why a `refunded` takes the credits back: a refund (the default) or the bank's chargeback. */
  takeBack?: 'refund' | 'chargeback' | undefined;
}

/** What an event did: `applied` when it moved the payment, and the payment's state after it. */
export interface PaymentEventOutcome {
  applied: boolean;
  state: PaymentState;
}

/**
 * Applies a provider's event, in one transaction: the event id is recorded once (a repeat changes
 * nothing), the payment moves only where `paymentMayMove` allows, and a move to `paid` credits
 * the package (a `purchase` entry, once per payment), makes the member premium and queues the
 * receipt mail; a `refunded` takes back what is still unspent. A paid payment with a once-only
 * discount takes its use back (`claimDiscountUse`); when a paid payment holds it already, the
 * discount is no longer the payment's and it credits what its money buys at the full price
 * ({@link creditsPaidFor}). Everything commits together or not at all, so a crash before the
 * commit leaves the event to the provider's next delivery, which then applies it.
 */
export async function applyPaymentEvent(
  database: Kysely<Database>,
  brand: Brand,
  event: PaymentEvent,
  now: number,
): Promise<PaymentEventOutcome> {
  return database.transaction().execute(async (transaction) => {
    const ofPayment = transaction
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', event.paymentId)
      .where('site', '=', brand.slug)
      .where('provider', '=', event.provider);
    // Locked in the order of every payment transaction: member, discount use, then the payment.
    const owner = await ofPayment.executeTakeFirst();
    if (!owner) throw new ApiFailure(404, 'not_found', 'No such payment');
    if (owner.member_id !== null) await lockMember(transaction, owner.member_id);
    const use =
      event.state === 'paid' && owner.discount_use !== null && owner.member_id !== null
        ? await lockDiscountUse(transaction, brand.slug, owner.discount_use)
        : undefined;
    const payment = await ofPayment.forUpdate().executeTakeFirstOrThrow();
    const moves = paymentMayMove(payment.state, event.state);
    const recorded = await transaction
      .insertInto('payment_events')
      .values({
        provider: event.provider,
        event_id: event.eventId,
        payment_id: payment.id,
        type: event.type,
        moved: moves,
        received_at: new Date(now),
      })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded || !moves) return { applied: false, state: payment.state };

    const kept =
      use === undefined ||
      payment.member_id === null ||
      (await claimDiscountUse(transaction, use, {
        holder: { payment: payment.id },
        memberId: payment.member_id,
        mode: 'paid',
        now,
      }));
    const moved = await transaction
      .updateTable('payments')
      .set({
        state: event.state,
        updated_at: new Date(now),
        ...(kept ? {} : { credits: creditsPaidFor(payment) }),
      })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const withdrawn =
      event.state === 'refunded' &&
      (await transaction
        .selectFrom('withdrawals')
        .select('id')
        .where('payment_id', '=', moved.id)
        .where('outcome', '=', 'refund')
        .executeTakeFirst()) !== undefined;
    if (moved.member_id !== null) {
      if (event.state === 'paid') {
        await addCredits(
          transaction,
          moved.member_id,
          moved.credits,
          'purchase',
          `payment:${moved.id}`,
          now,
        );
        // Buying any package makes the member premium, for good (spec section 1).
        const member = await transaction
          .updateTable('members')
          .set({ paid_user: true })
          .where('id', '=', moved.member_id)
          .returning(['id', 'email', 'language', 'name'])
          .executeTakeFirstOrThrow();
        await queueReceipt(transaction, brand, member, moved, now);
        // Once per member: the first paid purchase's, with the arrival record it carries.
        await queuePostback(
          transaction,
          brand,
          {
            memberId: moved.member_id,
            tracking: moved.tracking,
            event: 'first_purchase',
            order: { amount: moved.amount, currency: moved.currency },
          },
          now,
        );
      } else if (event.state === 'refunded') {
        // A withdrawal took the credits back already (key `refund:<id>`), also when the bank's
        // chargeback comes before the refund.
        const reason = withdrawn ? 'refund' : (event.takeBack ?? 'refund');
        await takeBackCredits(
          transaction,
          moved.member_id,
          moved.credits,
          reason,
          `${reason}:${moved.id}`,
          now,
        );
      }
    }
    return { applied: true, state: event.state };
  });
}

/**
 * The receipt of a paid payment, in the member's language, queued with the payment's change:
 * what was bought, when, for how much and how, and the seller (the brand's company: name,
 * address, VAT numbers).
 */
async function queueReceipt(
  transaction: Kysely<Database>,
  brand: Brand,
  member: Pick<Member, 'id' | 'email' | 'language' | 'name'>,
  payment: PaymentRow,
  now: number,
): Promise<void> {
  const company = brandCompany(brand);
  const values = {
    paymentId: payment.id,
    credits: payment.credits,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    paidAt: new Date(now),
    seller: {
      name: company.name,
      address: [company.address, company.city, company.country].filter(Boolean),
      vat: company.vat_numbers,
    },
  };
  await queueMail(transaction, { brand, member, template: 'receipt', values }, now);
}
