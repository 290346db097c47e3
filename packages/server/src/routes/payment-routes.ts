import { ApiFailure } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { confirmDirectDebit, requestDirectDebitCode } from '../payments/direct-debit.js';
import {
  deletionOfferFor,
  lookUpDiscount,
  timeBonusOf,
  welcomeDiscountOf,
} from '../payments/discounts.js';
import { refreshMolliePayment } from '../payments/mollie-status.js';
import { bundlesFor, createPayment, lastOrderOf, paymentOf } from '../payments/payments.js';
import { withdraw, withdrawablesOf } from '../payments/withdrawals.js';

/**
 * Payments of the members: POST payments.php starts paying for a package (with the member's
 * consent to immediate delivery) and answers the provider's checkout; GET payment.php follows one
 * of the member's payments (the transaction page), asking Mollie about an unfinished Mollie
 * payment first. Without the brand's payment provider set up (`PAYMENT_SANDBOX_SECRET`, or the
 * brand's `MOLLIE_API_KEY_<SLUG>`), starting a payment answers 503 `payments_unavailable`. GET
 * discountcode.php answers the member's time bonus, with `code` that code as it applies to the
 * member, and its `welcome=true` variant the welcome discount; POST discountcode.php makes (once)
 * and answers the deletion offer. A code goes with a payment while it applies to its order
 * (rounded to the cent). POST directdebit.php texts the direct debit's code for the form of
 * `/directdebit`; PUT directdebit.php confirms it and makes the payment, which the brand's
 * provider collects. GET withdrawals.php lists the purchases the member may withdraw from, and
 * POST withdrawals.php withdraws from one (`/withdrawal`), its refund sent after the commit.
 */
export const paymentRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getBundles', async (request) => bundlesFor(request.brand, request.member));
  route(app, context, 'createPayment', async (request) =>
    createPayment(
      database,
      request.brand,
      request.member,
      request.body,
      context.payments.of(request.brand).provider,
      clock.now(),
    ),
  );
  route(app, context, 'requestDirectDebitCode', async (request) => {
    context.payments.of(request.brand);
    return requestDirectDebitCode(
      database,
      request.brand,
      request.member,
      request.body,
      context.sms,
      clock.now(),
    );
  });
  route(app, context, 'confirmDirectDebit', async (request) =>
    confirmDirectDebit(
      database,
      request.member,
      request.body,
      context.payments.of(request.brand).directDebits,
      clock.now(),
    ),
  );
  route(app, context, 'getPayment', async (request) => {
    const mollie = context.payments.mollieOf(request.brand);
    if (mollie) {
      const { brand, member, query } = request;
      // The stored state is answered when Mollie cannot be asked; the webhook brings the rest.
      await refreshMolliePayment(database, brand, mollie, member.id, query.id, clock.now()).then(
        () => void context.postbacks.flush(),
        (error: unknown) => request.log.warn({ err: error }, 'Mollie status not read'),
      );
    }
    return paymentOf(database, request.member, request.query.id);
  });
  route(app, context, 'getLastOrder', async (request) => lastOrderOf(database, request.member));
  route(app, context, 'getWithdrawables', async (request) =>
    withdrawablesOf(database, request.brand, request.member, clock.now()),
  );
  route(app, context, 'withdraw', async (request) => {
    const answer = await withdraw(
      database,
      request.brand,
      request.member,
      request.body.payment_id,
      clock.now(),
    );
    void context.mail.flush();
    void context.refunds.flush();
    return answer;
  });
  route(app, context, 'getDiscountCode', async (request) => {
    const { brand, member } = request;
    const now = clock.now();
    if (request.query.code === undefined) {
      return { discount_code: timeBonusOf(member, brand.offers, now) };
    }
    const lookup = await lookUpDiscount(database, brand, member, request.query.code, now);
    if ('problem' in lookup) {
      throw new ApiFailure(400, 'validation_failed', `Discount code: ${lookup.problem}`, {
        fields: { code: lookup.problem },
      });
    }
    return { discount_code: lookup.discount };
  });
  route(app, context, 'claimDeletionOffer', async (request) => ({
    discount_code: await deletionOfferFor(database, request.brand, request.member, clock.now()),
  }));
  route(app, context, 'getWelcomeDiscount', async (request) => ({
    discount_code: welcomeDiscountOf(request.member, request.brand.offers),
  }));
};
