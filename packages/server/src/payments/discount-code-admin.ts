import {
  type Brand,
  COUNTRY_CURRENCIES,
  type Country,
  CURRENCIES,
  countrySchema,
  DISCOUNT_VALIDITIES,
  type DiscountStatus,
  normalizeDiscountCode,
  PAYMENT_METHODS,
  priceSchema,
  RESERVED_DISCOUNT_CODES,
} from '@dating/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { CommandInputError } from '../command-line.js';
import type { Database } from '../db/schema.js';

type DiscountCodeRow = Selectable<Database['discount_codes']>;

/** An operator's new code as the command line gives it: every value a string, as typed. */
export interface DiscountCodeOptions {
  code?: string | undefined;
  percentage?: string | undefined;
  country?: string | undefined;
  member?: string | undefined;
  expires?: string | undefined;
  currency?: string | undefined;
  minimum?: string | undefined;
  methods?: string | undefined;
  validity?: string | undefined;
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The options' checks, each message saying what the option takes. */
const optionsSchema = z.object({
  code: z
    .string({ error: 'is required' })
    .transform((typed) => normalizeDiscountCode(typed) ?? '')
    .refine(Boolean, 'takes 3 to 40 letters, digits or dashes, such as SUMMER-10')
    .refine(
      (code) => !RESERVED_DISCOUNT_CODES.includes(code),
      `is one the server gives by itself (${RESERVED_DISCOUNT_CODES.join(', ')})`,
    ),
  percentage: z
    .string({ error: 'is required' })
    .regex(/^\d{1,3}$/, 'takes a whole number from 1 to 100')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 100, 'takes a whole number from 1 to 100'),
  country: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(countrySchema)
    .optional(),
  member: z.email('takes the e-mail address of a member of the site').optional(),
  expires: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'takes a date, such as 2026-12-31T23:59Z')
    .transform((value) => new Date(value))
    .optional(),
  currency: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(CURRENCIES, `takes one of ${CURRENCIES.join(', ')}`))
    .optional(),
  minimum: priceSchema.optional(),
  methods: z
    .string()
    .transform(list)
    .pipe(
      z.array(z.enum(PAYMENT_METHODS, `takes methods of: ${PAYMENT_METHODS.join(', ')}`)).min(1),
    )
    .optional(),
  validity: z
    .enum(DISCOUNT_VALIDITIES, `takes one of ${DISCOUNT_VALIDITIES.join(', ')}`)
    .optional(),
});

function parseOptions(options: DiscountCodeOptions) {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new CommandInputError(
      parsed.error.issues.map((issue) => `--${String(issue.path[0])} ${issue.message}`).join('\n'),
    );
  }
  return parsed.data;
}

/**
 * Adds an operator's discount code to a brand (spec section 3: code, percentage, country, member,
 * end, currency, minimum order value, methods, validity; `active`). The options are checked
 * against the brand: its countries, the currencies of its countries, a member of its site; a
 * minimum order value needs its currency; the code must be new to the brand. Answers the row.
 */
export async function addDiscountCode(
  database: Kysely<Database>,
  brand: Brand,
  options: DiscountCodeOptions,
  now: number,
): Promise<DiscountCodeRow> {
  const input = parseOptions(options);
  const problems: string[] = [];
  if (input.country && !brand.countries.includes(input.country)) {
    problems.push(
      `--country ${input.country} is not a country of ${brand.name} (${brand.countries.join(', ')})`,
    );
  }
  const currencies = new Set(
    brand.countries.map((country) => COUNTRY_CURRENCIES[country as Country]),
  );
  if (input.currency && !currencies.has(input.currency)) {
    problems.push(
      `--currency ${input.currency} is not paid in at ${brand.name} (${[...currencies].join(', ')})`,
    );
  }
  if (input.minimum !== undefined && !input.currency) {
    problems.push('--minimum needs --currency: the currency the minimum is in');
  }
  if (input.expires && input.expires.getTime() <= now) {
    problems.push('--expires is in the past');
  }
  const member = input.member
    ? await database
        .selectFrom('members')
        .select('id')
        .where('site', '=', brand.slug)
        .where('email', '=', input.member.toLowerCase())
        .executeTakeFirst()
    : undefined;
  if (input.member && !member)
    problems.push(`--member: no member of ${brand.name} has ${input.member}`);
  if (problems.length) throw new CommandInputError(problems.join('\n'));
  const row = await database
    .insertInto('discount_codes')
    .values({
      site: brand.slug,
      code: input.code,
      kind: 'operator',
      value_percentage: input.percentage,
      country: input.country ?? null,
      member_id: member?.id ?? null,
      expires_at: input.expires ?? null,
      currency: input.currency ?? null,
      minimum_order_value: input.minimum ?? null,
      payment_methods: input.methods ?? null,
      validity: input.validity ?? 'once-per-user',
      status: 'active',
      created_at: new Date(now),
    })
    .onConflict((conflict) => conflict.columns(['site', 'code']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new CommandInputError(`--code ${input.code} exists at ${brand.name} already`);
  return row;
}

/** A brand's operator codes, newest first, each with how often it was used (paid payments). */
export async function listDiscountCodes(
  database: Kysely<Database>,
  brand: Brand,
): Promise<(DiscountCodeRow & { uses: number })[]> {
  const rows = await database
    .selectFrom('discount_codes')
    .selectAll('discount_codes')
    .select((select) =>
      select
        .selectFrom('payments')
        .select(sql<number>`count(*)::int`.as('uses'))
        .whereRef('payments.site', '=', 'discount_codes.site')
        .whereRef('payments.discount_code', '=', 'discount_codes.code')
        .where('payments.state', 'in', ['paid', 'refunded'])
        .as('uses'),
    )
    .where('site', '=', brand.slug)
    .where('kind', '=', 'operator')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, uses: Number(row.uses ?? 0) }));
}

/** Turns an operator's code on or off; payments made with it stay as they are. */
export async function setDiscountCodeStatus(
  database: Kysely<Database>,
  brand: Brand,
  typed: string,
  status: DiscountStatus,
): Promise<void> {
  const code = normalizeDiscountCode(typed);
  const changed = await database
    .updateTable('discount_codes')
    .set({ status })
    .where('site', '=', brand.slug)
    .where('kind', '=', 'operator')
    .where('code', '=', code ?? '')
    .executeTakeFirst();
  if (!changed.numUpdatedRows) {
    throw new CommandInputError(`--code ${typed}: ${brand.name} has no such code`);
  }
}
