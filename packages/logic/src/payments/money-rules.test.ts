import { DEFAULT_BUNDLES } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { bundleSavingPercent, formatPrice } from './money-rules.js';

describe('formatPrice', () => {
  it('writes cents in the currency as the language writes money', () => {
    expect(formatPrice(1999, 'EUR', 'de')).toBe('19,99\u00a0€');
    expect(formatPrice(1999, 'EUR', 'nl')).toBe('€\u00a019,99');
    expect(formatPrice(899, 'GBP', 'en')).toBe('£8.99');
    expect(formatPrice(4299, 'PLN', 'pl')).toBe('42,99\u00a0zł');
    expect(formatPrice(35, 'EUR', 'fr')).toBe('0,35\u00a0€');
  });
});

describe('bundleSavingPercent', () => {
  const bundles = DEFAULT_BUNDLES.map(({ id, credits, popular, prices }) => ({
    id,
    credits,
    popular,
    price: prices.EUR,
  }));

  it('compares each package’s credit price with the dearest one, rounded down', () => {
    // p0: 9.99 for 50 (0.1998 a credit); p1: 19.99 for 120 (0.1666); p3: 89.99 for 700 (0.1286).
    expect(bundles.map((bundle) => bundleSavingPercent(bundle, bundles))).toEqual([0, 16, 24, 35]);
  });

  it('is 0 for a single package', () => {
    const [only] = bundles;
    expect(only && bundleSavingPercent(only, [only])).toBe(0);
  });
});
