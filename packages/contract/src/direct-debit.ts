import { z } from 'zod';
import {
  BUNDLE_TIERS,
  DIRECT_DEBIT_CODE_DIGITS,
  DIRECT_DEBIT_MANDATE_ID_PATTERN,
  DISCOUNT_CODE_MAX_LENGTH,
} from './enums/payments.js';
import { paymentIdSchema } from './payments.js';
import { problem } from './problems.js';
import { directDebitProblems } from './rules/direct-debit.js';

/** The longest a field of the direct debit form may arrive (its rule then says `too_long`). */
const FIELD_MAX_CHARACTERS = 200;
const formField = z.string().max(FIELD_MAX_CHARACTERS);

/**
 * POST directdebit.php: the direct debit form (spec section 3: account holder, IBAN, street, house
 * number, zip, city, phone) for one package, with the member's consent to immediate delivery and
 * an optional discount code, as at the checkout. The server checks the form with
 * `directDebitProblems`, the member's earlier debits with `directDebitRefusal`, then texts a
 * one-time code to the phone.
 */
export const directDebitRequestSchema = z
  .strictObject({
    bundle_id: z.enum(BUNDLE_TIERS),
    account_holder: formField,
    iban: formField,
    street: formField,
    house_number: formField,
    zip: formField,
    city: formField,
    phone: formField,
    discount_code: z.string().trim().min(1).max(DISCOUNT_CODE_MAX_LENGTH).optional(),
    withdrawal_consent: z.literal(true, problem('required')),
  })
  .superRefine((request, context) => {
    for (const [field, found] of Object.entries(directDebitProblems(request))) {
      if (found) context.addIssue({ code: 'custom', path: [field], ...problem(found) });
    }
  });
export type DirectDebitRequest = z.input<typeof directDebitRequestSchema>;

/** A direct debit mandate's id: `ddm_` and 24 letters or digits. */
export const mandateIdSchema = z.string().regex(DIRECT_DEBIT_MANDATE_ID_PATTERN);

/** The answer of POST directdebit.php: the code is on its way to the phone ending in `phone_ending`. */
export const directDebitCodeResponseSchema = z.object({
  mandate_id: mandateIdSchema,
  /** The phone's last two digits, so the member knows where to look. */
  phone_ending: z.string().regex(/^\d{2}$/),
  /** Until when the code may be entered (ISO 8601). */
  expires_at: z.iso.datetime(),
});
export type DirectDebitCodeResponse = z.infer<typeof directDebitCodeResponseSchema>;

/**
 * PUT directdebit.php: confirms the mandate with the code of the text message ('Code invalid' is
 * `otp: invalid`; a code past its time or its tries is `otp: expired`). Sent again after success,
 * it answers the same payment.
 */
export const directDebitConfirmSchema = z.strictObject({
  mandate_id: mandateIdSchema,
  otp: z
    .string()
    .trim()
    .min(1)
    .regex(new RegExp(`^\\d{${DIRECT_DEBIT_CODE_DIGITS}}$`), problem('invalid')),
});
export type DirectDebitConfirm = z.input<typeof directDebitConfirmSchema>;

/** The answer of PUT directdebit.php: the direct debit's payment, for `/transactions/{id}`. */
export const directDebitPaymentResponseSchema = z.object({ payment_id: paymentIdSchema });
export type DirectDebitPaymentResponse = z.infer<typeof directDebitPaymentResponseSchema>;
