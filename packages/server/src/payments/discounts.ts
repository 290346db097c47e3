import { randomInt } from 'node:crypto';
import {
  type Brand,
  brandCompany,
  DELETION_OFFER_DAYS,
  type DiscountCode,
  normalizeDiscountCode,
  type Offers,
  paymentCountry,
  paymentCurrency,
  TIME_BONUS_CODE,
  timeBonusApplies,
  timeBonusEndsAt,
  WELCOME_DISCOUNT_CODE,
} from '@dating/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { discountUseAvailable, discountUseOf, newMemberDiscountUse } from './discount-uses.js';

type DiscountCodeRow = Selectable<Database['discount_codes']>;

/** A code with no conditions on the order (the time bonus, the welcome discount). */
const UNCONDITIONAL = { currency: null, minimum_order_value: null, paymentmethods: null } as const;

/**
 * The member's time bonus (`TIMEBONUS25`, the brand's `offers.time_bonus_percentage`): while they
 * have not paid and signed up less than the brand's `time_bonus_hours` ago; null otherwise.
 */
export function timeBonusOf(member: Member, offers: Offers, now: number): DiscountCode | null {
  if (!timeBonusApplies(member, now, offers.time_bonus_hours)) return null;
  return {
    code: TIME_BONUS_CODE,
    value_percentage: offers.time_bonus_percentage,
    expires: new Date(timeBonusEndsAt(member.signup_date, offers.time_bonus_hours)).toISOString(),
    isVisible: true,
    ...UNCONDITIONAL,
  };
}

/**
 * The welcome discount (`WELCOME25`, the brand's `offers.welcome_percentage` off the first
 * purchase): null once the member bought.
 */
export function welcomeDiscountOf(member: Member, offers: Offers): DiscountCode | null {
  if (member.paid_user) return null;
  return {
    code: WELCOME_DISCOUNT_CODE,
    value_percentage: offers.welcome_percentage,
    expires: null,
    isVisible: true,
    ...UNCONDITIONAL,
  };
}

/** What a member may be told about a code that gives them nothing: a field problem. */
type CodeProblem = 'not_found' | 'already_used' | 'expired';

/**
 * A code looked up for a member: the discount it gives and the once-only use it takes
 * (`discountUseOf`; null: none), or why it gives none.
 */
export type CodeLookup = { discount: DiscountCode; use: string | null } | { problem: CodeProblem };

function codeView(row: DiscountCodeRow): DiscountCode {
  return {
    code: row.code,
    value_percentage: row.value_percentage,
    expires: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    isVisible: true,
    currency: row.currency,
    minimum_order_value: row.minimum_order_value,
    paymentmethods: row.payment_methods,
  };
}

/**
 * A stored code (an operator's, or the member's deletion offer) as it applies to the member now.
 * A code that is inactive, another member's, or for another payment country or currency is
 * `not_found`, as is one that does not exist: a member learns nothing of codes not meant for
 * them. Then its end (`expired`, exclusive), then its uses by validity (`already_used`).
 */
async function storedCodeFor(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  row: DiscountCodeRow | undefined,
  now: number,
): Promise<CodeLookup> {
  const country = paymentCountry(member.country, brand.countries);
  if (
    row?.status !== 'active' ||
    (row.member_id !== null && row.member_id !== member.id) ||
    (row.country !== null && row.country !== country) ||
    (row.currency !== null && row.currency !== paymentCurrency(country))
  ) {
    return { problem: 'not_found' };
  }
  if (row.expires_at !== null && now >= new Date(row.expires_at).getTime()) {
    return { problem: 'expired' };
  }
  const use = discountUseOf(row.code, row.validity, member.id);
  if (use && !(await discountUseAvailable(database, brand.slug, use, member.id, now))) {
    return { problem: 'already_used' };
  }
  return { discount: codeView(row), use };
}

/**
 * The discount `typed` gives this member now, or why it gives none. The two codes the server
 * gives by itself come first, sharing the new member's one use: the time bonus (`already_used`
 * once spent, `expired` after its window) and the welcome discount (`already_used` after the
 * first purchase); then the brand's stored codes. A use held by the member's own unpaid payment
 * is available: a new payment takes it over (`claimDiscountUse`). Whether a discount applies to
 * a given order is the contract's `discountRefusal`.
 */
export async function lookUpDiscount(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  typed: string,
  now: number,
): Promise<CodeLookup> {
  const code = normalizeDiscountCode(typed);
  if (code === null) return { problem: 'not_found' };
  if (code === TIME_BONUS_CODE || code === WELCOME_DISCOUNT_CODE) {
    const use = newMemberDiscountUse(member.id);
    const available = await discountUseAvailable(database, brand.slug, use, member.id, now);
    const discount =
      code === TIME_BONUS_CODE
        ? timeBonusOf(member, brand.offers, now)
        : welcomeDiscountOf(member, brand.offers);
    if (discount && available) return { discount, use };
    return { problem: code === TIME_BONUS_CODE && available ? 'expired' : 'already_used' };
  }
  const row = await database
    .selectFrom('discount_codes')
    .selectAll()
    .where('site', '=', brand.slug)
    .where('code', '=', code)
    .executeTakeFirst();
  return storedCodeFor(database, brand, member, row, now);
}

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I/L). */
const OFFER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `STAY-` and 8 random letters or digits (39 bits), unique per site by the table's constraint. */
function newOfferCode(): string {
  let code = 'STAY-';
  for (let index = 0; index < 8; index += 1)
    code += OFFER_ALPHABET[randomInt(OFFER_ALPHABET.length)];
  return code;
}

/**
 * The deletion offer (issue 10): the company's `delete_discount` as a code of the member's own,
 * for one purchase within {@link DELETION_OFFER_DAYS} days. Made on the first call, answered again
 * while it lasts, so the offer is made once: null when the brand offers none, and once the code
 * is used or over.
 */
export async function deletionOfferFor(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  now: number,
): Promise<DiscountCode | null> {
  const percentage = brandCompany(brand).delete_discount;
  if (percentage <= 0) return null;
  await database
    .insertInto('discount_codes')
    .values({
      site: brand.slug,
      code: newOfferCode(),
      kind: 'deletion',
      value_percentage: percentage,
      member_id: member.id,
      expires_at: new Date(now + DELETION_OFFER_DAYS * 86_400_000),
      validity: 'once',
      status: 'active',
      created_at: new Date(now),
    })
    .onConflict((conflict) =>
      conflict.columns(['site', 'member_id']).where('kind', '=', 'deletion').doNothing(),
    )
    .execute();
  const row = await database
    .selectFrom('discount_codes')
    .selectAll()
    .where('site', '=', brand.slug)
    .where('member_id', '=', member.id)
    .where('kind', '=', 'deletion')
    .executeTakeFirst();
  const lookup = await storedCodeFor(database, brand, member, row, now);
  return 'discount' in lookup ? lookup.discount : null;
}
