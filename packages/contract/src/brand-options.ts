import { countries as isoCountries } from 'countries-list';
import { z } from 'zod';
import { SIGNUP_MODES } from './enums/account.js';
import { closestMatch } from './suggest.js';

/** Values of a brand's `signups`: everyone, only visitors with a traffic source, or no one. */
export const SIGNUP_OPTIONS = SIGNUP_MODES;
/**
 * Values of `logged_out_search` and `logged_out_search_trafficsource`: visitors may search
 * (`all`) or must log in first (`none`).
 */
export const LOGGED_OUT_SEARCH_OPTIONS = ['all', 'none'] as const;
/** Values of `enable_site_entry_popup`: show the adults-only warning on entry, or not. */
export const SITE_ENTRY_POPUP_OPTIONS = ['yes', 'no'] as const;
/** The filters a brand's search form may offer (`search_fields`). */
export const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'age'] as const;
/**
 * The parts of another member's profile a brand may show (`visible_profile_fields`): the place
 * in the header, the personal details and the interests.
 */
export const VISIBLE_PROFILE_FIELDS = [
  'city',
  'region',
  'country',
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'tattoos',
  'sexuality',
  'interests',
] as const;

/** Every ISO 3166-1 alpha-2 country code, in capitals (`NL`, `DE`, `US`). */
export const ISO_COUNTRY_CODES = Object.keys(isoCountries);

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

const shown = (input: unknown) => (input === undefined ? 'nothing' : JSON.stringify(input));

/**
 * The reason a value is not one of `values`, with a "did you mean" when it is close to one:
 * `"All" is not one of "all", "with_trafficsource", "none" (did you mean "all"?)`.
 */
export function optionProblem(input: unknown, values: readonly string[]): string {
  const suggestion = typeof input === 'string' ? closestMatch(input, values) : undefined;
  return `${shown(input)} is not one of ${quoted(values)}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`;
}

/** A brand setting with a fixed set of values; a wrong one is named with the closest value. */
export function optionSchema<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: (issue) => optionProblem(issue.input, values) });
}

/** A list of options of a brand setting, each at most once. */
export function optionListSchema<const Values extends readonly [string, ...string[]]>(
  values: Values,
) {
  return z.array(optionSchema(values)).superRefine((list, context) => {
    for (const [index, value] of list.entries()) {
      if (list.indexOf(value) !== index) {
        context.addIssue({ code: 'custom', path: [index], message: `lists "${value}" twice` });
      }
    }
  });
}

/** The ISO code of a country written by its name (`Netherlands`, `Nederland`) or in small letters. */
function isoCodeOf(input: string): string | undefined {
  const text = input.trim().toLowerCase();
  for (const [code, country] of Object.entries(isoCountries)) {
    const names = [code, country.name, country.native, ...(country.alias ?? [])];
    if (names.some((name) => name.toLowerCase() === text)) return code;
  }
  return undefined;
}

/**
 * A country as an ISO 3166-1 alpha-2 code in capitals (`NL`). A name or a small-letter code is
 * refused with the code it stands for.
 */
export const isoCountrySchema = z.string().superRefine((input, context) => {
  if (ISO_COUNTRY_CODES.includes(input)) return;
  const code = isoCodeOf(input);
  context.addIssue({
    code: 'custom',
    message: `"${input}" is not an ISO 3166-1 alpha-2 country code${code ? ` (did you mean "${code}"?)` : ', such as "NL" or "DE"'}`,
  });
});
