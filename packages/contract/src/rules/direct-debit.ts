import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import type { FieldProblem, FieldProblems, PaymentState } from '../enums.js';
import {
  DIRECT_DEBIT_LIMIT_CENTS,
  DIRECT_DEBIT_LIMIT_DAYS,
  DIRECT_DEBIT_SHORT_MAX_LENGTH,
  DIRECT_DEBIT_TEXT_MAX_LENGTH,
} from '../enums.js';
import { hasControlCharacters } from './text.js';

// The direct debit form (`/directdebit`, spec section 3): the same verdicts in the browser before
// the code is sent and on the server after the schema has checked the shape.

/** The form's fields, as the member typed them. */
export interface DirectDebitForm {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  phone: string;
}

/**
 * An IBAN as banks store it: no spaces or dashes, capital letters (`nl91 abna 0417 1643 00` is
 * `NL91ABNA0417164300`).
 */
export const normalizeIban = (typed: string): string => electronicFormatIBAN(typed) ?? '';

/**
 * What is wrong with a typed IBAN: `invalid` when its country's length, its bank code or its
 * check digits are wrong (the maintained `ibantools` knows every country's format), `not_offered`
 * for an account outside the SEPA area, which direct debit cannot reach.
 */
export function ibanProblem(typed: string): FieldProblem | null {
  const iban = normalizeIban(typed);
  if (!iban) return 'required';
  if (!isValidIBAN(iban)) return 'invalid';
  const { countryCode } = extractIBAN(iban);
  return countryCode && isSEPACountry(countryCode) ? null : 'not_offered';
}

/**
 * A mobile number in the international form the SMS provider needs (`+31612345678`): spaces,
 * dashes, dots, slashes and brackets go, a leading `00` is the `+`; null when the rest is not a
 * `+`, a country code and 8 to 15 digits in all (E.164).
 */
export function normalizePhone(typed: string): string | null {
  const compact = typed.replace(/[\s().\-/]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** The last two digits of a phone number, which the code step shows ("sent to ••12"). */
export const phoneEnding = (phone: string): string => phone.slice(-2);

function textProblem(typed: string, maxLength: number): FieldProblem | null {
  const text = typed.trim();
  if (!text) return 'required';
  if (text.length > maxLength) return 'too_long';
  return hasControlCharacters(text) ? 'control_characters' : null;
}

/** The direct debit form's problems by field (an empty object when it can be sent). */
export function directDebitProblems(form: DirectDebitForm): FieldProblems<keyof DirectDebitForm> {
  const problems: Record<keyof DirectDebitForm, FieldProblem | null> = {
    account_holder: textProblem(form.account_holder, DIRECT_DEBIT_TEXT_MAX_LENGTH),
    iban: ibanProblem(form.iban),
    street: textProblem(form.street, DIRECT_DEBIT_TEXT_MAX_LENGTH),
    house_number: textProblem(form.house_number, DIRECT_DEBIT_SHORT_MAX_LENGTH),
    zip: textProblem(form.zip, DIRECT_DEBIT_SHORT_MAX_LENGTH),
    city: textProblem(form.city, DIRECT_DEBIT_TEXT_MAX_LENGTH),
    phone: form.phone.trim() ? (normalizePhone(form.phone) ? null : 'invalid') : 'required',
  };
  const found: FieldProblems<keyof DirectDebitForm> = {};
  for (const field of Object.keys(problems) as (keyof DirectDebitForm)[]) {
    const problem = problems[field];
    if (problem) found[field] = problem;
  }
  return found;
}

/** One of the member's earlier direct debits, as the limit counts it. */
export interface EarlierDirectDebit {
  /** In cents of the euro. */
  amount: number;
  state: PaymentState;
  /** When it was made (epoch ms). */
  createdAt: number;
}

const DAY_MS = 86_400_000;
/** The states of a debit the member still owes or has paid: the limit counts these. */
const OWED: readonly PaymentState[] = ['open', 'pending', 'paid'];

/**
 * Why a member may not pay `amount` by direct debit now, or null: `direct_debit_blocked` once a
 * debit of theirs was returned by the bank (a `failed` direct debit); `direct_debit_limit_reached`
 * when their debits owed or collected within {@link DIRECT_DEBIT_LIMIT_DAYS} days and this one
 * exceed {@link DIRECT_DEBIT_LIMIT_CENTS} (a cheaper package may still fit; older debits leave
 * the window with time).
 */
export function directDebitRefusal(
  earlier: readonly EarlierDirectDebit[],
  amount: number,
  now: number,
): 'direct_debit_blocked' | 'direct_debit_limit_reached' | null {
  if (earlier.some((debit) => debit.state === 'failed')) return 'direct_debit_blocked';
  const since = now - DIRECT_DEBIT_LIMIT_DAYS * DAY_MS;
  const owed = earlier
    .filter((debit) => debit.createdAt > since && OWED.includes(debit.state))
    .reduce((sum, debit) => sum + debit.amount, 0);
  return owed + amount > DIRECT_DEBIT_LIMIT_CENTS ? 'direct_debit_limit_reached' : null;
}
