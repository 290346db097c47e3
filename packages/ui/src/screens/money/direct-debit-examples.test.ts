import { COUNTRY_PAYMENT_METHODS, type Country } from '@dating/contract/enums';
import { ibanProblem, normalizePhone } from '@dating/contract/rules';
import { describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_EXAMPLES } from './direct-debit-examples.js';

describe('the direct debit form’s examples', () => {
  it('has a valid IBAN and mobile number for every country that offers direct debit', () => {
    const countries = (Object.keys(COUNTRY_PAYMENT_METHODS) as Country[]).filter((country) =>
      (COUNTRY_PAYMENT_METHODS[country] as readonly string[]).includes('sdd'),
    );
    for (const country of countries) {
      const example = DIRECT_DEBIT_EXAMPLES[country];
      expect(example, country).toBeDefined();
      expect(ibanProblem(example?.iban ?? ''), country).toBeNull();
      expect(example?.iban.slice(0, 2), country).toBe(country);
      expect(normalizePhone(example?.phone ?? ''), country).not.toBeNull();
    }
  });
});
