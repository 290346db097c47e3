import {
  API_PATHS,
  type OkResponse,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_MAILS_PER_DAY,
  type UserResponse,
} from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { confirmedStatus } from '../accounts/member-status.js';
import { memberByEmail } from '../accounts/members.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import { createSession, hashToken } from '../accounts/sessions.js';
import {
  consumeToken,
  issueToken,
  TOKEN_LIFETIME_MS,
  tokensIssuedSince,
} from '../accounts/tokens.js';
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
import { queueMail } from '../mail/outbox.js';
import { tokenInvalid } from './signup-routes.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * POST password-reset.php (mail a reset link), PUT password-reset.php (set a new password with
 * it) and PUT password.php (change the password with the old one).
 */
export function registerPasswordRoutes(app: FastifyInstance, context: ServerContext): void {
  const { database, clock } = context;

  app.post(
    API_PATHS.passwordReset,
    limitedBy(context.rateLimits.mail),
    async (request): Promise<OkResponse> => {
      const brand = requestBrand(request);
      const { email } = parseInput(passwordResetRequestSchema, request.body);
      const now = clock.now();
      const member = await memberByEmail(database, brand.slug, email);
      if (!member || member.status === 'disabled') {
        throw new ApiFailure(404, 'email_not_found', 'No account uses this e-mail address');
      }
      if (member.status === 'deleted') {
        throw new ApiFailure(
          409,
          'account_pending_deletion',
          'This account is being deleted; reactivate it first',
        );
      }
      const sent = await tokensIssuedSince(database, member.id, 'reset_password', now - DAY_MS);
      if (sent >= RESET_MAILS_PER_DAY) {
        throw new ApiFailure(
          429,
          'too_many_reset_mails',
          'Too many password reset e-mails today; try again tomorrow',
        );
      }
      const origin = siteOrigin(request);
      await database.transaction().execute(async (transaction) => {
        const token = await issueToken(transaction, member.id, 'reset_password', now);
        await queueMail(
          transaction,
          {
            brand,
            member,
            template: 'resetPassword',
            values: {
              link: `${origin}/reset-password/do?token=${token}`,
              hours: TOKEN_LIFETIME_MS.reset_password / HOUR_MS,
            },
          },
          now,
        );
      });
      void context.mail.flush();
      return { ok: true };
    },
  );

  app.put(API_PATHS.passwordReset, async (request, reply): Promise<UserResponse> => {
    const brand = requestBrand(request);
    const { token, password } = parseInput(passwordResetSchema, request.body);
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    const reset = await database.transaction().execute(async (transaction) => {
      const used = await consumeToken(transaction, token, 'reset_password', now);
      if (!used) return undefined;
      // The link proves the mailbox: an unconfirmed address counts as confirmed from now on.
      const member = await transaction
        .updateTable('members')
        .set((builder) => ({
          password_hash: passwordHash,
          locked_until: null,
          status: confirmedStatus(builder),
        }))
        .where('id', '=', used.member_id)
        .where('site', '=', brand.slug)
        .where('status', 'in', ['active', 'not_confirmed'])
        .returningAll()
        .executeTakeFirst();
      if (!member) return undefined;
      await transaction.deleteFrom('login_failures').where('member_id', '=', member.id).execute();
      // Whoever knew the old password is out: every session ends, this browser gets a new one.
      await transaction.deleteFrom('sessions').where('member_id', '=', member.id).execute();
      return { member, session: await createSession(transaction, member.id, now) };
    });
    if (!reset) throw tokenInvalid();
    setSessionCookie(request, reply, reset.session);
    return { user: await userView(database, reset.member, brand, now) };
  });

  app.put(API_PATHS.password, async (request): Promise<OkResponse> => {
    const member = await requireMember(context, request);
    const change = parseInput(passwordChangeSchema, request.body);
    if (!(await verifyPassword(member.password_hash, change.old_password))) {
      throw new ApiFailure(400, 'wrong_password', 'Please check your old password.', {
        fields: { old_password: 'Please check your old password.' },
      });
    }
    const passwordHash = await hashPassword(change.new_password);
    const current = hashToken(sessionToken(request) ?? '');
    await database.transaction().execute(async (transaction) => {
      await transaction
        .updateTable('members')
        .set({ password_hash: passwordHash })
        .where('id', '=', member.id)
        .execute();
      // Other browsers logged in with the old password are logged out; this one stays.
      await transaction
        .deleteFrom('sessions')
        .where('member_id', '=', member.id)
        .where('token_hash', '!=', current)
        .execute();
    });
    return { ok: true };
  });
}
