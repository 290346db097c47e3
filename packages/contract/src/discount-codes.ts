import { z } from 'zod';
import { emailSchema } from './account.js';
import {
  CURRENCIES,
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_STATUSES,
  DISCOUNT_VALIDITIES,
  PAYMENT_METHODS,
  RESERVED_DISCOUNT_CODES,
} from './enums/payments.js';
import { priceSchema } from './payments.js';
import { problem } from './problems.js';
import { normalizeDiscountCode } from './rules/discounts.js';
import { countrySchema } from './settings.js';

/**
 * An operator's discount code as the back office lists it (spec section 3): its conditions, and
 * how often it was used (paid payments that carried it, refunded ones included).
 */
export const operatorDiscountCodeSchema = z.object({
  code: z.string(),
  percentage: z.number().int(),
  validity: z.enum(DISCOUNT_VALIDITIES),
  status: z.enum(DISCOUNT_STATUSES),
  created_at: z.string(),
  /** When it ends (exclusive, ISO 8601); null: it does not. */
  expires_at: z.string().nullable(),
  /** The only payment country it applies in; null: any of the brand's. */
  country: countrySchema.nullable(),
  /** The only member who may use it; null: anyone. */
  member: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  /** The only currency it applies in; null: any. */
  currency: z.enum(CURRENCIES).nullable(),
  /** The smallest package price it applies to, in cents of `currency`; null: any. */
  minimum: z.number().int().nullable(),
  /** The only payment methods it applies with; null: every method. */
  methods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
  uses: z.number().int().nonnegative(),
});
export type OperatorDiscountCode = z.infer<typeof operatorDiscountCodeSchema>;

/** GET operator/discount-codes.php: the brand's discount codes, the newest first. */
export const operatorDiscountCodesResponseSchema = z.object({
  codes: z.array(operatorDiscountCodeSchema),
});
export type OperatorDiscountCodesResponse = z.infer<typeof operatorDiscountCodesResponseSchema>;

/** A code as typed: in any case, with spaces around it; stored in capitals. */
const newCodeSchema = z
  .string()
  .max(DISCOUNT_CODE_MAX_LENGTH + 20)
  .transform((typed, context) => {
    const code = normalizeDiscountCode(typed);
    if (code === null) {
      context.addIssue({ code: 'custom', ...problem(typed.trim() ? 'invalid' : 'required') });
      return z.NEVER;
    }
    return code;
  })
  // The codes the server gives by itself are taken, whatever an operator means by them.
  .refine((code) => !RESERVED_DISCOUNT_CODES.includes(code), problem('taken'));

/**
 * POST operator/discount-codes.php: a new code, active from now; a `minimum` needs its `currency`
 * (else `currency`: `required`). Besides these checks the server
 * refuses, by field: a `code` the brand has already (`taken`), a `country` or `currency` that is
 * not the brand's (`not_offered`), an `expires_at` that is not in the future (`expired`) and a `member` who is not the brand's
 * (`not_found`). The command line's `discount-codes add` takes the same fields.
 */
export const addDiscountCodeSchema = z
  .strictObject({
    code: newCodeSchema,
    /** 1 to 100 percent off the package's price. */
    percentage: z.int().min(1).max(100),
    validity: z.enum(DISCOUNT_VALIDITIES).default('once-per-user'),
    /** When it ends (exclusive), ISO 8601 with its offset; absent: never. */
    expires_at: z.iso.datetime({ offset: true }).optional(),
    country: countrySchema.optional(),
    /** The e-mail address of the only member who may use it. */
    member: emailSchema.optional(),
    currency: z.enum(CURRENCIES).optional(),
    /** The smallest package price it applies to, as the brand file writes prices ("20.00"). */
    minimum: priceSchema.optional(),
    methods: z.array(z.enum(PAYMENT_METHODS)).min(1).max(PAYMENT_METHODS.length).optional(),
  })
  // A minimum price is in a currency: the code then applies in that currency only.
  .refine((input) => input.minimum === undefined || input.currency !== undefined, {
    path: ['currency'],
    ...problem('required'),
  });
export type AddDiscountCodeRequest = z.input<typeof addDiscountCodeSchema>;
export type AddDiscountCodeInput = z.output<typeof addDiscountCodeSchema>;

/**
 * PUT operator/discount-codes.php: a code turned off (members can no longer use it; payments made
 * with it stay as they are) or on again.
 */
export const setDiscountCodeStatusSchema = z.strictObject({
  code: z.string().max(DISCOUNT_CODE_MAX_LENGTH + 20),
  status: z.enum(DISCOUNT_STATUSES),
});
export type SetDiscountCodeStatusRequest = z.input<typeof setDiscountCodeStatusSchema>;

/** The answer of POST and PUT operator/discount-codes.php: the code as it is now. */
export const operatorDiscountCodeResponseSchema = z.object({ code: operatorDiscountCodeSchema });
export type OperatorDiscountCodeResponse = z.infer<typeof operatorDiscountCodeResponseSchema>;
