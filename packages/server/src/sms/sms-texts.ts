import type { Language } from '@dating/contract/enums';
import { isoOf } from '../mail/outbox.js';

interface CodeTextValues {
  code: string;
  brand: string;
  /** The debit's amount, formatted in the member's language. */
  amount: string;
  minutes: number;
}

/**
 * The direct debit's text message in each language: the code first (phones show it in the
 * notification), what it confirms, how long it works, and that nobody should be given it.
 */
const CODE_TEXTS: Record<Language, (values: CodeTextValues) => string> = {
  en: ({ code, brand, amount, minutes }) =>
    `${code} is your ${brand} code to confirm the direct debit of ${amount}. It works for ${minutes} minutes. Never share it.`,
  de: ({ code, brand, amount, minutes }) =>
    `${code} ist dein ${brand}-Code für die Lastschrift über ${amount}. Er gilt ${minutes} Minuten. Gib ihn niemandem weiter.`,
  es: ({ code, brand, amount, minutes }) =>
    `${code} es tu código de ${brand} para confirmar el adeudo domiciliado de ${amount}. Vale ${minutes} minutos. No lo compartas con nadie.`,
  fr: ({ code, brand, amount, minutes }) =>
    `${code} est votre code ${brand} pour confirmer le prélèvement de ${amount}. Il est valable ${minutes} minutes. Ne le communiquez à personne.`,
  it: ({ code, brand, amount, minutes }) =>
    `${code} è il tuo codice ${brand} per confermare l'addebito diretto di ${amount}. Vale ${minutes} minuti. Non condividerlo con nessuno.`,
  nl: ({ code, brand, amount, minutes }) =>
    `${code} is je ${brand}-code om de incasso van ${amount} te bevestigen. Hij is ${minutes} minuten geldig. Deel hem met niemand.`,
  pl: ({ code, brand, amount, minutes }) =>
    `${code} to Twój kod ${brand} do potwierdzenia polecenia zapłaty na ${amount}. Jest ważny ${minutes} minut. Nikomu go nie podawaj.`,
};

/** The text that carries a direct debit's code, in `language`. */
export function directDebitCodeText(
  language: Language,
  values: { code: string; brand: string; amount: number; currency: string; minutes: number },
): string {
  const amount = new Intl.NumberFormat(isoOf(language), {
    style: 'currency',
    currency: values.currency,
  }).format(values.amount / 100);
  return CODE_TEXTS[language]({ ...values, amount });
}
