import type { Brand, PaymentProviderName } from '@dating/contract';
import { ApiFailure } from '../http/api-failure.js';
import type { DirectDebitCollector } from './direct-debit.js';
import { createMolliePayments, type MolliePayments } from './mollie.js';
import type { PaymentProvider } from './payments.js';
import { sandboxProvider } from './sandbox.js';
import {
  type SandboxDeliveries,
  sandboxDirectDebits,
  sandboxRefunds,
} from './sandbox-deliveries.js';
import type { Refunder } from './withdrawals.js';

/** How one brand takes payments: its provider's checkout, and how its direct debits are collected. */
interface BrandPayments {
  provider: PaymentProvider;
  directDebits: DirectDebitCollector;
}

/** The payment providers of the brands, each as its brand file chooses (`payment_provider`). */
export interface PaymentProviders {
  /** The brand's payments; 503 `payments_unavailable` naming the setting when they are off. */
  of(brand: Brand): BrandPayments;
  /** The brand's Mollie provider, when the brand takes its payments with Mollie and has a key. */
  mollieOf(brand: Brand): MolliePayments | undefined;
  /**
   * Who refunds the brand's payments made with `provider` (the one that took the money, whatever
   * the brand uses today); undefined while that provider is not set up.
   */
  refunderOf(brand: Brand, provider: PaymentProviderName): Refunder | undefined;
}

/** The environment variable of a brand's Mollie API key: `MOLLIE_API_KEY_<SLUG>`. */
export const mollieKeyVariable = (slug: string) =>
  `MOLLIE_API_KEY_${slug.toUpperCase().replaceAll('-', '_')}`;

const KEY_VARIABLE = /^MOLLIE_API_KEY_([A-Z0-9][A-Z0-9_]*)$/;
/** A Mollie API key: `test_` or `live_` and Mollie's letters and digits. */
const MOLLIE_API_KEY = /^(test|live)_[A-Za-z0-9]{20,64}$/;

/**
 * The brands' Mollie API keys in the environment (`MOLLIE_API_KEY_LOVELY=live_…` for the brand
 * `lovely`), by slug. Throws naming the variable whose value is not a Mollie API key (an OAuth
 * token or a profile id is a common mix-up), so that the server does not start taking payments
 * that Mollie will refuse.
 */
export function mollieApiKeysFrom(env: NodeJS.ProcessEnv): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [variable, value] of Object.entries(env)) {
    const slug = KEY_VARIABLE.exec(variable)?.[1];
    if (!slug || !value) continue;
    if (!MOLLIE_API_KEY.test(value)) {
      throw new Error(
        `${variable} is not a Mollie API key: it starts with test_ or live_ (Mollie's dashboard, Developers, API keys)`,
      );
    }
    keys[slug.toLowerCase().replaceAll('_', '-')] = value;
  }
  return keys;
}

export interface PaymentProvidersOptions {
  brands: readonly Brand[];
  /** The sandbox's outbox of events, when `PAYMENT_SANDBOX_SECRET` is set. */
  sandbox: SandboxDeliveries | undefined;
  /** The Mollie API key of each brand that has one, by slug. */
  mollieApiKeys: Readonly<Record<string, string>>;
  /** The root of Mollie's API; Mollie's own unless a test points it at a stand-in. */
  mollieApiEndpoint: string | undefined;
  siteAddress(brand: Brand): string;
}

/**
 * Chooses each brand's provider once, at start: the sandbox (test payments) when its brand file
 * leaves `payment_provider` out, Mollie when it names `mollie`. Payments are off for a brand whose
 * provider is not set up: the sandbox without `PAYMENT_SANDBOX_SECRET`, Mollie without the brand's
 * key. A brand never falls back to the sandbox, which credits without money.
 */
export function createPaymentProviders(options: PaymentProvidersOptions): PaymentProviders {
  const mollie = new Map<string, MolliePayments>();
  for (const brand of options.brands) {
    const apiKey = options.mollieApiKeys[brand.slug];
    if (brand.payment_provider !== 'mollie' || !apiKey) continue;
    mollie.set(
      brand.slug,
      createMolliePayments(brand, options.siteAddress(brand), {
        apiKey,
        apiEndpoint: options.mollieApiEndpoint,
      }),
    );
  }
  const sandbox = options.sandbox && {
    provider: sandboxProvider,
    directDebits: sandboxDirectDebits(options.sandbox),
  };
  const sandboxRefunder = options.sandbox && sandboxRefunds(options.sandbox);

  return {
    of(brand) {
      if (brand.payment_provider === 'mollie') {
        const payments = mollie.get(brand.slug);
        if (payments) return { provider: payments, directDebits: payments.directDebits };
        throw off(`set ${mollieKeyVariable(brand.slug)}`);
      }
      if (sandbox) return sandbox;
      throw off('set PAYMENT_SANDBOX_SECRET');
    },
    mollieOf: (brand) => mollie.get(brand.slug),
    refunderOf: (brand, provider) =>
      provider === 'mollie' ? mollie.get(brand.slug)?.refunds : sandboxRefunder,
  };
}

const off = (remedy: string) =>
  new ApiFailure(503, 'payments_unavailable', `No payment provider is set up: ${remedy}`);
