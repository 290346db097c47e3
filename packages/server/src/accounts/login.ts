import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { memberByEmail } from './members.js';
import { verifyDecoy, verifyPassword } from './passwords.js';

/** Wrong passwords that lock an account... */
export const LOCKOUT_FAILURES = 5;
/** ...within this window, and for this long. */
export const LOCKOUT_MS = 15 * 60 * 1000;

function lockedFailure(lockedUntil: Date, now: number): ApiFailure {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now) / 60_000));
  return new ApiFailure(
    429,
    'account_locked',
    `Too many incorrect attempts, account blocked for ${minutes} min.`,
    {
      minutes,
    },
  );
}

const loginFailed = () => new ApiFailure(401, 'login_failed', 'Login failed, please try again');

/**
 * Checks credentials for a site. Throws 401 `login_failed` for an unknown e-mail or a wrong
 * password, 429 `account_locked` once the account has had too many wrong passwords, and 403
 * `account_pending_deletion` for the right password of an account deleted less than 14 days ago.
 */
export async function authenticate(
  database: Kysely<Database>,
  site: string,
  email: string,
  password: string,
  now: number,
): Promise<Member> {
  const member = await memberByEmail(database, site, email);
  if (!member || member.status === 'disabled') {
    await verifyDecoy(password);
    throw loginFailed();
  }
  if (member.status === 'deleted') {
    // Only the owner learns that the account waits for reactivation.
    if (!(await verifyPassword(member.password_hash, password))) throw loginFailed();
    throw new ApiFailure(
      403,
      'account_pending_deletion',
      'This account is being deleted; it can be reactivated',
    );
  }
  if (member.locked_until && member.locked_until.getTime() > now)
    throw lockedFailure(member.locked_until, now);
  if (await verifyPassword(member.password_hash, password)) {
    await database.deleteFrom('login_failures').where('member_id', '=', member.id).execute();
    return member;
  }
  const lockedUntil = await recordFailure(database, member.id, now);
  if (lockedUntil) throw lockedFailure(lockedUntil, now);
  throw loginFailed();
}

/** Stores a wrong password; returns the lock's end when this one locks the account. */
async function recordFailure(
  database: Kysely<Database>,
  memberId: number,
  now: number,
): Promise<Date | undefined> {
  return database.transaction().execute(async (transaction) => {
    await transaction
      .insertInto('login_failures')
      .values({ member_id: memberId, failed_at: new Date(now) })
      .execute();
    const { failures } = await transaction
      .selectFrom('login_failures')
      .select((builder) => builder.fn.countAll<number>().as('failures'))
      .where('member_id', '=', memberId)
      .where('failed_at', '>', new Date(now - LOCKOUT_MS))
      .executeTakeFirstOrThrow();
    if (Number(failures) < LOCKOUT_FAILURES) return undefined;
    const lockedUntil = new Date(now + LOCKOUT_MS);
    await transaction
      .updateTable('members')
      .set({ locked_until: lockedUntil })
      .where('id', '=', memberId)
      .execute();
    await transaction.deleteFrom('login_failures').where('member_id', '=', memberId).execute();
    return lockedUntil;
  });
}
