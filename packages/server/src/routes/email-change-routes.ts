import {
  API_PATHS,
  emailChangeRequestSchema,
  type OkResponse,
  tokenRequestSchema,
  type UserResponse,
} from '@dating/contract';
import { isValidEmail } from '@dating/contract/rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { confirmedStatus } from '../accounts/member-status.js';
import { consumeToken, issueToken, TOKEN_LIFETIME_MS } from '../accounts/tokens.js';
import { userView } from '../accounts/user-view.js';
import type { Database } from '../db/schema.js';
import { ApiFailure, parseInput } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { limitedBy } from '../http/rate-limits.js';
import { requestBrand, requireMember, siteOrigin } from '../http/session-cookie.js';
import { queueMail } from '../mail/outbox.js';
import { tokenInvalid } from './signup-routes.js';

const HOUR_MS = 60 * 60 * 1000;

const emailTaken = () =>
  new ApiFailure(
    409,
    'email_taken',
    'This email address already owns an account on this website.',
    {
      fields: { email: 'This email address already owns an account on this website.' },
    },
  );

/** Whether another account of the site (in any state) uses the address. */
async function addressTaken(
  database: Kysely<Database>,
  site: string,
  email: string,
  memberId: number,
): Promise<boolean> {
  const other = await database
    .selectFrom('members')
    .select('id')
    .where('site', '=', site)
    .where('email', '=', email)
    .where('id', '!=', memberId)
    .executeTakeFirst();
  return Boolean(other);
}

/**
 * POST email-change.php: mail a confirmation link to the new address (and a notice to the old
 * one). PUT email-change.php: the link's token makes the new address the member's.
 */
export function registerEmailChangeRoutes(app: FastifyInstance, context: ServerContext): void {
  const { database, clock } = context;

  app.post(
    API_PATHS.emailChange,
    limitedBy(context.rateLimits.mail),
    async (request): Promise<OkResponse> => {
      const brand = requestBrand(request);
      const member = await requireMember(context, request);
      const email = parseInput(emailChangeRequestSchema, request.body).email.trim().toLowerCase();
      if (!isValidEmail(email) || email === member.email) {
        throw new ApiFailure(400, 'email_invalid', 'New email adress is invalid.', {
          fields: { email: 'New email adress is invalid.' },
        });
      }
      if (await addressTaken(database, brand.slug, email, member.id)) throw emailTaken();
      const now = clock.now();
      const origin = siteOrigin(request);
      await database.transaction().execute(async (transaction) => {
        const token = await issueToken(transaction, member.id, 'change_email', now, {
          newEmail: email,
        });
        await queueMail(
          transaction,
          {
            brand,
            member,
            to: email,
            template: 'emailChange',
            values: {
              link: `${origin}/mail-change/do?token=${token}`,
              newEmail: email,
              hours: TOKEN_LIFETIME_MS.change_email / HOUR_MS,
            },
          },
          now,
        );
        await queueMail(
          transaction,
          {
            brand,
            member,
            template: 'emailChangeNotice',
            values: {
              newEmail: email,
              supportEmail: brand.support_email ?? `support@${brand.domain}`,
            },
          },
          now,
        );
      });
      void context.mail.flush();
      return { ok: true };
    },
  );

  app.put(API_PATHS.emailChange, async (request): Promise<UserResponse> => {
    const brand = requestBrand(request);
    const { token } = parseInput(tokenRequestSchema, request.body);
    const now = clock.now();
    const outcome = await database.transaction().execute(async (transaction) => {
      const used = await consumeToken(transaction, token, 'change_email', now);
      if (!used?.new_email) return { error: tokenInvalid() };
      if (await addressTaken(transaction, brand.slug, used.new_email, used.member_id)) {
        return { error: emailTaken() };
      }
      // The new mailbox is proven, so an unconfirmed account counts as confirmed.
      const member = await transaction
        .updateTable('members')
        .set((builder) => ({
          email: used.new_email as string,
          status: confirmedStatus(builder),
        }))
        .where('id', '=', used.member_id)
        .where('site', '=', brand.slug)
        .where('status', 'in', ['active', 'not_confirmed'])
        .returningAll()
        .executeTakeFirst();
      return member ? { member } : { error: tokenInvalid() };
    });
    // A refused change keeps the token used: the link cannot be tried again.
    if ('error' in outcome) throw outcome.error;
    return { user: await userView(database, outcome.member, brand, now) };
  });
}
