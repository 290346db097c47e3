import { randomBytes } from 'node:crypto';
import {
  type Brand,
  type Withdrawable,
  type WithdrawablesResponse,
  type Withdrawal,
  type WithdrawResponse,
  withdrawalEnds,
  withdrawalOpen,
  withdrawalOutcome,
} from '@dating/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { lockMember } from '../accounts/members.js';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { oneFlushAtATime } from '../jobs/one-flush-at-a-time.js';
import { takeBackCredits } from '../ledger/ledger.js';
import { queueMail } from '../mail/outbox.js';
import type { PaymentProviders } from './brand-payments.js';
import { paymentView } from './payments.js';

type PaymentRow = Selectable<Database['payments']>;
type WithdrawalRow = Selectable<Database['withdrawals']>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Returns a payment's money through the provider that took it. */
export interface Refunder {
  /**
   * Asks the provider to refund `payment` in full, in the refund sender's transaction, keyed by
   * the withdrawal's `reference` so that asking again gets the same refund. The provider then
   * reports the payment `refunded` as it reports any change of it (its webhook).
   */
  refund(transaction: Transaction<Database>, payment: PaymentRow, reference: string): Promise<void>;
  /** Called after the commit: sends what `refund` queued. */
  afterCommit?(): void;
}

/** A reference a person can read out and type: `W-` and ten letters and figures. */
const newReference = () => `W-${randomBytes(5).toString('hex').toUpperCase()}`;

function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    reference: row.reference,
    payment_id: row.payment_id,
    requested_at: new Date(row.requested_at).toISOString(),
    outcome: row.outcome,
  };
}

/**
 * GET withdrawals.php: the member's purchases whose withdrawal period runs (`withdrawalOpen`,
 * with the brand's `refund_days`), paid or withdrawn from, newest first, each with what a
 * withdrawal would do now; and the name and address the confirmation goes to.
 */
export async function withdrawablesOf(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  now: number,
): Promise<WithdrawablesResponse> {
  // Whole days are counted from the day after the purchase: a day more than the period is enough.
  const since = new Date(now - (brand.refund_days + 1) * DAY_MS);
  const [payments, withdrawals, balance] = await Promise.all([
    database
      .selectFrom('payments')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('site', '=', brand.slug)
      .where('state', 'in', ['paid', 'refunded'])
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    database
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('requested_at', '>=', since)
      .execute(),
    database
      .selectFrom('members')
      .select('credits')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow(),
  ]);
  const byPayment = new Map(
    withdrawals.filter((row) => row.origin === 'member').map((row) => [row.payment_id, row]),
  );
  const refundedBySupport = new Set(
    withdrawals.filter((row) => row.origin === 'support').map((row) => row.payment_id),
  );
  const purchases: Withdrawable[] = [];
  for (const payment of payments) {
    const withdrawal = byPayment.get(payment.id);
    const purchasedAt = new Date(payment.created_at).getTime();
    if (!withdrawalOpen(purchasedAt, brand.refund_days, now)) continue;
    // A purchase refunded otherwise (by support, a chargeback) is no longer the member's to withdraw.
    if ((payment.state !== 'paid' || refundedBySupport.has(payment.id)) && !withdrawal) continue;
    purchases.push({
      payment: paymentView(payment),
      ends_at: new Date(withdrawalEnds(purchasedAt, brand.refund_days)).toISOString(),
      outcome: withdrawalOutcome({ credits: payment.credits, balance: balance.credits }),
      withdrawal: withdrawal ? withdrawalView(withdrawal) : null,
    });
  }
  return { purchases, name: member.name, email: member.email };
}

/**
 * POST withdrawals.php: the member withdraws from one of their paid purchases within its period,
 * in one transaction under the member's lock. What it does is `withdrawalOutcome`: a `refund`
 * takes the purchase's credits back at once (under the key the provider's later `refunded` uses,
 * so they are taken once) and waits for the refund sender; a `declined` is kept with its reason.
 * Either way the confirmation, with the date and time it reached us, is queued in the member's
 * language in the same transaction. Asking again answers the first withdrawal. Another member's
 * payment is 404; one not paid, refunded or past its period is 409 `not_withdrawable`.
 */
export async function withdraw(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  paymentId: string,
  now: number,
): Promise<WithdrawResponse> {
  return database.transaction().execute(async (transaction) => {
    await lockMember(transaction, member.id);
    const payment = await transaction
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .where('member_id', '=', member.id)
      .where('site', '=', brand.slug)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw notFound('payment', 'payment_id');
    const earlier = await transaction
      .selectFrom('withdrawals')
      .selectAll()
      .where('payment_id', '=', payment.id)
      .orderBy(sql`origin = 'member'`, 'desc')
      .executeTakeFirst();
    if (earlier?.origin === 'member') return { withdrawal: withdrawalView(earlier) };
    // A payment support refunds already is no longer the member's to withdraw.
    if (
      earlier ||
      payment.state !== 'paid' ||
      !withdrawalOpen(new Date(payment.created_at).getTime(), brand.refund_days, now)
    ) {
      throw new ApiFailure(
        409,
        'not_withdrawable',
        `${payment.id} is ${payment.state}, or its period is over`,
      );
    }
    const {
      credits: balance,
      name,
      email,
      language,
    } = await transaction
      .selectFrom('members')
      .select(['credits', 'name', 'email', 'language'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const outcome = withdrawalOutcome({ credits: payment.credits, balance });
    const row = await transaction
      .insertInto('withdrawals')
      .values({
        site: brand.slug,
        reference: newReference(),
        payment_id: payment.id,
        member_id: member.id,
        name,
        email,
        language,
        outcome,
        requested_at: new Date(now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (outcome === 'refund') {
      await takeBackCredits(
        transaction,
        member.id,
        payment.credits,
        'refund',
        `refund:${payment.id}`,
        now,
      );
    }
    await queueMail(
      transaction,
      {
        brand,
        member: { id: member.id, email, language, name },
        template: 'withdrawalReceived',
        values: {
          reference: row.reference,
          requestedAt: new Date(now),
          outcome,
          paymentId: payment.id,
          credits: payment.credits,
          amount: payment.amount,
          currency: payment.currency,
          purchasedAt: new Date(payment.created_at),
        },
      },
      now,
    );
    return { withdrawal: withdrawalView(row) };
  });
}

/** Attempts per refund before the sender leaves it to the team (the error stays in the row). */
const MAX_REFUND_ATTEMPTS = 20;
/** The longest wait between two attempts: 6 hours (the waits double from 1 minute). */
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
const BATCH_SIZE = 20;

/** Sends the refunds that withdrawals wait for. */
export interface RefundSender {
  /** Asks the providers for what waits; resolves how many refunds they took. Never rejects. */
  flush(): Promise<number>;
}

export interface RefundSenderOptions {
  database: Kysely<Database>;
  brands: readonly Brand[];
  providers: PaymentProviders;
  now: () => number;
  onError?: (error: unknown) => void;
}

/**
 * Asks each waiting refund's provider (the one that took the money) to return it, with SKIP
 * LOCKED so that several server processes never ask twice at once, and the withdrawal's reference
 * as the provider's idempotency key so that a crash between the provider's answer and our commit
 * asks for the same refund again, not another. A refund that fails is tried again after 1, 2,
 * 4 … minutes (at most 6 hours apart), {@link MAX_REFUND_ATTEMPTS} times.
 */
export function createRefundSender(options: RefundSenderOptions): RefundSender {
  const { database, providers } = options;
  const brands = new Map(options.brands.map((brand) => [brand.slug, brand]));

  async function sendBatch(): Promise<number> {
    const now = options.now();
    const afterCommit: (() => void)[] = [];
    const sent = await database.transaction().execute(async (transaction) => {
      const waiting = await transaction
        .selectFrom('withdrawals')
        .innerJoin('payments', 'payments.id', 'withdrawals.payment_id')
        .selectAll('payments')
        .select([
          'withdrawals.id as withdrawal_id',
          'withdrawals.reference',
          'withdrawals.refund_attempts',
        ])
        .where('withdrawals.outcome', '=', 'refund')
        .where('withdrawals.refund_requested_at', 'is', null)
        .where('withdrawals.refund_attempts', '<', MAX_REFUND_ATTEMPTS)
        .where((where) =>
          where.or([
            where('withdrawals.refund_retry_at', 'is', null),
            where('withdrawals.refund_retry_at', '<=', new Date(now)),
          ]),
        )
        .orderBy('withdrawals.id')
        .limit(BATCH_SIZE)
        .forUpdate('withdrawals')
        .skipLocked()
        .execute();
      let taken = 0;
      for (const { withdrawal_id, reference, refund_attempts, ...payment } of waiting) {
        const brand = brands.get(payment.site);
        const refunder = brand && providers.refunderOf(brand, payment.provider);
        const attempts = refund_attempts + 1;
        try {
          if (!refunder) throw new Error(`${payment.provider} is not set up for ${payment.site}`);
          await refunder.refund(transaction, payment, reference);
          if (refunder.afterCommit) afterCommit.push(refunder.afterCommit);
          await transaction
            .updateTable('withdrawals')
            .set({
              refund_attempts: attempts,
              refund_requested_at: new Date(now),
              refund_error: null,
            })
            .where('id', '=', withdrawal_id)
            .execute();
          taken += 1;
        } catch (error) {
          const wait = Math.min(60_000 * 2 ** (attempts - 1), MAX_RETRY_MS);
          await transaction
            .updateTable('withdrawals')
            .set({
              refund_attempts: attempts,
              refund_retry_at: new Date(now + wait),
              refund_error: String(error).slice(0, 500),
            })
            .where('id', '=', withdrawal_id)
            .execute();
        }
      }
      return taken;
    });
    for (const send of afterCommit) send();
    return sent;
  }

  return { flush: oneFlushAtATime(sendBatch, options.onError) };
}
