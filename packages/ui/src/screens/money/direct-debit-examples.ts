import type { Country } from '@dating/contract/enums';

/** An IBAN and a mobile number as a member of one country writes them. */
export interface DirectDebitExample {
  iban: string;
  phone: string;
}

/**
 * The examples the direct debit form's hints show, for each country that offers direct debit
 * (the member's payment country): the banks' published sample IBANs, which pass the check, and
 * mobile numbers in the international form the form needs.
 */
export const DIRECT_DEBIT_EXAMPLES: Partial<Record<Country, DirectDebitExample>> = {
  NL: { iban: 'NL91 ABNA 0417 1643 00', phone: '+31 6 12345678' },
  BE: { iban: 'BE68 5390 0754 7034', phone: '+32 470 12 34 56' },
  FR: { iban: 'FR76 3000 6000 0112 3456 7890 189', phone: '+33 6 12 34 56 78' },
  IT: { iban: 'IT60 X054 2811 1010 0000 0123 456', phone: '+39 312 345 6789' },
  ES: { iban: 'ES91 2100 0418 4502 0005 1332', phone: '+34 612 34 56 78' },
  DE: { iban: 'DE89 3704 0044 0532 0130 00', phone: '+49 151 12345678' },
  AT: { iban: 'AT61 1904 3002 3457 3201', phone: '+43 664 1234567' },
  IE: { iban: 'IE29 AIBK 9311 5212 3456 78', phone: '+353 85 123 4567' },
};

/** The examples of `country`, or the Netherlands' for a country without direct debit. */
export const directDebitExample = (country: Country): DirectDebitExample =>
  DIRECT_DEBIT_EXAMPLES[country] ?? (DIRECT_DEBIT_EXAMPLES.NL as DirectDebitExample);
