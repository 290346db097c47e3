import { ENDPOINT_SCHEMAS, type OperatorEndpointName, operatorMay } from '@dating/contract';
import type { FastifyInstance } from 'fastify';
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
      const token = operatorToken(request);
      const now = context.clock.now();
      request.operator =
        (token && (await sessionOperator(context.database, token, request.brand.slug, now))) ||
        null;
      if (!request.operator) {
        throw new ApiFailure(403, 'authentication_required', 'Please log in as an operator');
      }
      // Decided at every call from the roles in the database: a change of roles applies at once.
      if (!operatorMay(request.operator.roles, name as OperatorEndpointName)) {
        throw new ApiFailure(403, 'role_required', 'Your roles do not include this');
      }
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
