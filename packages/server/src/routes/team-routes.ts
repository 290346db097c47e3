import { ApiFailure, notFound, validationFailed } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { auditLogOf } from '../operators/audit-log.js';
import {
  addTeamOperator,
  resetTeamPassword,
  TeamChangeRefused,
  teamOf,
  updateTeamOperator,
} from '../operators/team.js';

/** The change's answer, or the API's answer to a change the team's rules refused. */
async function answerOf<Answer>(change: Promise<Answer>): Promise<Answer> {
  try {
    return await change;
  } catch (error) {
    if (!(error instanceof TeamChangeRefused)) throw error;
    if (error.code === 'taken') throw validationFailed({ email: 'taken' });
    if (error.code === 'not_found') throw notFound('operator', 'id');
    throw new ApiFailure(409, 'last_admin', error.message);
  }
}

/**
 * The back office's team and audit log (`/api/operator/team.php`, `password.php`, `audit.php`):
 * the brand's operators and their roles, a new operator, a change of roles, switching one off or
 * on, a new password, and the log of every back-office action. Admins only
 * (`OPERATOR_ENDPOINT_ROLES`); every change is recorded in the audit log with the admin's name.
 */
export const teamRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getOperatorTeam', async (request) => ({
    operators: await teamOf(database, request.brand.slug),
  }));

  route(app, context, 'addOperatorAccount', async ({ brand, operator, body }) =>
    answerOf(addTeamOperator(database, brand.slug, operator, body, clock.now())),
  );

  route(app, context, 'updateOperatorAccount', async ({ brand, operator, body }) => ({
    operator: await answerOf(updateTeamOperator(database, brand.slug, operator, body, clock.now())),
  }));

  route(app, context, 'resetOperatorPassword', async ({ brand, operator, body }) =>
    answerOf(resetTeamPassword(database, brand.slug, operator, body.id, clock.now())),
  );

  route(app, context, 'getAuditLog', async ({ brand, query }) =>
    auditLogOf(database, brand.slug, query),
  );
};
