import { describe, expect, it } from 'vitest';
import { cheapestMessageCost, minimumMessageCosts } from './message-costs.js';
import type { Bundle } from './payments.js';

const bundle = (id: Bundle['id'], credits: number, prices: Bundle['prices']): Bundle => ({
  id,
  credits,
  popular: id === 'p1',
  prices,
});

describe('what a message costs at least (issue 22, item 19)', () => {
  it('takes the lowest price per credit, whichever package has it', () => {
    const bundles = [
      bundle('p0', 50, { EUR: 999 }),
      // 15.99 cents a credit: cheaper than the larger p2 (17.99).
      bundle('p1', 100, { EUR: 1599 }),
      bundle('p2', 200, { EUR: 3598 }),
    ];
    expect(cheapestMessageCost(bundles, 'EUR', 5)).toMatchObject({
      cents: 80,
      currency: 'EUR',
      price: 1599,
      bundle: { id: 'p1' },
    });
  });

  it('rounds up to the cent, never advertising less than a message costs', () => {
    // 8999 / 700 * 4 = 51.42... cents
    expect(cheapestMessageCost([bundle('p3', 700, { EUR: 8999 })], 'EUR', 4)?.cents).toBe(52);
    // Exactly 50 cents stays 50.
    expect(cheapestMessageCost([bundle('p0', 100, { EUR: 1000 })], 'EUR', 5)?.cents).toBe(50);
    expect(cheapestMessageCost([bundle('p0', 100, { EUR: 1000 })], 'USD', 5)).toBeUndefined();
  });

  it('gives each country of the brand the cost in its currency', () => {
    const bundles = [bundle('p0', 50, { EUR: 999, PLN: 4299 })];
    expect(minimumMessageCosts({ countries: ['DE', 'PL'], bundles, message_credits: 6 })).toEqual({
      DE: { costs: 1.2, currency: 'EUR' },
      PL: { costs: 5.16, currency: 'PLN' },
    });
  });
});
