import {
  API_PATHS,
  type OkResponse,
  signupRequestSchema,
  tokenRequestSchema,
  type UserResponse,
} from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { confirmedStatus } from '../accounts/member-status.js';
import { createSession, deleteSession } from '../accounts/sessions.js';
import { queueConfirmationMail, signUp } from '../accounts/signup.js';
import { consumeToken } from '../accounts/tokens.js';
import { userView } from '../accounts/user-view.js';
import { ApiFailure, parseInput } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { limitedBy } from '../http/rate-limits.js';
import {
  requestBrand,
  requireMember,
  sessionToken,
  setSessionCookie,
  siteOrigin,
} from '../http/session-cookie.js';

export const tokenInvalid = () =>
  new ApiFailure(400, 'token_invalid', 'The link has expired or is not valid');

/**
 * POST signup.php (step 0 of signup: the account), POST activate.php (the confirmation link) and
 * POST confirmation-mail.php (send the confirmation link again).
 */
export function registerSignupRoutes(app: FastifyInstance, context: ServerContext): void {
  const { database, clock } = context;

  app.post(
    API_PATHS.signup,
    limitedBy(context.rateLimits.signup),
    async (request, reply): Promise<UserResponse> => {
      const brand = requestBrand(request);
      const signup = parseInput(signupRequestSchema, request.body);
      const { member, sessionToken: token } = await signUp(
        context,
        brand,
        signup,
        siteOrigin(request),
      );
      void context.mail.flush();
      const previous = sessionToken(request);
      if (previous) await deleteSession(database, previous);
      setSessionCookie(request, reply, token);
      reply.status(201);
      return { user: await userView(database, member, brand, clock.now()) };
    },
  );

  app.post(API_PATHS.activate, async (request, reply): Promise<UserResponse> => {
    const brand = requestBrand(request);
    const { token } = parseInput(tokenRequestSchema, request.body);
    const now = clock.now();
    const activated = await database.transaction().execute(async (transaction) => {
      const used = await consumeToken(transaction, token, 'confirm_email', now);
      if (!used) return undefined;
      const member = await transaction
        .updateTable('members')
        .set((builder) => ({
          status: confirmedStatus(builder),
        }))
        .where('id', '=', used.member_id)
        .where('site', '=', brand.slug)
        .where('status', 'in', ['not_confirmed', 'active'])
        .returningAll()
        .executeTakeFirst();
      if (!member) return undefined;
      return { member, session: await createSession(transaction, member.id, now) };
    });
    if (!activated) throw tokenInvalid();
    const previous = sessionToken(request);
    if (previous) await deleteSession(database, previous);
    setSessionCookie(request, reply, activated.session);
    return { user: await userView(database, activated.member, brand, now) };
  });

  app.post(
    API_PATHS.confirmationMail,
    limitedBy(context.rateLimits.mail),
    async (request): Promise<OkResponse> => {
      const brand = requestBrand(request);
      const member = await requireMember(context, request);
      if (member.status !== 'not_confirmed') return { ok: true };
      const now = clock.now();
      const origin = siteOrigin(request);
      await database
        .transaction()
        .execute((transaction) => queueConfirmationMail(transaction, brand, member, origin, now));
      void context.mail.flush();
      return { ok: true };
    },
  );
}
