import type { PaymentState } from '@dating/contract/enums';

/**
 * What the transaction page shows of a payment (spec section 3, "Payment"): `pending` ('Processing
 * your payment') while the provider has not decided, `completed` once paid (credits added),
 * `failed` when it failed, was cancelled or expired (offer a different method). A refunded
 * payment was completed once; the page says so.
 */
export type TransactionStatus = 'pending' | 'completed' | 'failed';

export function transactionStatusOf(state: PaymentState): TransactionStatus {
  switch (state) {
    case 'open':
    case 'pending':
      return 'pending';
    case 'paid':
    case 'refunded':
      return 'completed';
    default:
      return 'failed';
  }
}

/** How often the transaction page asks about a pending payment. */
export const TRANSACTION_POLL_MS = 2000;
/**
 * How long the page keeps asking: a payment still pending after 10 minutes (a bank transfer, a
 * provider that is late) is left to the page's reload and the member's credits badge.
 */
export const TRANSACTION_POLL_LIMIT_MS = 10 * 60_000;
