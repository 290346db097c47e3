import { z } from 'zod';
import { WITHDRAWAL_OUTCOMES } from './enums/legal.js';
import { paymentIdSchema, paymentSchema } from './payments.js';

/** A withdrawal from a purchase, as its member sees it. */
export const withdrawalSchema = z.object({
  /** The reference the confirmation mail names: `W-` and ten letters and figures. */
  reference: z.string(),
  payment_id: paymentIdSchema,
  /** When the withdrawal reached the brand (the confirmation's date and time). */
  requested_at: z.iso.datetime(),
  outcome: z.enum(WITHDRAWAL_OUTCOMES),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * A purchase within its withdrawal period, or one withdrawn from: the payment, the last moment of
 * its period, what a withdrawal would do now (`withdrawalOutcome`), and its withdrawal once made.
 */
export const withdrawableSchema = z.object({
  payment: paymentSchema,
  /** The first instant after the withdrawal period (`withdrawalEnds`). */
  ends_at: z.iso.datetime(),
  outcome: z.enum(WITHDRAWAL_OUTCOMES),
  withdrawal: withdrawalSchema.nullable(),
});
export type Withdrawable = z.infer<typeof withdrawableSchema>;

/**
 * GET withdrawals.php: the member's paid purchases whose withdrawal period runs, newest first,
 * and those withdrawn from in that time; the name and address the confirmation goes to.
 */
export const withdrawablesResponseSchema = z.object({
  purchases: z.array(withdrawableSchema),
  name: z.string(),
  email: z.string(),
});
export type WithdrawablesResponse = z.infer<typeof withdrawablesResponseSchema>;

/**
 * POST withdrawals.php: the member withdraws from one purchase (the withdrawal function's second
 * step, "Confirm withdrawal"). A second request for the same purchase answers the first withdrawal.
 */
export const withdrawRequestSchema = z.strictObject({ payment_id: paymentIdSchema });
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawResponseSchema = z.object({ withdrawal: withdrawalSchema });
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;
