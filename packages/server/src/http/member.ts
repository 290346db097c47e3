import { ENDPOINT_SCHEMAS } from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { sessionMember } from '../accounts/sessions.js';
import type { Member } from '../db/schema.js';
import { authenticationRequired } from './api-failure.js';
import type { ServerContext } from './context.js';
import { sessionToken } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member of the request's brand, or null (a visitor, or a page request). */
    member: Member | null;
  }
}

/**
 * Looks up the logged-in member of every API request before its input is checked, and answers
 * 403 `authentication_required` on an endpoint whose table entry needs a member: the handlers of
 * member endpoints receive `request.member` and check nothing themselves.
 */
export function installMemberHook(app: FastifyInstance, context: ServerContext): void {
  app.decorateRequest('member', null);
  app.addHook('preValidation', async (request) => {
    const name = request.routeOptions.config?.endpoint;
    if (!name) return;
    const { access } = ENDPOINT_SCHEMAS[name];
    if (access === 'server') return;
    const token = sessionToken(request);
    request.member = token
      ? ((await sessionMember(context.database, token, request.brand.slug, context.clock.now())) ??
        null)
      : null;
    if (access === 'member' && !request.member) throw authenticationRequired();
  });
}
