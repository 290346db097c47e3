import { ApiFailure } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { createPayment, paymentOf } from '../payments/payments.js';
import { sandboxProvider } from '../payments/sandbox.js';

/**
 * Payments of the members: POST payments.php starts paying for a package (with the member's
 * consent to immediate delivery) and answers the provider's checkout; GET payment.php follows one
 * of the member's payments (the transaction page). Without a payment provider set up
 * (`PAYMENT_SANDBOX_SECRET`), starting a payment answers 503 `payments_unavailable`.
 */
export const paymentRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'createPayment', async (request) => {
    if (!context.paymentSandboxSecret) {
      throw new ApiFailure(
        503,
        'payments_unavailable',
        'No payment provider is set up: set PAYMENT_SANDBOX_SECRET',
      );
    }
    return createPayment(
      database,
      request.brand,
      request.member,
      request.body,
      sandboxProvider,
      clock.now(),
    );
  });
  route(app, context, 'getPayment', async (request) =>
    paymentOf(database, request.member, request.query.id),
  );
};
