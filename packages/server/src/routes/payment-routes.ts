import { ApiFailure } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { timeBonusOf, welcomeDiscountOf } from '../payments/discounts.js';
import { bundlesFor, createPayment, lastOrderOf, paymentOf } from '../payments/payments.js';
import { sandboxProvider } from '../payments/sandbox.js';

/**
 * Payments of the members: POST payments.php starts paying for a package (with the member's
 * consent to immediate delivery) and answers the provider's checkout; GET payment.php follows one
 * of the member's payments (the transaction page). Without a payment provider set up
 * (`PAYMENT_SANDBOX_SECRET`), starting a payment answers 503 `payments_unavailable`. GET
 * discountcode.php answers the member's time bonus, its `welcome=true` variant the welcome
 * discount; either code may go with a payment while it applies (25% off, rounded to the cent).
 */
export const paymentRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getBundles', async (request) => bundlesFor(request.brand, request.member));
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
  route(app, context, 'getLastOrder', async (request) => lastOrderOf(database, request.member));
  route(app, context, 'getTimeBonus', async (request) => ({
    discount_code: await timeBonusOf(database, request.member, clock.now()),
  }));
  route(app, context, 'getWelcomeDiscount', async (request) => ({
    discount_code: await welcomeDiscountOf(database, request.member),
  }));
};
