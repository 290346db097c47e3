import { randomBytes } from 'node:crypto';
import type { Brand, RefundPaymentRequest } from '@dating/contract';
import type { Kysely } from 'kysely';
import { lockMember } from '../accounts/members.js';
import type { Database, Operator } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { takeBackCredits } from '../ledger/ledger.js';
import { queueMail } from '../mail/outbox.js';
import { recordAudit } from '../operators/audit-log.js';

/** A support refund's reference: `R-` and ten letters and figures. */
const newReference = () => `R-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * POST operator/refund.php: support refunds a paid payment in full through the provider that took
 * it. In one transaction under the member's lock: the refund waits for the refund sender as a
 * withdrawal's does (`origin = 'support'`, with the operator and the reason; the same retries and
 * the provider's idempotency key), the credits the payment brought are taken back as far as they
 * are unspent (under the key the provider's later `refunded` uses, so they are taken once), the
 * member is mailed in their language, and the audit log records it. 404 for a payment of another
 * brand (or whose member's account is gone); 409 `conflict` for one that is not paid, or whose
 * refund was asked for already (a member's withdrawal or support's; two at once: the first).
 */
export async function refundPayment(
  database: Kysely<Database>,
  brand: Brand,
  operator: Pick<Operator, 'id' | 'name'>,
  input: RefundPaymentRequest,
  now: number,
): Promise<{ reference: string; credits: number }> {
  const owner = await database
    .selectFrom('payments')
    .select('member_id')
    .where('id', '=', input.payment)
    .where('site', '=', brand.slug)
    .executeTakeFirst();
  if (!owner?.member_id) throw notFound('payment', 'payment');
  const memberId = owner.member_id;
  return database.transaction().execute(async (transaction) => {
    await lockMember(transaction, memberId);
    const payment = await transaction
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', input.payment)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const refunding = await transaction
      .selectFrom('withdrawals')
      .select('id')
      .where('payment_id', '=', payment.id)
      .where('outcome', '=', 'refund')
      .executeTakeFirst();
    if (payment.state !== 'paid' || refunding) {
      throw new ApiFailure(409, 'conflict', `${payment.id} is ${payment.state}, or being refunded`);
    }
    const member = await transaction
      .selectFrom('members')
      .select(['id', 'name', 'email', 'language'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const reference = newReference();
    await transaction
      .insertInto('withdrawals')
      .values({
        site: brand.slug,
        reference,
        payment_id: payment.id,
        member_id: member.id,
        name: member.name,
        email: member.email,
        language: member.language,
        outcome: 'refund',
        requested_at: new Date(now),
        origin: 'support',
        ordered_by: operator.id,
        reason: input.reason,
      })
      .execute();
    const taken = await takeBackCredits(
      transaction,
      member.id,
      payment.credits,
      'refund',
      `refund:${payment.id}`,
      now,
    );
    await queueMail(
      transaction,
      {
        brand,
        member: { ...member, id: member.id },
        template: 'refundIssued',
        values: {
          reference,
          paymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          purchasedAt: new Date(payment.created_at),
          taken: -taken.amount,
        },
      },
      now,
    );
    await recordAudit(
      transaction,
      {
        site: brand.slug,
        operator,
        action: 'payment_refunded',
        subject: { kind: 'member', id: member.id, label: member.name },
        reason: input.reason,
        details: { payment: payment.id, reference, credits: String(-taken.amount) },
      },
      now,
    );
    return { reference, credits: taken.credits };
  });
}
