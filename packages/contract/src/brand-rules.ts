import { checkVAT, countries as vatCountries } from 'jsvat';
import { z } from 'zod';
import type { Brand } from './brand.js';
import {
  COUNTRY_LANGUAGES,
  type Country,
  LANGUAGE_CODES,
  type Language,
} from './enums/languages.js';
import { COUNTRY_CURRENCIES } from './enums/payments.js';
import { cheapestMessageCost, formatCents } from './message-costs.js';

// Brazil's numbers carry no country code, so jsvat would take any number starting with digits for
// one; a brand's VAT numbers are the European kind, led by their country's code.
const checkedVatCountries = vatCountries.filter((country) => country.name !== 'Brazil');
// The codes a VAT number starts with: its country's, but EL for Greece and CHE for Switzerland.
const ownPrefixes: Record<string, string> = { GR: 'EL', CH: 'CHE' };
const vatPrefixes = checkedVatCountries
  .map(({ codes: [code = ''] }) => ownPrefixes[code] ?? code)
  .sort();

/** Why `value` is not a valid VAT number of the country its first letters name, if it is not. */
export function vatNumberProblem(value: string): string | undefined {
  const result = checkVAT(value, checkedVatCountries);
  if (result.isValid) return undefined;
  if (!result.country) {
    return `"${value}" is not a VAT number that can be checked: it must start with its country's code, one of ${vatPrefixes.join(', ')}`;
  }
  const country = `${result.country.name} (${result.country.isoCode.short})`;
  return result.isValidFormat
    ? `"${value}" is not a valid VAT number for ${country}: its check digits do not match`
    : `"${value}" does not have the format of a VAT number for ${country}`;
}

/** A VAT number in the format of its country (`NL` + 9 digits + `B` + 2 digits, ...). */
export const vatNumberSchema = z.string().superRefine((value, context) => {
  const problem = vatNumberProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** Where a rule reports, and how. */
interface RuleContext {
  /** Whether the brand's field at `path` parsed, so that a rule may read it. */
  parsed: (...path: PropertyKey[]) => boolean;
  report: (path: PropertyKey[], message: string) => void;
}

function pricesForEveryCountry(brand: Brand, { parsed, report }: RuleContext): void {
  if (!parsed('countries') || !parsed('bundles')) return;
  // A member of every country of the brand must be able to pay in the country's currency.
  for (const country of new Set(brand.countries)) {
    const currency = COUNTRY_CURRENCIES[country];
    for (const [index, bundle] of brand.bundles.entries()) {
      if (bundle.prices[currency] === undefined) {
        report(
          ['bundles', index, 'prices'],
          `must give a price in ${currency}, the currency of ${country}`,
        );
      }
    }
  }
}

/** The languages a brand offers: its own list, else every language of its countries, in the spec's order. */
export function brandLanguages(brand: Pick<Brand, 'countries' | 'languages'>): Language[] {
  if (brand.languages?.length) return brand.languages;
  const offered = new Set<Language>(
    brand.countries.flatMap((country) => COUNTRY_LANGUAGES[country as Country]),
  );
  return LANGUAGE_CODES.filter((code) => offered.has(code));
}

function domainLanguageOffered(brand: Brand, { parsed, report }: RuleContext): void {
  if (brand.domain_language === undefined || !parsed('domain_language')) return;
  const listed = brand.languages !== undefined;
  if (!parsed('languages') || (!listed && !parsed('countries'))) return;
  const languages = brandLanguages(brand);
  const language = brand.domain_language.slice(0, 2);
  if (languages.includes(language as Language)) return;
  const whose = listed ? '' : ': those of its countries';
  const tag = brand.domain_language;
  const subject = tag.length > 2 ? `the language of "${tag}", "${language}",` : `"${tag}"`;
  report(
    ['domain_language'],
    `${subject} is not one of the brand's languages (${languages.join(', ')}${whose}); add "${language}" to languages, or use one of these, such as "${languages[0]}"`,
  );
}

function statedMessageCosts(brand: Brand, { parsed, report }: RuleContext): void {
  const needed = ['minimum_message_costs', 'countries', 'bundles', 'message_credits'];
  if (!needed.every((field) => parsed(field))) return;
  for (const [country, stated] of Object.entries(brand.minimum_message_costs)) {
    const path = ['minimum_message_costs', country];
    if (!stated) continue;
    if (!brand.countries.includes(country as Country)) {
      report(
        path,
        `${country} is not one of the brand's countries (${brand.countries.join(', ')})`,
      );
      continue;
    }
    const cost = cheapestMessageCost(
      brand.bundles,
      COUNTRY_CURRENCIES[country as Country],
      brand.message_credits,
    );
    if (!cost) continue;
    const statedCents = stated.costs * 100;
    if (stated.currency === cost.currency && Math.abs(statedCents - cost.cents) < 1e-6) continue;
    const perCredit = (cost.price / cost.bundle.credits).toFixed(2);
    report(
      path,
      `says ${formatCents(statedCents, stated.currency)}, but a message (${brand.message_credits} credits) costs at least ${formatCents(cost.cents, cost.currency)}: package ${cost.bundle.id} sells ${cost.bundle.credits} credits for ${formatCents(cost.price, cost.currency)}, ${perCredit} cents a credit, rounded up to the cent; write { "costs": ${cost.cents / 100}, "currency": "${cost.currency}" }, or leave minimum_message_costs out to have it computed`,
    );
  }
}

/** A rule that concerns more than one field; it reads only fields that parsed. */
type BrandRule = (brand: Brand, context: RuleContext) => void;

const BRAND_RULES: readonly BrandRule[] = [
  pricesForEveryCountry,
  domainLanguageOffered,
  statedMessageCosts,
];

/**
 * Runs the rules that concern more than one field of a brand file. It runs even when some fields
 * are wrong (so that one run names every problem), and then reads only the fields that parsed:
 * an issue on a field, inside it or on the object holding it spoils it; an unknown field does not.
 */
export function checkBrandRules(brand: Brand, context: z.core.$RefinementCtx<Brand>): void {
  const spoiled = context.issues
    .filter((issue) => issue.code !== 'unrecognized_keys')
    .map((issue) => issue.path ?? []);
  if (spoiled.some((path) => path.length === 0)) return;
  // One path lies on or inside the other when they agree as far as the shorter one goes.
  const overlap = (path: readonly PropertyKey[], field: readonly PropertyKey[]) =>
    path.every((key, index) => index >= field.length || key === field[index]);
  const parsed = (...field: PropertyKey[]) => !spoiled.some((path) => overlap(path, field));
  const report = (path: PropertyKey[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  for (const rule of BRAND_RULES) rule(brand, { parsed, report });
}
