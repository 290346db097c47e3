import { type Brand, RESET_MAILS_PER_DAY } from '@dating/contract';
import type { Kysely } from 'kysely';
import { deliverSignupMessages, lockSignupMessagePartners } from '../chat/messages.js';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { queueMail } from '../mail/outbox.js';
import { confirmCurrentPassword, liftLoginLocks } from './login.js';
import { confirmedStatus, USABLE_STATUSES } from './member-status.js';
import { lockMember, memberByEmail } from './members.js';
import { hashPassword } from './passwords.js';
import { createSession, endSessions } from './sessions.js';
import { countTargetAttempt } from './target-limits.js';
import {
  cancelTokens,
  consumeToken,
  issueToken,
  TOKEN_LIFETIME_MS,
  tokensIssuedSince,
  tokenUsable,
} from './tokens.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Links that a new password makes worthless: whoever asked for them knew the old state. */
const CANCELLED_BY_PASSWORD_CHANGE = ['reset_password', 'change_email'] as const;

/**
 * Mails a reset link (2 hours) to an account of the site: 404 `email_not_found` for an address
 * without one, 409 `account_pending_deletion` for a deleted account, 429 `too_many_reset_mails`
 * after three links within 24 hours, and 429 `rate_limited` after `TARGET_LIMITS.passwordReset`
 * requests for one address within the hour, whoever sends them.
 */
export async function requestPasswordReset(
  database: Kysely<Database>,
  brand: Brand,
  email: string,
  siteAddress: string,
  now: number,
): Promise<void> {
  await countTargetAttempt(database, brand.slug, 'passwordReset', email, now);
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
  await database.transaction().execute(async (transaction) => {
    // Counted under the member's lock: requests sent at once cannot all pass the count.
    await lockMember(transaction, member.id);
    const sent = await tokensIssuedSince(transaction, member.id, 'reset_password', now - DAY_MS);
    if (sent >= RESET_MAILS_PER_DAY) {
      throw new ApiFailure(
        429,
        'too_many_reset_mails',
        'Too many password reset e-mails today; try again tomorrow',
      );
    }
    const token = await issueToken(transaction, member.id, 'reset_password', now);
    await queueMail(
      transaction,
      {
        brand,
        member,
        template: 'resetPassword',
        values: {
          link: `${siteAddress}/reset-password/do?token=${token}`,
          hours: TOKEN_LIFETIME_MS.reset_password / HOUR_MS,
        },
      },
      now,
    );
  });
}

/**
 * Sets a new password with a reset link's token. The token is checked before the password is
 * hashed (a made-up token costs no argon2 work), then used up in the change's transaction. The
 * link proves the mailbox, so an unconfirmed address counts as confirmed; every session ends and
 * this browser gets a new one; other reset and e-mail-change links stop working; the lockout is
 * lifted. Undefined when the link does not work.
 */
export async function resetPassword(
  database: Kysely<Database>,
  site: string,
  token: string,
  password: string,
  now: number,
): Promise<{ member: Member; session: string } | undefined> {
  if (!(await tokenUsable(database, token, 'reset_password', site, now))) return undefined;
  const passwordHash = await hashPassword(password);
  return database.transaction().execute(async (transaction) => {
    const used = await consumeToken(transaction, token, 'reset_password', site, now);
    if (!used) return undefined;
    await lockSignupMessagePartners(transaction, used.member_id);
    const member = await transaction
      .updateTable('members')
      .set((builder) => ({ password_hash: passwordHash, status: confirmedStatus(builder) }))
      .where('id', '=', used.member_id)
      .where('status', 'in', USABLE_STATUSES)
      .returningAll()
      .executeTakeFirst();
    if (!member) return undefined;
    await deliverSignupMessages(transaction, member, now);
    await liftLoginLocks(transaction, member.id);
    await cancelTokens(transaction, member.id, CANCELLED_BY_PASSWORD_CHANGE, now);
    await endSessions(transaction, member.id);
    return { member, session: await createSession(transaction, member.id, now) };
  });
}

/**
 * Changes the password with the current one (checked under the login's lockout, for the client
 * `address`): other browsers are logged out, this one (`sessionToken`) stays; reset and
 * e-mail-change links stop working.
 */
export async function changePassword(
  database: Kysely<Database>,
  member: Member,
  change: { old_password: string; new_password: string },
  caller: { sessionToken: string | undefined; address: string },
  now: number,
): Promise<void> {
  const { sessionToken, address } = caller;
  await confirmCurrentPassword(
    database,
    member,
    { password: change.old_password, field: 'old_password', address },
    now,
  );
  const passwordHash = await hashPassword(change.new_password);
  await database.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('members')
      .set({ password_hash: passwordHash })
      .where('id', '=', member.id)
      .execute();
    await cancelTokens(transaction, member.id, CANCELLED_BY_PASSWORD_CHANGE, now);
    await endSessions(transaction, member.id, sessionToken);
  });
}
