import { z } from 'zod';
import {
  BUNDLE_TIERS,
  CURRENCIES,
  type Currency,
  DISCOUNT_CODE_MAX_LENGTH,
  PAYMENT_ID_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from './enums/payments.js';
import { problem } from './problems.js';
import { countrySchema } from './settings.js';

/** The largest price a brand file may give a package: 10,000.00 in any currency. */
const MAXIMUM_PRICE_CENTS = 1_000_000;

/**
 * A price as the brand file writes it, `"19.99"` (a string, so that no float rounds it), read as
 * whole cents (1999). Amounts are cents everywhere past the brand file.
 */
export const priceSchema = z
  .string({
    error: (issue) =>
      typeof issue.input === 'number'
        ? `must be written as a string, "${issue.input.toFixed(2)}" rather than ${issue.input}, so that no rounding changes it`
        : undefined,
  })
  .regex(/^\d{1,5}\.\d{2}$/, 'must be an amount with two decimals, such as "19.99"')
  .transform((price) => Number(price.replace('.', '')))
  .refine((cents) => cents > 0 && cents <= MAXIMUM_PRICE_CENTS, 'must be above 0.00');

/** One package of credits in a brand file; `prices` in cents after parsing. */
const bundleSchema = z.strictObject({
  id: z.enum(BUNDLE_TIERS),
  credits: z.number().int().positive().max(100_000),
  popular: z.boolean().default(false),
  prices: z.partialRecord(z.enum(CURRENCIES), priceSchema),
});
export type Bundle = z.output<typeof bundleSchema>;

/**
 * The packages of a brand file (`bundles`): tiers p0 to p3, each at most once, cheapest first by
 * credits, exactly one flagged `popular`. That every country of the brand has its currency's
 * price is checked with the countries (`brandSchema`).
 */
export const bundlesSchema = z
  .array(bundleSchema)
  .min(1, 'must list at least one package')
  // Runs also when a package is wrong (a price given as a number), so that one run names every
  // problem; such a package may not be an object.
  .superRefine(
    (bundles, context) => {
      const ids = bundles.map((bundle) => bundle?.id).filter((id) => id !== undefined);
      if (new Set(ids).size !== ids.length) {
        context.addIssue({ code: 'custom', message: 'must list each tier (p0 to p3) once' });
      }
      if (bundles.filter((bundle) => bundle?.popular === true).length !== 1) {
        context.addIssue({ code: 'custom', message: 'must flag exactly one package as popular' });
      }
    },
    { when: (payload) => Array.isArray(payload.value) && payload.value.length > 0 },
  );

/** The price of `bundle` in `currency`, in cents, or undefined when the brand sets none. */
export function bundlePrice(bundle: Bundle, currency: Currency): number | undefined {
  return bundle.prices[currency];
}

/**
 * GET bundles.php: the packages on sale to the caller, priced in the currency of their payment
 * country (a visitor's is the brand's first country), and the methods that country offers, in
 * the order the pages list them.
 */
export const bundlesResponseSchema = z.object({
  country: countrySchema,
  currency: z.enum(CURRENCIES),
  bundles: z.array(
    z.object({
      id: z.enum(BUNDLE_TIERS),
      credits: z.number().int().positive(),
      popular: z.boolean(),
      /** In cents of `currency`. */
      price: z.number().int().positive(),
    }),
  ),
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type BundlesResponse = z.infer<typeof bundlesResponseSchema>;

/** POST payments.php: pay for a package with a method (spec section 2, `/credits/{id}/{method}`). */
export const createPaymentRequestSchema = z.strictObject({
  bundle_id: z.enum(BUNDLE_TIERS),
  method: z.enum(PAYMENT_METHODS),
  discount_code: z.string().trim().min(1).max(DISCOUNT_CODE_MAX_LENGTH).optional(),
  /**
   * The member's consent to immediate delivery of the credits, acknowledging the loss of the
   * right of withdrawal (EU Consumer Rights Directive art. 16(m)); stored with the payment.
   */
  withdrawal_consent: z.literal(true, problem('required')),
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

/** A payment's id: `pay_` and 24 letters or digits. */
export const paymentIdSchema = z.string().regex(PAYMENT_ID_PATTERN);

/** The answer of POST payments.php: where the member pays, and the payment to follow. */
export const createPaymentResponseSchema = z.object({
  payment_id: paymentIdSchema,
  checkout_url: z.string().min(1),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** GET payment.php?id=: one of the member's payments, for the transaction page. */
export const paymentQuerySchema = z.strictObject({ id: paymentIdSchema });

/** A payment as its member sees it (spec section 3: payment_id, credits, amount, method). */
export const paymentSchema = z.object({
  payment_id: paymentIdSchema,
  bundle_id: z.enum(BUNDLE_TIERS),
  credits: z.number().int().positive(),
  /** What the member pays, in cents of `currency`, after any discount. */
  amount: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  created_at: z.iso.datetime(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentResponseSchema = z.object({ payment: paymentSchema });

/**
 * GET repeat-order.php: the member's most recent paid payment (package and method), which
 * `/credits/repeat-order` offers to buy again; null before the first purchase.
 */
export const lastOrderResponseSchema = z.object({ payment: paymentSchema.nullable() });
export type LastOrderResponse = z.infer<typeof lastOrderResponseSchema>;

/** The sandbox provider's events (`type`), and the state each one moves a payment to. */
export const SANDBOX_EVENT_TYPES = {
  'payment.paid': 'paid',
  'payment.failed': 'failed',
  'payment.canceled': 'canceled',
  'payment.refunded': 'refunded',
} as const;

/**
 * POST payment-webhook.php?provider=sandbox: one event of the sandbox provider, signed in the
 * `Sandbox-Signature` header (see the server's sandbox provider).
 */
export const sandboxEventSchema = z.strictObject({
  id: z.string().regex(/^evt_[A-Za-z0-9]{1,60}$/),
  type: z.enum(
    Object.keys(SANDBOX_EVENT_TYPES) as [
      keyof typeof SANDBOX_EVENT_TYPES,
      ...(keyof typeof SANDBOX_EVENT_TYPES)[],
    ],
  ),
  payment_id: paymentIdSchema,
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

export const paymentWebhookQuerySchema = z.strictObject({ provider: z.literal('sandbox') });

/**
 * POST payment-webhook.php?provider=mollie: Mollie's notice that a payment changed. It carries
 * only the payment's id (form-encoded); the server then asks Mollie for the payment's status, so
 * the notice needs no signature.
 */
export const mollieWebhookQuerySchema = z.strictObject({ provider: z.literal('mollie') });
export const mollieNoticeSchema = z.strictObject({
  id: z.string().regex(/^tr_[A-Za-z0-9]{1,40}$/),
});

/** The webhook's answer: whether this delivery changed anything (a repeat does not). */
export const paymentWebhookResponseSchema = z.object({
  applied: z.boolean(),
  state: z.enum(PAYMENT_STATES),
});

/**
 * A discount code as the sites see it (spec section 3): the code, its percentage, its end, the
 * time bonus's `isVisible`, and the conditions an order must meet (minimum order value in its
 * currency, payment methods), which the checkout checks with `discountRefusal` before the server
 * does. Who may use a code (country, member) and how often (validity, status) the server checks
 * when it answers the code at all.
 */
export const discountCodeSchema = z.object({
  code: z.string().min(1).max(DISCOUNT_CODE_MAX_LENGTH),
  value_percentage: z.number().int().min(1).max(100),
  /** When the code ends (ISO 8601); null: it does not. */
  expires: z.iso.datetime().nullable(),
  /** Whether the sites show it (the time bonus while it runs). */
  isVisible: z.boolean(),
  /** The currency of `minimum_order_value`, and the only one the code applies in; null: any. */
  currency: z.enum(CURRENCIES).nullable(),
  /** The least an order may cost before the discount, in cents of `currency`; null: any. */
  minimum_order_value: z.number().int().positive().nullable(),
  /** The only methods the code applies with; null: every method. */
  paymentmethods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/**
 * GET discountcode.php: without `code`, the member's time bonus; with one, that code as it applies
 * to the member (`not_found`, `already_used` or `expired` for the field otherwise).
 */
export const discountCodeQuerySchema = z.strictObject({
  code: z.string().trim().min(1).max(DISCOUNT_CODE_MAX_LENGTH).optional(),
});

/**
 * GET discountcode.php (the time bonus or a code), its `welcome=true` variant (the welcome
 * discount) and POST discountcode.php (the deletion offer).
 */
export const discountCodeResponseSchema = z.object({
  discount_code: discountCodeSchema.nullable(),
});
export type DiscountCodeResponse = z.infer<typeof discountCodeResponseSchema>;
