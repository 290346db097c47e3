import { type Brand, supportEmailOf } from '@dating/contract';
import { emailChangeProblems } from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import { deliverSignupMessages, lockSignupMessagePartners } from '../chat/messages.js';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure, validationFailed } from '../http/api-failure.js';
import { isUniqueViolation } from '../http/error-handler.js';
import { queueMail } from '../mail/outbox.js';
import { confirmCurrentPassword } from './login.js';
import { confirmedStatus, firstConfirmation, USABLE_STATUSES } from './member-status.js';
import { endSessions } from './sessions.js';
import { countTargetAttempt } from './target-limits.js';
import {
  cancelTokens,
  consumeToken,
  issueToken,
  TOKEN_LIFETIME_MS,
  tokenInvalid,
} from './tokens.js';

const HOUR_MS = 60 * 60 * 1000;

const emailTaken = () =>
  new ApiFailure(
    409,
    'email_taken',
    'This email address already owns an account on this website.',
    { fields: { email: 'taken' } },
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
 * Mails a confirmation link (24 hours) to a new address, and a notice to the current one. The
 * change is confirmed with the current password (under the login's lockout for the `client`
 * address; links point to the `site` address); the new address must
 * be valid and differ from the current one (the e-mail change form's rule), and belong to no
 * other account (409 `email_taken`).
 */
export async function requestEmailChange(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  request: { email: string; password: string },
  addresses: { site: string; client: string },
  now: number,
): Promise<void> {
  const problems = emailChangeProblems(request, member.email);
  if (Object.keys(problems).length) throw validationFailed(problems);
  await confirmCurrentPassword(
    database,
    member,
    { password: request.password, field: 'password', address: addresses.client },
    now,
  );
  const siteAddress = addresses.site;
  const email = request.email;
  await countTargetAttempt(database, brand.slug, 'emailChange', email, now);
  if (await addressTaken(database, brand.slug, email, member.id)) throw emailTaken();
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
          link: `${siteAddress}/mail-change/do?token=${token}`,
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
          supportEmail: supportEmailOf(brand),
        },
      },
      now,
    );
  });
}

/**
 * Makes the new address the member's with the link's token. The new mailbox is proven, so an
 * unconfirmed account counts as confirmed. Every session but `keepSession` (this browser's, when
 * it is the member's) ends, and outstanding reset and e-mail-change links stop working. A refused
 * change keeps the token used: the link cannot be tried again. Two accounts confirming one
 * address at the same moment: the second gets 409 `email_taken`.
 */
export async function confirmEmailChange(
  database: Kysely<Database>,
  site: string,
  token: string,
  keepSession: string | undefined,
  now: number,
): Promise<Member> {
  const outcome = await database.transaction().execute(async (transaction) => {
    const used = await consumeToken(transaction, token, 'change_email', site, now);
    if (!used?.new_email) return { error: tokenInvalid() };
    if (await addressTaken(transaction, site, used.new_email, used.member_id)) {
      return { error: emailTaken() };
    }
    return { used, email: used.new_email };
  });
  if ('error' in outcome) throw outcome.error;
  // Its own transaction: a unique violation aborts it, and the token must stay used regardless.
  try {
    return await database.transaction().execute(async (transaction) => {
      await lockSignupMessagePartners(transaction, outcome.used.member_id);
      const member = await transaction
        .updateTable('members')
        .set((builder) => ({
          email: outcome.email,
          status: confirmedStatus(builder),
          confirmed_at: firstConfirmation(now),
        }))
        .where('id', '=', outcome.used.member_id)
        .where('status', 'in', USABLE_STATUSES)
        .returningAll()
        .executeTakeFirst();
      if (!member) throw tokenInvalid();
      await deliverSignupMessages(transaction, member, now);
      await cancelTokens(transaction, member.id, ['reset_password', 'change_email'], now);
      await endSessions(transaction, member.id, keepSession);
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
