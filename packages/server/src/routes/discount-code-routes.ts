import { notFound, validationFailed } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import {
  addDiscountCode,
  DiscountCodeRefused,
  discountCodesOf,
  setDiscountCodeStatus,
} from '../payments/discount-code-admin.js';

/** The change's answer, or the API's answer to a change the brand's rules refused. */
async function answerOf<Answer>(change: Promise<Answer>): Promise<Answer> {
  try {
    return await change;
  } catch (error) {
    if (!(error instanceof DiscountCodeRefused)) throw error;
    if (error.fields.code === 'not_found') throw notFound('discount code', 'code');
    throw validationFailed(error.fields);
  }
}

/**
 * The back office's discount codes (`/api/operator/discount-codes.php`, admin and support): the
 * brand's codes with their uses, a new one, and one turned off or on, each change recorded in the
 * audit log with the operator. The command line's `discount-codes` does the same.
 */
export const discountCodeRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getDiscountCodes', async ({ brand }) => ({
    codes: await discountCodesOf(database, brand.slug),
  }));

  route(app, context, 'addDiscountCode', async ({ brand, operator, body }) => ({
    code: await answerOf(addDiscountCode(database, brand, body, operator, clock.now())),
  }));

  route(app, context, 'setDiscountCodeStatus', async ({ brand, operator, body }) => ({
    code: await answerOf(
      setDiscountCodeStatus(database, brand, operator, body.code, body.status, clock.now()),
    ),
  }));
};
