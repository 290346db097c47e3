import type { Brand } from '@dating/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/api-failure.js';
import type { MolliePayments } from './mollie.js';
import { applyPaymentEvent, type PaymentEventOutcome } from './payment-events.js';

type PaymentRow = Selectable<Database['payments']>;

/**
 * Applies what Mollie says of `payment` now as an event of id `tr_…:<outcome>` (`tr_…:paid`,
 * `tr_…:refunded`, `tr_…:chargeback`), so that each outcome applies once however often Mollie
 * calls or the page asks, and in whatever order. An `open` payment has nothing to apply. A payment
 * whose amount at Mollie is not ours is refused loudly (500, logged) and changes nothing.
 */
async function applyMollieStatus(
  database: Kysely<Database>,
  brand: Brand,
  mollie: MolliePayments,
  payment: PaymentRow & { provider_payment_id: string },
  now: number,
): Promise<PaymentEventOutcome> {
  const outcome = await mollie.outcomeOf(payment.provider_payment_id);
  if (outcome.amount !== payment.amount || outcome.currency !== payment.currency) {
    throw new Error(
      `Mollie's ${payment.provider_payment_id} charges ${outcome.amount} ${outcome.currency}, ` +
        `not the ${payment.amount} ${payment.currency} of ${payment.id}`,
    );
  }
  if (outcome.state === 'open') return { applied: false, state: payment.state };
  return applyPaymentEvent(
    database,
    brand,
    {
      provider: 'mollie',
      eventId: `${payment.provider_payment_id}:${outcome.event}`,
      paymentId: payment.id,
      type: `mollie.${outcome.event}`,
      state: outcome.state,
      takeBack: outcome.takeBack,
    },
    now,
  );
}

const withMollieId = (
  row: PaymentRow | undefined,
): (PaymentRow & { provider_payment_id: string }) | undefined =>
  row?.provider_payment_id ? { ...row, provider_payment_id: row.provider_payment_id } : undefined;

/**
 * POST payment-webhook.php?provider=mollie: Mollie's notice names one of its payments; the status
 * comes from Mollie itself. An id that is none of the brand's payments is `not_found`, without a
 * call to Mollie.
 */
export async function applyMollieNotice(
  database: Kysely<Database>,
  brand: Brand,
  mollie: MolliePayments,
  molliePaymentId: string,
  now: number,
): Promise<PaymentEventOutcome> {
  const payment = withMollieId(
    await database
      .selectFrom('payments')
      .selectAll()
      .where('site', '=', brand.slug)
      .where('provider', '=', 'mollie')
      .where('provider_payment_id', '=', molliePaymentId)
      .executeTakeFirst(),
  );
  if (!payment) throw notFound('payment');
  return applyMollieStatus(database, brand, mollie, payment, now);
}

/**
 * Asks Mollie about the member's payment while it is still `open` or `pending`, for the
 * transaction page: a member back from Mollie's checkout sees the outcome even before the webhook
 * (or, on a developer's machine, without one). Other payments are left as they are.
 */
export async function refreshMolliePayment(
  database: Kysely<Database>,
  brand: Brand,
  mollie: MolliePayments,
  memberId: number,
  paymentId: string,
  now: number,
): Promise<void> {
  const payment = withMollieId(
    await database
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .where('site', '=', brand.slug)
      .where('member_id', '=', memberId)
      .where('provider', '=', 'mollie')
      .where('state', 'in', ['open', 'pending'])
      .executeTakeFirst(),
  );
  if (payment) await applyMollieStatus(database, brand, mollie, payment, now);
}
