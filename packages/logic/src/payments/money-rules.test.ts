import { DEFAULT_BUNDLES } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { fixtureDiscountCode } from '../testing/index.js';
import { bundleSavingPercent, formatPrice, orderDiscount } from './money-rules.js';

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

describe('orderDiscount', () => {
  const welcome = { code: 'WELCOME25', percentage: 25, kind: 'welcome' } as const;
  const big = fixtureDiscountCode({
    code: 'BIG30',
    value_percentage: 30,
    currency: 'EUR',
    minimum_order_value: 4000,
    paymentmethods: ['ideal'],
  });
  const order = { amount: 4499, currency: 'EUR', method: 'ideal' } as const;

  it('is the shown discount while no code is entered', () => {
    expect(orderDiscount(welcome, null, order, 0)).toEqual({ discount: welcome, refusal: null });
    expect(orderDiscount(null, null, order, 0)).toEqual({ discount: null, refusal: null });
  });

  it('is the entered code when it applies and takes at least as much off', () => {
    expect(orderDiscount(welcome, big, order, 0)).toEqual({
      discount: { code: 'BIG30', percentage: 30, kind: 'code' },
      refusal: null,
    });
    const same = fixtureDiscountCode({ code: 'SAME25', value_percentage: 25 });
    expect(orderDiscount(welcome, same, order, 0).discount?.code).toBe('SAME25');
  });

  it('keeps the shown discount, and says why, when the code does not apply or takes less off', () => {
    expect(orderDiscount(welcome, big, { ...order, amount: 1999 }, 0)).toEqual({
      discount: welcome,
      refusal: 'below_minimum',
    });
    expect(orderDiscount(null, big, { ...order, method: 'paypal' }, 0).refusal).toBe(
      'method_excluded',
    );
    expect(orderDiscount(welcome, fixtureDiscountCode(), order, 0)).toEqual({
      discount: welcome,
      refusal: 'smaller',
    });
  });
});
