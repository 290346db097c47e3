import {
  type DiscountCode,
  NEW_MEMBER_DISCOUNT_PERCENTAGE,
  TIME_BONUS_CODE,
  timeBonusApplies,
  timeBonusEndsAt,
  WELCOME_DISCOUNT_CODE,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';

/** Whether the member has a paid (or since refunded) payment, with this code when given. */
async function hasPaid(database: Kysely<Database>, memberId: number, code?: string) {
  let query = database
    .selectFrom('payments')
    .select('id')
    .where('member_id', '=', memberId)
    .where('state', 'in', ['paid', 'refunded']);
  if (code !== undefined) query = query.where('discount_code', '=', code);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The member's time bonus (`TIMEBONUS25`, 25%): while they have not paid and signed up less than
 * 14,400 s ago, once (a paid payment with the code ends it); null otherwise.
 */
export async function timeBonusOf(
  database: Kysely<Database>,
  member: Member,
  now: number,
): Promise<DiscountCode | null> {
  if (!timeBonusApplies(member, now) || (await hasPaid(database, member.id, TIME_BONUS_CODE))) {
    return null;
  }
  return {
    code: TIME_BONUS_CODE,
    value_percentage: NEW_MEMBER_DISCOUNT_PERCENTAGE,
    expires: new Date(timeBonusEndsAt(member.signup_date)).toISOString(),
    isVisible: true,
  };
}

/** The welcome discount (`WELCOME25`, 25% off the first purchase): null once the member bought. */
export async function welcomeDiscountOf(
  database: Kysely<Database>,
  member: Member,
): Promise<DiscountCode | null> {
  if (await hasPaid(database, member.id)) return null;
  return {
    code: WELCOME_DISCOUNT_CODE,
    value_percentage: NEW_MEMBER_DISCOUNT_PERCENTAGE,
    expires: null,
    isVisible: true,
  };
}

/** The discount `code` gives this member now, or null when it gives none (unknown, used, over). */
export async function discountFor(
  database: Kysely<Database>,
  member: Member,
  code: string,
  now: number,
): Promise<DiscountCode | null> {
  const normalized = code.trim().toUpperCase();
  if (normalized === TIME_BONUS_CODE) return timeBonusOf(database, member, now);
  if (normalized === WELCOME_DISCOUNT_CODE) return welcomeDiscountOf(database, member);
  return null;
}
