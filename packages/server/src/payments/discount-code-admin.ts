import {
  type AddDiscountCodeInput,
  type Brand,
  brandCurrencies,
  type Country,
  type DiscountStatus,
  type FieldProblems,
  normalizeDiscountCode,
  type OperatorDiscountCode,
} from '@dating/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordAudit } from '../operators/audit-log.js';
import type { TeamActor } from '../operators/team.js';

/**
 * Why the brand refused a discount code change, by field of `addDiscountCodeSchema` (the back
 * office answers them as `validation_failed`, the command line names its options).
 */
export class DiscountCodeRefused extends Error {
  constructor(readonly fields: FieldProblems) {
    super(`The discount code was refused: ${JSON.stringify(fields)}`);
  }
}

/** The currencies a brand's members pay in: those of its countries. */
export const currenciesOf = (brand: Brand) => brandCurrencies(brand.countries as Country[]);

/**
 * The brand's operator codes (or the one named), the newest first, each with how often it was
 * used (paid payments that carried it, refunded ones included).
 */
export async function discountCodesOf(
  database: Kysely<Database>,
  site: string,
  code?: string,
): Promise<OperatorDiscountCode[]> {
  const rows = await database
    .selectFrom('discount_codes')
    .leftJoin('members', 'members.id', 'discount_codes.member_id')
    .selectAll('discount_codes')
    .select('members.email as member_email')
    .select((select) =>
      select
        .selectFrom('payments')
        .select(sql<number>`count(*)::int`.as('uses'))
        .whereRef('payments.site', '=', 'discount_codes.site')
        .whereRef('payments.discount_code', '=', 'discount_codes.code')
        .where('payments.state', 'in', ['paid', 'refunded'])
        .as('uses'),
    )
    .where('discount_codes.site', '=', site)
    .where('discount_codes.kind', '=', 'operator')
    .$if(code !== undefined, (select) => select.where('discount_codes.code', '=', code ?? ''))
    .orderBy('discount_codes.created_at', 'desc')
    .orderBy('discount_codes.id', 'desc')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    percentage: row.value_percentage,
    validity: row.validity,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    country: row.country,
    member: row.member_id !== null ? { id: row.member_id, email: row.member_email ?? '' } : null,
    currency: row.currency,
    minimum: row.minimum_order_value,
    methods: row.payment_methods,
    uses: Number(row.uses ?? 0),
  }));
}

async function discountCodeOf(database: Kysely<Database>, site: string, code: string) {
  const [found] = await discountCodesOf(database, site, code);
  if (!found) throw new DiscountCodeRefused({ code: 'not_found' });
  return found;
}

/**
 * Adds an operator's discount code to a brand (spec section 3), checked against the brand: its
 * countries, the currencies of its countries, a member of its site; the end is in the future; the code is new to the brand. Recorded in the audit log
 * with the operator (null: the command line), in the code's transaction.
 */
export async function addDiscountCode(
  database: Kysely<Database>,
  brand: Brand,
  input: AddDiscountCodeInput,
  actor: TeamActor,
  now: number,
): Promise<OperatorDiscountCode> {
  const problems: FieldProblems = {};
  if (input.country && !brand.countries.includes(input.country)) problems.country = 'not_offered';
  if (input.currency && !currenciesOf(brand).includes(input.currency)) {
    problems.currency = 'not_offered';
  }
  if (input.expires_at && Date.parse(input.expires_at) <= now) problems.expires_at = 'expired';
  const member = input.member
    ? await database
        .selectFrom('members')
        .select('id')
        .where('site', '=', brand.slug)
        .where('email', '=', input.member)
        .executeTakeFirst()
    : undefined;
  if (input.member && !member) problems.member = 'not_found';
  if (Object.keys(problems).length) throw new DiscountCodeRefused(problems);
  await database.transaction().execute(async (transaction) => {
    const row = await transaction
      .insertInto('discount_codes')
      .values({
        site: brand.slug,
        code: input.code,
        kind: 'operator',
        value_percentage: input.percentage,
        country: input.country ?? null,
        member_id: member?.id ?? null,
        expires_at: input.expires_at ? new Date(input.expires_at) : null,
        currency: input.currency ?? null,
        minimum_order_value: input.minimum ?? null,
        payment_methods: input.methods ?? null,
        validity: input.validity,
        status: 'active',
        created_at: new Date(now),
      })
      .onConflict((conflict) => conflict.columns(['site', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new DiscountCodeRefused({ code: 'taken' });
    await recordAudit(
      transaction,
      {
        site: brand.slug,
        operator: actor,
        action: 'discount_code_added',
        subject: { kind: 'discount_code', id: row.id, label: input.code },
        details: { percentage: String(input.percentage), validity: input.validity },
      },
      now,
    );
  });
  return discountCodeOf(database, brand.slug, input.code);
}

/**
 * Turns an operator's code off (members can no longer use it; payments made with it stay as they
 * are) or on again, recorded in the audit log when it changes. A code the brand does not have is
 * refused (`code`: `not_found`).
 */
export async function setDiscountCodeStatus(
  database: Kysely<Database>,
  brand: Brand,
  actor: TeamActor,
  typed: string,
  status: DiscountStatus,
  now: number,
): Promise<OperatorDiscountCode> {
  const code = normalizeDiscountCode(typed) ?? '';
  await database.transaction().execute(async (transaction) => {
    const changed = await transaction
      .updateTable('discount_codes')
      .set({ status })
      .where('site', '=', brand.slug)
      .where('kind', '=', 'operator')
      .where('code', '=', code)
      .where('status', '!=', status)
      .returning('id')
      .executeTakeFirst();
    if (!changed) return;
    await recordAudit(
      transaction,
      {
        site: brand.slug,
        operator: actor,
        action: status === 'active' ? 'discount_code_activated' : 'discount_code_deactivated',
        subject: { kind: 'discount_code', id: changed.id, label: code },
      },
      now,
    );
  });
  return discountCodeOf(database, brand.slug, code);
}
