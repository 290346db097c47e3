import { ENDPOINT_SCHEMAS, type OperatorEndpointName, operatorMay } from '@dating/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionMember } from '../accounts/sessions.js';
import type { Member, Operator } from '../db/schema.js';
import { sessionOperator } from '../operators/operator-accounts.js';
import { ApiFailure, authenticationRequired } from './api-failure.js';
import type { ServerContext } from './context.js';
import { operatorToken, sessionToken } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member of the request's brand, or null (a visitor, or a page request). */
    member: Member | null;
    /** The logged-in operator of the brand, on operator endpoints; null elsewhere. */
    operator: Operator | null;
  }
}

/**
 * The operator of the request's brand logged in with its cookie, if their roles may call
 * `endpoint` (`OPERATOR_ENDPOINT_ROLES`, read from the database at every call, so a change of
 * roles applies at once); else 403 `authentication_required` (no members' flag) or
 * `role_required`. The table's endpoints get it through the hook below; a file for the back
 * office (a photo in review) asks for it itself.
 */
export async function authorizedOperator(
  context: Pick<ServerContext, 'database' | 'clock'>,
  request: FastifyRequest,
  endpoint: OperatorEndpointName,
): Promise<Operator> {
  const token = operatorToken(request);
  const now = context.clock.now();
  const operator =
    token && (await sessionOperator(context.database, token, request.brand.slug, now));
  if (!operator) {
    throw new ApiFailure(403, 'authentication_required', 'Please log in as an operator');
  }
  if (!operatorMay(operator.roles, endpoint)) {
    throw new ApiFailure(403, 'role_required', 'Your roles do not include this');
  }
  return operator;
}

/**
 * Looks up who calls every API request before its input is checked: the logged-in member, or on
 * an operator endpoint the logged-in operator of the brand. Answers 403 `authentication_required`
 * on an endpoint whose table entry needs a member or an operator that is not there, and 403
 * `role_required` to an operator whose roles `OPERATOR_ENDPOINT_ROLES` does not allow: the handlers
 * receive `request.member` or `request.operator` and check nothing themselves. An operator's 403
 * has no `authentication_required` flag: the member's session on the same browser is not at issue.
 */
export function installMemberHook(app: FastifyInstance, context: ServerContext): void {
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);
  app.addHook('preValidation', async (request) => {
    const name = request.routeOptions.config?.endpoint;
    if (!name) return;
    const { access } = ENDPOINT_SCHEMAS[name];
    if (access === 'server') return;
    if (access === 'operator') {
      request.operator = await authorizedOperator(context, request, name as OperatorEndpointName);
      return;
    }
    const token = sessionToken(request);
    request.member = token
      ? ((await sessionMember(context.database, token, request.brand.slug, context.clock.now())) ??
        null)
      : null;
    if (access === 'member' && !request.member) throw authenticationRequired();
  });
}
