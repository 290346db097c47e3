import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type Brand,
  DIRECT_DEBIT_CODE_ATTEMPTS,
  DIRECT_DEBIT_CODE_DIGITS,
  DIRECT_DEBIT_CODE_LIFETIME_MS,
  DIRECT_DEBIT_CODES_PER_HOUR,
  type DirectDebitCodeResponse,
  type DirectDebitConfirm,
  type DirectDebitPaymentResponse,
  type DirectDebitRequest,
  directDebitRefusal,
  normalizeIban,
  normalizePhone,
  type PaymentProviderName,
  paymentCountry,
  paymentMethodsOf,
  phoneEnding,
} from '@dating/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { lockMember } from '../accounts/members.js';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import type { SmsProvider } from '../sms/sms-provider.js';
import { directDebitCodeText } from '../sms/sms-texts.js';
import { lockDiscountUse, passDiscountUse } from './discount-uses.js';
import { insertPayment, priceOrder, randomId, reserveOrderDiscount } from './payments.js';

type MandateRow = Selectable<Database['direct_debit_mandates']>;
type PaymentRow = Selectable<Database['payments']>;

/** The method of direct debit (SEPA Direct Debit). */
const DIRECT_DEBIT = 'sdd';
const HOUR_MS = 3_600_000;

/**
 * How direct debits are collected: the provider learns of the payment and the mandate in the
 * confirming transaction, and reports the outcome to the webhook like any other payment's.
 */
export interface DirectDebitCollector {
  /** The provider whose webhook reports the debits' outcome. */
  provider: PaymentProviderName;
  /** Starts collecting `payment` from the mandate's account (in the caller's transaction). */
  collect(
    transaction: Transaction<Database>,
    payment: PaymentRow,
    mandate: MandateRow,
  ): Promise<void>;
  /** Called after the commit: sends what `collect` queued. */
  afterCommit?(): void;
}

/** A mandate's id: `ddm_` and 24 random letters or digits, as strong as a payment's. */
const newMandateId = () => randomId('ddm_');

const codeHash = (mandateId: string, code: string) =>
  createHash('sha256').update(`${mandateId}:${code}`).digest('hex');

/** The member's direct debits of every state, as `directDebitRefusal` counts them. */
async function earlierDirectDebits(database: Kysely<Database>, member: Member) {
  const rows = await database
    .selectFrom('payments')
    .select(['amount', 'state', 'created_at'])
    .where('member_id', '=', member.id)
    .where('method', '=', DIRECT_DEBIT)
    .execute();
  return rows.map((row) => ({
    amount: row.amount,
    state: row.state,
    createdAt: new Date(row.created_at).getTime(),
  }));
}

async function refuseIfClosed(
  database: Kysely<Database>,
  member: Member,
  amount: number,
  now: number,
): Promise<void> {
  const refusal = directDebitRefusal(await earlierDirectDebits(database, member), amount, now);
  if (refusal === 'direct_debit_blocked') {
    throw new ApiFailure(403, refusal, 'A direct debit of this member was returned by the bank');
  }
  if (refusal === 'direct_debit_limit_reached') {
    throw new ApiFailure(403, refusal, 'This direct debit would exceed the member’s limit');
  }
}

/**
 * At most {@link DIRECT_DEBIT_CODES_PER_HOUR} codes per member within the hour (each is a text
 * the operator pays for); over it, 429 with the minutes until the oldest leaves the hour.
 */
async function refuseIfTooManyCodes(database: Kysely<Database>, member: Member, now: number) {
  const recent = await database
    .selectFrom('direct_debit_mandates')
    .select('created_at')
    .where('member_id', '=', member.id)
    .where('created_at', '>', new Date(now - HOUR_MS))
    .orderBy('created_at', 'asc')
    .execute();
  const [oldest] = recent;
  if (oldest && recent.length >= DIRECT_DEBIT_CODES_PER_HOUR) {
    const wait = new Date(oldest.created_at).getTime() + HOUR_MS - now;
    throw new ApiFailure(429, 'rate_limited', 'Too many direct debit codes within the hour', {
      minutes: Math.max(1, Math.ceil(wait / 60_000)),
    });
  }
}

/**
 * POST directdebit.php: the direct debit form of one package. Direct debit must be offered in the
 * member's payment country (else `bundle_id: not_offered`), the member not blocked and within the
 * limit (`directDebitRefusal`) and under the codes' limit per hour, and a text possible. The
 * mandate is stored with its price, its discount's once-only use (as a payment's: the member's
 * newest checkout holds it) and a fresh one-time code, which goes to the phone; only its hash
 * stays. A text the provider does not take leaves no mandate behind (503 `sms_unavailable`).
 */
export async function requestDirectDebitCode(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  request: DirectDebitRequest,
  sms: SmsProvider | undefined,
  now: number,
): Promise<DirectDebitCodeResponse> {
  const country = paymentCountry(member.country, brand.countries);
  if (!paymentMethodsOf(country).includes(DIRECT_DEBIT)) {
    throw new ApiFailure(400, 'validation_failed', `Direct debit is not offered in ${country}`, {
      fields: { bundle_id: 'not_offered' },
    });
  }
  if (!sms) throw new ApiFailure(503, 'sms_unavailable', 'No SMS provider is set up');
  const order = await priceOrder(
    database,
    brand,
    member,
    { bundle_id: request.bundle_id, method: DIRECT_DEBIT, discount_code: request.discount_code },
    now,
  );
  const id = newMandateId();
  const code = String(randomInt(10 ** DIRECT_DEBIT_CODE_DIGITS)).padStart(
    DIRECT_DEBIT_CODE_DIGITS,
    '0',
  );
  // The schema's rule has checked both: they normalize.
  const phone = normalizePhone(request.phone) ?? '';
  const expiresAt = new Date(now + DIRECT_DEBIT_CODE_LIFETIME_MS);
  // Under the member's lock, so that requests sent at once are counted one by one.
  await database.transaction().execute(async (transaction) => {
    await lockMember(transaction, member.id);
    await refuseIfClosed(transaction, member, order.amount, now);
    await refuseIfTooManyCodes(transaction, member, now);
    await transaction
      .insertInto('direct_debit_mandates')
      .values({
        id,
        site: brand.slug,
        member_id: member.id,
        bundle_id: order.bundleId,
        credits: order.credits,
        amount: order.amount,
        list_amount: order.listAmount,
        currency: order.currency,
        discount_code: order.discountCode,
        discount_use: order.discountUse,
        account_holder: request.account_holder.trim(),
        iban: normalizeIban(request.iban),
        street: request.street.trim(),
        house_number: request.house_number.trim(),
        zip: request.zip.trim(),
        city: request.city.trim(),
        phone,
        code_hash: codeHash(id, code),
        code_expires_at: expiresAt,
        withdrawal_consent_at: new Date(now),
        created_at: new Date(now),
      })
      .execute();
    await reserveOrderDiscount(transaction, brand.slug, member.id, order, { mandate: id }, now);
  });
  const text = directDebitCodeText(member.language, {
    code,
    brand: brand.name,
    amount: order.amount,
    currency: order.currency,
    minutes: DIRECT_DEBIT_CODE_LIFETIME_MS / 60_000,
  });
  try {
    await sms.send({ site: brand.slug, sender: brand.name, to: phone, text });
  } catch (error) {
    await database.deleteFrom('direct_debit_mandates').where('id', '=', id).execute();
    throw new ApiFailure(503, 'sms_unavailable', `The SMS provider failed: ${String(error)}`);
  }
  return { mandate_id: id, phone_ending: phoneEnding(phone), expires_at: expiresAt.toISOString() };
}

/** The code's verdict: the payment, or the problem of `otp`. */
type Confirmation = { paymentId: string } | { problem: 'invalid' | 'expired' };

const otpProblem = (problem: 'invalid' | 'expired') =>
  new ApiFailure(400, 'validation_failed', `Direct debit code: ${problem}`, {
    fields: { otp: problem },
  });

/**
 * PUT directdebit.php: the code of the text confirms the member's mandate and makes its payment,
 * `pending` while the bank collects it, which the collector then reports. A wrong code is
 * `otp: invalid` and counts; after {@link DIRECT_DEBIT_CODE_ATTEMPTS} wrong ones, or past its
 * time, the code is `otp: expired`. The member's row is locked while the limit is checked again,
 * so two mandates confirmed at once cannot pass it together. Sent again with the right code after
 * success, it answers the same payment.
 */
export async function confirmDirectDebit(
  database: Kysely<Database>,
  member: Member,
  request: DirectDebitConfirm,
  collector: DirectDebitCollector,
  now: number,
): Promise<DirectDebitPaymentResponse> {
  // A wrong code is counted, so the transaction commits before the 400.
  const confirmation = await database
    .transaction()
    .execute(async (transaction): Promise<Confirmation> => {
      await lockMember(transaction, member.id);
      const ofMandate = transaction
        .selectFrom('direct_debit_mandates')
        .selectAll()
        .where('id', '=', request.mandate_id)
        .where('member_id', '=', member.id);
      const found = await ofMandate.executeTakeFirst();
      if (!found) throw new ApiFailure(404, 'not_found', 'No such direct debit mandate');
      // The use before the mandate: the order of every payment transaction's locks.
      if (found.discount_use !== null) {
        await lockDiscountUse(transaction, found.site, found.discount_use);
      }
      const mandate = await ofMandate.forUpdate().executeTakeFirstOrThrow();
      const given = Buffer.from(codeHash(mandate.id, request.otp.trim()), 'hex');
      const right = timingSafeEqual(given, Buffer.from(mandate.code_hash, 'hex'));
      if (mandate.payment_id !== null) {
        if (right) return { paymentId: mandate.payment_id };
        return { problem: 'invalid' };
      }
      if (
        now >= new Date(mandate.code_expires_at).getTime() ||
        mandate.wrong_codes >= DIRECT_DEBIT_CODE_ATTEMPTS
      ) {
        return { problem: 'expired' };
      }
      if (!right) {
        await transaction
          .updateTable('direct_debit_mandates')
          .set((eb) => ({ wrong_codes: eb('wrong_codes', '+', 1) }))
          .where('id', '=', mandate.id)
          .execute();
        return { problem: 'invalid' };
      }
      await refuseIfClosed(transaction, member, mandate.amount, now);
      const payment = await insertPayment(transaction, {
        site: mandate.site,
        memberId: member.id,
        order: {
          bundleId: mandate.bundle_id,
          credits: mandate.credits,
          amount: mandate.amount,
          listAmount: mandate.list_amount,
          currency: mandate.currency,
          discountCode: mandate.discount_code,
          discountUse: mandate.discount_use,
        },
        method: DIRECT_DEBIT,
        provider: collector.provider,
        state: 'pending',
        consentAt: new Date(mandate.withdrawal_consent_at),
        now,
      });
      await transaction
        .updateTable('direct_debit_mandates')
        .set({ payment_id: payment.id })
        .where('id', '=', mandate.id)
        .execute();
      await passDiscountUse(transaction, mandate.id, payment.id);
      await collector.collect(transaction, payment, mandate);
      return { paymentId: payment.id };
    });
  if (!('paymentId' in confirmation)) throw otpProblem(confirmation.problem);
  collector.afterCommit?.();
  return { payment_id: confirmation.paymentId };
}
