import type { Country } from './enums/languages.js';
import { COUNTRY_CURRENCIES, type Currency } from './enums/payments.js';
import type { Bundle } from './payments.js';
import type { MinimumMessageCost } from './settings.js';

/** The lowest price of one message in a currency, and the package that makes it. */
export interface MessageCost {
  /** Whole cents of `currency`, rounded up (see {@link cheapestMessageCost}). */
  cents: number;
  currency: Currency;
  /** The package with the lowest price per credit in `currency`. */
  bundle: Bundle;
  /** That package's price in `currency`, in cents. */
  price: number;
}

/**
 * What a message costs at least in `currency`: the lowest price per credit among the packages
 * priced in it, times the credits of one message, rounded up to a whole cent. Rounding down
 * would advertise a price that no message costs; rounded up, the advertised price is never
 * below the real one, and a member of the cheapest package pays at most that. List prices:
 * a discount can make a message cheaper still. Undefined when no package has a price in
 * `currency`.
 */
export function cheapestMessageCost(
  bundles: readonly Bundle[],
  currency: Currency,
  messageCredits: number,
): MessageCost | undefined {
  let cheapest: { bundle: Bundle; price: number } | undefined;
  for (const bundle of bundles) {
    const price = bundle.prices[currency];
    if (price === undefined) continue;
    // price / credits compared by cross-multiplying, so that no division rounds the choice.
    if (!cheapest || price * cheapest.bundle.credits < cheapest.price * bundle.credits) {
      cheapest = { bundle, price };
    }
  }
  if (!cheapest) return undefined;
  const cents = Math.ceil((cheapest.price * messageCredits) / cheapest.bundle.credits);
  return { cents, currency, ...cheapest };
}

/** The parts of a brand that decide what a message costs. */
export interface MessagePricing {
  countries: readonly Country[];
  bundles: readonly Bundle[];
  message_credits: number;
}

/**
 * The `minimum_message_costs` setting a brand advertises (on /pricing): for each of its countries,
 * {@link cheapestMessageCost} in the country's currency, as `{ costs: 0.65, currency: 'EUR' }`.
 * This is what settings.php answers and what a site bakes in, whatever the brand file says.
 */
export function minimumMessageCosts(brand: MessagePricing): Record<string, MinimumMessageCost> {
  const costs: Record<string, MinimumMessageCost> = {};
  for (const country of brand.countries) {
    const currency = COUNTRY_CURRENCIES[country];
    const cost = cheapestMessageCost(brand.bundles, currency, brand.message_credits);
    if (cost) costs[country] = { costs: cost.cents / 100, currency };
  }
  return costs;
}

/** An amount in cents as an operator reads it: `EUR 0.65`. */
export function formatCents(cents: number, currency: string): string {
  return `${currency} ${(cents / 100).toFixed(2)}`;
}
