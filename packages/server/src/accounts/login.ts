import { LOCKOUT_FAILURES, LOCKOUT_MINUTES } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { restrictionNoticeOf } from '../moderation/restrictions.js';
import { lockMember, memberByEmail } from './members.js';
import { verifyDecoy, verifyPassword } from './passwords.js';

/** The window wrong passwords count in, and how long a lock lasts. */
const LOCKOUT_MS = LOCKOUT_MINUTES * 60 * 1000;
/** The longest an account makes the next try wait after many wrong passwords from anywhere. */
const MAX_SLOWDOWN_MS = 60_000;

const minutesUntil = (until: Date, now: number) =>
  Math.max(1, Math.ceil((until.getTime() - now) / 60_000));

function lockedFailure(lockedUntil: Date, now: number): ApiFailure {
  const minutes = minutesUntil(lockedUntil, now);
  return new ApiFailure(
    429,
    'account_locked',
    `Too many incorrect attempts, account blocked for ${minutes} min.`,
    { minutes },
  );
}

const loginFailed = () => new ApiFailure(401, 'login_failed', 'Login failed, please try again');

/**
 * How long after its latest wrong password an account takes the next try, once it had `failures`
 * wrong passwords within the window from all addresses together: 1 s at
 * {@link LOCKOUT_FAILURES}, doubling with each one more, at most {@link MAX_SLOWDOWN_MS}.
 */
function loginSlowdownMs(failures: number): number {
  if (failures < LOCKOUT_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - LOCKOUT_FAILURES), MAX_SLOWDOWN_MS);
}

/**
 * Why a password check was not made or failed: the caller's address is locked out (`until`), the
 * account takes no try before `retryAt` (many wrong passwords from elsewhere), or it was wrong.
 */
type PasswordCheck = { ok: true } | { ok: false; lockedUntil?: Date; retryAt?: Date };

/**
 * Checks a member's password under the lockout, which is per account and client address: at most
 * {@link LOCKOUT_FAILURES} wrong passwords from one address within {@link LOCKOUT_MS} are ever
 * checked, then that address is locked out of the account for as long; a member signing in from
 * elsewhere is not. Wrong passwords from all addresses together slow the account down
 * ({@link loginSlowdownMs}), so that many addresses do not make many guesses. The attempt is
 * counted before the (slow) check, in a transaction that holds the member's row, so a burst sent
 * at once is counted one by one. A right password removes its address's count. Used by the login
 * and by every change that asks for the current password, which share one count.
 */
async function checkPasswordGuarded(
  database: Kysely<Database>,
  member: Pick<Member, 'id' | 'password_hash'>,
  password: string,
  address: string,
  now: number,
): Promise<PasswordCheck> {
  const windowStart = new Date(now - LOCKOUT_MS);
  const claim = await database.transaction().execute(async (transaction) => {
    await lockMember(transaction, member.id);
    const lock = await transaction
      .selectFrom('login_locks')
      .select('locked_until')
      .where('member_id', '=', member.id)
      .where('address', '=', address)
      .executeTakeFirst();
    if (lock && lock.locked_until.getTime() > now) {
      return {
        counted: false as const,
        check: { ok: false as const, lockedUntil: lock.locked_until },
      };
    }
    const failures = await transaction
      .selectFrom('login_failures')
      .select(['address', 'failed_at'])
      .where('member_id', '=', member.id)
      .where('failed_at', '>', windowStart)
      .orderBy('failed_at', 'desc')
      .execute();
    const fromHere = failures.filter((failure) => failure.address === address).length;
    if (fromHere >= LOCKOUT_FAILURES) {
      const lockedUntil = await lockAddress(transaction, member.id, address, now);
      return { counted: false as const, check: { ok: false as const, lockedUntil } };
    }
    const latest = failures[0]?.failed_at.getTime();
    const retryAt = latest === undefined ? now : latest + loginSlowdownMs(failures.length);
    if (retryAt > now) {
      return { counted: false as const, check: { ok: false as const, retryAt: new Date(retryAt) } };
    }
    await transaction
      .insertInto('login_failures')
      .values({ member_id: member.id, address, failed_at: new Date(now) })
      .execute();
    return { counted: true as const, fromHere: fromHere + 1 };
  });
  if (!claim.counted) return claim.check;

  if (await verifyPassword(member.password_hash, password)) {
    await database
      .deleteFrom('login_failures')
      .where('member_id', '=', member.id)
      .where('address', '=', address)
      .execute();
    return { ok: true };
  }
  if (claim.fromHere < LOCKOUT_FAILURES) return { ok: false };
  return { ok: false, lockedUntil: await lockAddress(database, member.id, address, now) };
}

/** Locks an address out of an account for {@link LOCKOUT_MS}; resolves the lock's end. */
async function lockAddress(
  executor: Kysely<Database>,
  memberId: number,
  address: string,
  now: number,
): Promise<Date> {
  const lockedUntil = new Date(now + LOCKOUT_MS);
  await executor
    .insertInto('login_locks')
    .values({ member_id: memberId, address, locked_until: lockedUntil })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'address']).doUpdateSet({ locked_until: lockedUntil }),
    )
    .execute();
  await executor
    .deleteFrom('login_failures')
    .where('member_id', '=', memberId)
    .where('address', '=', address)
    .execute();
  return lockedUntil;
}

/** Lifts every lock and count of an account (its password was reset by mail). */
export async function liftLoginLocks(executor: Kysely<Database>, memberId: number): Promise<void> {
  await executor.deleteFrom('login_locks').where('member_id', '=', memberId).execute();
  await executor.deleteFrom('login_failures').where('member_id', '=', memberId).execute();
}

/** 429 `rate_limited`: the account takes no password before `retryAt`. */
function slowedDown(retryAt: Date, now: number): ApiFailure {
  const minutes = minutesUntil(retryAt, now);
  return new ApiFailure(
    429,
    'rate_limited',
    `Too many wrong passwords; wait ${minutes} min.`,
    { minutes },
    { retryAfterSeconds: Math.max(1, Math.ceil((retryAt.getTime() - now) / 1000)) },
  );
}

/**
 * Checks credentials for a site, from a client `address`. Throws 401 `login_failed` for an unknown
 * e-mail or a wrong password, 429 `account_locked` once the address has had too many wrong
 * passwords for the account, 429 `rate_limited` while the account slows down after wrong
 * passwords from many addresses, 403 `account_pending_deletion` for the right password of an
 * account deleted less than 14 days ago, and 403 `account_restricted` (with the restriction) for
 * the right password of a suspended or banned account.
 */
export async function authenticate(
  database: Kysely<Database>,
  site: string,
  credentials: { email: string; password: string; address: string },
  now: number,
): Promise<Member> {
  const { email, password, address } = credentials;
  const member = await memberByEmail(database, site, email);
  if (!member) {
    await verifyDecoy(password);
    throw loginFailed();
  }
  const check = await checkPasswordGuarded(database, member, password, address, now);
  if (!check.ok) {
    if (check.lockedUntil) throw lockedFailure(check.lockedUntil, now);
    if (check.retryAt) throw slowedDown(check.retryAt, now);
    throw loginFailed();
  }
  if (member.status === 'disabled') {
    // Only the owner learns why: the suspension or ban, its ground and end (a suspension that
    // has run out ends here, and the login goes on).
    const restriction = await restrictionNoticeOf(database, member.id, now);
    if (restriction) {
      throw new ApiFailure(403, 'account_restricted', 'This account is restricted', {
        restriction,
      });
    }
    const current = await memberByEmail(database, site, email);
    if (!current || current.status === 'disabled') throw loginFailed();
    return current;
  }
  if (member.status === 'deleted') {
    // Only the owner learns that the account waits for reactivation.
    throw new ApiFailure(
      403,
      'account_pending_deletion',
      'This account is being deleted; it can be reactivated',
    );
  }
  return member;
}

/**
 * Confirms a change with the member's current password, under the same lockout as the login
 * (from the client `address`): 400 `wrong_password` (field `field`: `wrong`), or 429
 * `rate_limited` with the minutes to wait.
 */
export async function confirmCurrentPassword(
  database: Kysely<Database>,
  member: Pick<Member, 'id' | 'password_hash'>,
  check: { password: string; field: string; address: string },
  now: number,
): Promise<void> {
  const result = await checkPasswordGuarded(database, member, check.password, check.address, now);
  if (result.ok) return;
  const waitUntil = result.lockedUntil ?? result.retryAt;
  if (waitUntil) throw slowedDown(waitUntil, now);
  throw new ApiFailure(400, 'wrong_password', 'Please check your old password.', {
    fields: { [check.field]: 'wrong' },
  });
}

/** Forgets ended locks and wrong passwords older than the window (a job, hourly). */
export async function purgeLoginRecords(database: Kysely<Database>, now: number): Promise<number> {
  const [locks, failures] = await Promise.all([
    database
      .deleteFrom('login_locks')
      .where('locked_until', '<=', new Date(now))
      .executeTakeFirst(),
    database
      .deleteFrom('login_failures')
      .where('failed_at', '<=', new Date(now - LOCKOUT_MS))
      .executeTakeFirst(),
  ]);
  return Number(locks.numDeletedRows) + Number(failures.numDeletedRows);
}
