import { parseArgs } from 'node:util';
import {
  addDiscountCodeSchema,
  type Brand,
  CURRENCIES,
  DISCOUNT_VALIDITIES,
  type FieldProblem,
  type FieldProblems,
  fieldProblemsOf,
  normalizeDiscountCode,
  type OperatorDiscountCode,
  PAYMENT_METHODS,
  RESERVED_DISCOUNT_CODES,
} from '@dating/contract';
import { formatPrice } from '@dating/logic';
import type { Kysely } from 'kysely';
import { CommandInputError, type CommandPlace, commandAction } from '../command-line.js';
import type { Database } from '../db/schema.js';
import {
  addDiscountCode,
  currenciesOf,
  DiscountCodeRefused,
  discountCodesOf,
  setDiscountCodeStatus,
} from './discount-code-admin.js';

const DISCOUNT_CODES_USAGE = `Usage: dating-server discount-codes <add|list|activate|deactivate> --site SLUG [options]

  add          a new code, active from now:
    --code CODE         3 to 40 letters, digits or dashes (members may type it in small letters)
    --percentage N      1 to 100 percent off the package
    --validity V        once-per-user (default), once (one use in all) or unlimited
    --expires DATE      when it ends, e.g. 2026-12-31T23:59Z (default: never)
    --country CC        only for members paying in this country of the brand
    --member EMAIL      only for this member
    --currency CUR      only for payments in this currency (needed with --minimum)
    --minimum AMOUNT    only for packages of at least this price, e.g. 20.00
    --methods LIST      only with these payment methods, e.g. ideal,paypal
  list         the brand's codes, with their uses
  activate     turn a code on again (--code)
  deactivate   turn a code off (--code); payments made with it stay as they are

  --sites DIR   folder with <slug>/brand.json (default ./sites)
  --data DIR    the server's data folder (default ./data); DATABASE_URL=postgres://... instead
It works while the server runs: on the embedded database, the server running on --data does the
change itself (it is the only process that may open the folder), on its own brands. Every change
is recorded in the back office's audit log (as the command line's); the back office's Discount
codes section does the same for the admin and support roles.`;

const options = {
  site: { type: 'string' },
  sites: { type: 'string', default: './sites' },
  data: { type: 'string', default: './data' },
  code: { type: 'string' },
  percentage: { type: 'string' },
  validity: { type: 'string' },
  expires: { type: 'string' },
  country: { type: 'string' },
  member: { type: 'string' },
  currency: { type: 'string' },
  minimum: { type: 'string' },
  methods: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const ACTIONS = ['add', 'list', 'activate', 'deactivate'] as const;

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

/** The options as the back office's request (`addDiscountCodeSchema`) takes them. */
function requestOf(typed: DiscountCodeOptions) {
  const expires = typed.expires === undefined ? undefined : Date.parse(typed.expires);
  return {
    code: typed.code,
    percentage: typed.percentage?.match(/^\d{1,3}$/) ? Number(typed.percentage) : typed.percentage,
    validity: typed.validity,
    expires_at:
      expires === undefined || Number.isNaN(expires)
        ? typed.expires
        : new Date(expires).toISOString(),
    country: typed.country?.toUpperCase(),
    member: typed.member,
    currency: typed.currency?.toUpperCase(),
    minimum: typed.minimum,
    methods: typed.methods
      ?.split(',')
      .map((method) => method.trim())
      .filter(Boolean),
  };
}

/** What a field's problem means, worded for the option that gave it. */
function optionMistake(
  field: string,
  problem: FieldProblem,
  typed: DiscountCodeOptions,
  brand: Brand,
): string {
  const value = (option: keyof DiscountCodeOptions) => typed[option]?.toUpperCase() ?? '';
  switch (field) {
    case 'code':
      if (problem === 'required') return '--code is required';
      if (problem !== 'taken')
        return '--code takes 3 to 40 letters, digits or dashes, such as SUMMER-10';
      return RESERVED_DISCOUNT_CODES.includes(normalizeDiscountCode(typed.code ?? '') ?? '')
        ? `--code is one the server gives by itself (${RESERVED_DISCOUNT_CODES.join(', ')})`
        : `--code ${value('code').trim()} exists at ${brand.name} already`;
    case 'percentage':
      return problem === 'required'
        ? '--percentage is required'
        : '--percentage takes a whole number from 1 to 100';
    case 'validity':
      return `--validity takes one of ${DISCOUNT_VALIDITIES.join(', ')}`;
    case 'expires_at':
      return problem === 'expired'
        ? '--expires is in the past'
        : '--expires takes a date, such as 2026-12-31T23:59Z';
    case 'country':
      return problem === 'not_offered'
        ? `--country ${value('country')} is not a country of ${brand.name} (${brand.countries.join(', ')})`
        : '--country takes a country code, such as DE';
    case 'member':
      return problem === 'not_found'
        ? `--member: no member of ${brand.name} has ${typed.member}`
        : '--member takes the e-mail address of a member of the site';
    case 'currency':
      if (problem === 'required')
        return '--minimum needs --currency: the currency the minimum is in';
      return problem === 'not_offered'
        ? `--currency ${value('currency')} is not paid in at ${brand.name} (${currenciesOf(brand).join(', ')})`
        : `--currency takes one of ${CURRENCIES.join(', ')}`;
    case 'minimum':
      return '--minimum must be an amount with two decimals, such as 20.00';
    case 'methods':
      return `--methods takes methods of: ${PAYMENT_METHODS.join(', ')}`;
    default:
      return `Unknown option --${field}`;
  }
}

const mistakes = (problems: FieldProblems, typed: DiscountCodeOptions, brand: Brand) =>
  new CommandInputError(
    Object.entries(problems)
      .map(([field, problem]) => optionMistake(field, problem as FieldProblem, typed, brand))
      .join('\n'),
  );

/**
 * Adds a code from the command line's options, checked as the back office's request is; a
 * mistake throws a {@link CommandInputError} naming each option that is wrong.
 */
export async function addDiscountCodeFromOptions(
  database: Kysely<Database>,
  brand: Brand,
  typed: DiscountCodeOptions,
  now: number,
): Promise<OperatorDiscountCode> {
  const parsed = addDiscountCodeSchema.safeParse(requestOf(typed), { reportInput: true });
  if (!parsed.success) throw mistakes(fieldProblemsOf(parsed.error, 'code'), typed, brand);
  try {
    return await addDiscountCode(database, brand, parsed.data, null, now);
  } catch (error) {
    if (error instanceof DiscountCodeRefused) throw mistakes(error.fields, typed, brand);
    throw error;
  }
}

/** A code as one line of `list`: its conditions in words. */
function listed(code: OperatorDiscountCode): string {
  const conditions = [
    code.expires_at && `until ${code.expires_at}`,
    code.country && `in ${code.country}`,
    code.member && `${code.member.email} only`,
    code.minimum !== null &&
      code.currency &&
      `from ${formatPrice(code.minimum, code.currency, 'en')}`,
    code.minimum === null && code.currency && `in ${code.currency}`,
    code.methods && `with ${code.methods.join(', ')}`,
  ].filter(Boolean);
  return `${code.code}  ${code.percentage}%  ${code.validity}  ${code.status}  used ${code.uses}×${conditions.length ? `  ${conditions.join(', ')}` : ''}`;
}

/**
 * `dating-server discount-codes …`: the operator's command for a brand's discount codes. Writes
 * what it did (or the table of codes) to `print`; a mistake in the command throws an
 * {@link CommandInputError} naming the option.
 */
export async function runDiscountCodesCommand(
  args: readonly string[],
  print: (line: string) => void,
  { brandDatabase, now }: CommandPlace,
): Promise<void> {
  const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true });
  if (values.help || positionals.length === 0) {
    print(DISCOUNT_CODES_USAGE);
    return;
  }
  const action = commandAction(positionals, ACTIONS);
  await brandDatabase(values, async (brand, database) => {
    if (action === 'add') {
      const code = await addDiscountCodeFromOptions(database, brand, values, now);
      print(`Added ${code.code} at ${brand.name}: ${code.percentage}% off, ${code.validity}.`);
    } else if (action === 'list') {
      const codes = await discountCodesOf(database, brand.slug);
      if (!codes.length) print(`${brand.name} has no discount codes.`);
      for (const code of codes) print(listed(code));
    } else {
      if (!values.code) throw new CommandInputError('--code is required');
      const status = action === 'activate' ? 'active' : 'inactive';
      try {
        const code = await setDiscountCodeStatus(database, brand, null, values.code, status, now);
        print(`${code.code} at ${brand.name} is ${status}.`);
      } catch (error) {
        if (!(error instanceof DiscountCodeRefused)) throw error;
        throw new CommandInputError(`--code ${values.code}: ${brand.name} has no such code`);
      }
    }
  });
}
