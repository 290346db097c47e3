import {
  API_PATHS,
  deleteAccountSchema,
  type OkResponse,
  reactivationRequestSchema,
  tokenRequestSchema,
  type UserResponse,
} from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { queueReactivationMail, REACTIVATION_MS } from '../accounts/deletion.js';
import { memberByEmail } from '../accounts/members.js';
import { createSession } from '../accounts/sessions.js';
import { consumeToken } from '../accounts/tokens.js';
import { userView } from '../accounts/user-view.js';
import { ApiFailure, parseInput } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { limitedBy } from '../http/rate-limits.js';
import {
  clearSessionCookie,
  requestBrand,
  requireMember,
  setSessionCookie,
  siteOrigin,
} from '../http/session-cookie.js';
import { tokenInvalid } from './signup-routes.js';

/**
 * DELETE user.php (delete the own account), POST reactivation.php (mail the reactivation link
 * again) and PUT reactivation.php (the link's token brings the account back).
 */
export function registerDeletionRoutes(app: FastifyInstance, context: ServerContext): void {
  const { database, clock } = context;

  app.delete(API_PATHS.user, async (request, reply): Promise<OkResponse> => {
    const brand = requestBrand(request);
    const member = await requireMember(context, request);
    const { reason, remarks } = parseInput(deleteAccountSchema, request.body);
    const now = clock.now();
    const origin = siteOrigin(request);
    await database.transaction().execute(async (transaction) => {
      const deleted = await transaction
        .updateTable('members')
        .set({ status: 'deleted', deleted_at: new Date(now) })
        .where('id', '=', member.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await transaction
        .insertInto('account_deletions')
        .values({
          site: brand.slug,
          member_id: member.id,
          reason,
          remarks,
          deleted_at: new Date(now),
        })
        .execute();
      await transaction.deleteFrom('sessions').where('member_id', '=', member.id).execute();
      await transaction
        .deleteFrom('push_subscriptions')
        .where('member_id', '=', member.id)
        .execute();
      await queueReactivationMail(transaction, brand, deleted, origin, now);
    });
    void context.mail.flush();
    clearSessionCookie(request, reply);
    return { ok: true };
  });

  app.post(
    API_PATHS.reactivation,
    limitedBy(context.rateLimits.mail),
    async (request): Promise<OkResponse> => {
      const brand = requestBrand(request);
      const { email } = parseInput(reactivationRequestSchema, request.body);
      const now = clock.now();
      const member = await memberByEmail(database, brand.slug, email);
      const deletedAt = member?.status === 'deleted' ? member.deleted_at?.getTime() : undefined;
      if (!member || deletedAt === undefined || deletedAt <= now - REACTIVATION_MS) {
        throw new ApiFailure(404, 'email_not_found', 'No deleted account uses this e-mail address');
      }
      const origin = siteOrigin(request);
      await database
        .transaction()
        .execute((transaction) => queueReactivationMail(transaction, brand, member, origin, now));
      void context.mail.flush();
      return { ok: true };
    },
  );

  app.put(API_PATHS.reactivation, async (request, reply): Promise<UserResponse> => {
    const brand = requestBrand(request);
    const { token } = parseInput(tokenRequestSchema, request.body);
    const now = clock.now();
    const reactivated = await database.transaction().execute(async (transaction) => {
      const used = await consumeToken(transaction, token, 'reactivate', now);
      if (!used) return undefined;
      // The link came by mail, so the address is proven: the account comes back active.
      const member = await transaction
        .updateTable('members')
        .set({ status: 'active', deleted_at: null })
        .where('id', '=', used.member_id)
        .where('site', '=', brand.slug)
        .where('status', '=', 'deleted')
        .returningAll()
        .executeTakeFirst();
      if (!member) return undefined;
      await transaction
        .updateTable('account_deletions')
        .set({ reactivated_at: new Date(now) })
        .where('member_id', '=', member.id)
        .where('reactivated_at', 'is', null)
        .execute();
      return { member, session: await createSession(transaction, member.id, now) };
    });
    if (!reactivated) throw tokenInvalid();
    setSessionCookie(request, reply, reactivated.session);
    return { user: await userView(database, reactivated.member, brand, now) };
  });
}
