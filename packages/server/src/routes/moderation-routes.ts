import { notFound } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { appealRestriction, appealsFor, decideAppeal, statementOf } from '../moderation/appeals.js';
import { decideReport, reportsOf } from '../moderation/reports.js';
import { liftRestriction } from '../moderation/restrictions.js';

/**
 * Moderation: the back office's queue of reports and the decisions on them
 * (`/api/operator/reports.php`, `report-decision.php`, `lift.php`), the appeals
 * (`appeals.php`, `appeal-decision.php`), for the roles `OPERATOR_ENDPOINT_ROLES` names; and the
 * member's side: a statement of reasons at its link (`/api/statement.php`) and the appeal against
 * it (`/api/appeal.php`), which need no login (a suspended or banned member has none).
 */
export const moderationRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getReports', async ({ brand, query }) =>
    reportsOf(database, brand.slug, query, clock.now()),
  );

  route(app, context, 'decideReport', async ({ brand, operator, body }) => {
    const origin = context.siteAddress(brand);
    const report = await decideReport(database, brand, operator, body, origin, clock.now());
    void context.mail.flush();
    return { report };
  });

  route(app, context, 'liftRestriction', async ({ brand, operator, body }) => {
    const restriction = await liftRestriction(database, brand.slug, operator, body, clock.now());
    if (!restriction) throw notFound('restriction', 'restriction');
    return { restriction };
  });

  route(app, context, 'getAppeals', async ({ brand, operator }) => ({
    appeals: await appealsFor(database, brand.slug, operator.id, clock.now()),
  }));

  route(app, context, 'decideAppeal', async ({ brand, operator, body }) => {
    const restriction = await decideAppeal(database, brand, operator, body, clock.now());
    void context.mail.flush();
    return { restriction };
  });

  route(app, context, 'getStatement', async ({ brand, query }) => ({
    statement: await statementOf(database, brand.slug, query.token),
  }));

  route(app, context, 'appeal', async ({ brand, body }) => ({
    statement: await appealRestriction(database, brand.slug, body, clock.now()),
  }));
};
