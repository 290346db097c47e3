import { LOCKOUT_FAILURES, LOCKOUT_MINUTES } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { memberByEmail } from './members.js';
import { verifyDecoy, verifyPassword } from './passwords.js';

/** The window wrong passwords count in, and how long a lock lasts. */
const LOCKOUT_MS = LOCKOUT_MINUTES * 60 * 1000;

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

/** The outcome of a guarded password check: the lock's end when the account is locked. */
type PasswordCheck = { ok: true } | { ok: false; lockedUntil: Date | null };

/**
 * Checks a member's password under the lockout: at most {@link LOCKOUT_FAILURES} wrong passwords
 * within {@link LOCKOUT_MS} are ever checked. The attempt is counted before the (slow) check, in a
 * transaction that holds the member's row, so a burst of attempts sent at once is counted one by
 * one: the sixth finds five attempts counted and locks the account without checking anything. A
 * right password removes the count. Used by the login and by every change that asks for the
 * current password (password and e-mail changes), which share one count.
 */
async function checkPasswordGuarded(
  database: Kysely<Database>,
  member: Pick<Member, 'id' | 'password_hash'>,
  password: string,
  now: number,
): Promise<PasswordCheck> {
  const claim = await database.transaction().execute(async (transaction) => {
    const row = await transaction
      .selectFrom('members')
      .select('locked_until')
      .where('id', '=', member.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.locked_until && row.locked_until.getTime() > now) {
      return { locked: true as const, until: row.locked_until };
    }
    const { failures } = await transaction
      .selectFrom('login_failures')
      .select((builder) => builder.fn.countAll<number>().as('failures'))
      .where('member_id', '=', member.id)
      .where('failed_at', '>', new Date(now - LOCKOUT_MS))
      .executeTakeFirstOrThrow();
    if (Number(failures) >= LOCKOUT_FAILURES) {
      return { locked: true as const, until: await lock(transaction, member.id, now) };
    }
    const { id } = await transaction
      .insertInto('login_failures')
      .values({ member_id: member.id, failed_at: new Date(now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { locked: false as const, attempt: id, counted: Number(failures) + 1 };
  });
  if (claim.locked) return { ok: false, lockedUntil: claim.until };

  if (await verifyPassword(member.password_hash, password)) {
    await database.deleteFrom('login_failures').where('member_id', '=', member.id).execute();
    return { ok: true };
  }
  if (claim.counted < LOCKOUT_FAILURES) return { ok: false, lockedUntil: null };
  return { ok: false, lockedUntil: await lock(database, member.id, now) };
}

/** Locks an account for {@link LOCKOUT_MS} and clears its count; resolves the lock's end. */
async function lock(executor: Kysely<Database>, memberId: number, now: number): Promise<Date> {
  const lockedUntil = new Date(now + LOCKOUT_MS);
  await executor
    .updateTable('members')
    .set({ locked_until: lockedUntil })
    .where('id', '=', memberId)
    .execute();
  await executor.deleteFrom('login_failures').where('member_id', '=', memberId).execute();
  return lockedUntil;
}

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
  const check = await checkPasswordGuarded(database, member, password, now);
  if (!check.ok) {
    if (check.lockedUntil) throw lockedFailure(check.lockedUntil, now);
    throw loginFailed();
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
 * Confirms a change with the member's current password, under the same lockout as the login:
 * 400 `wrong_password` (field `field`: `wrong`), or 429 `rate_limited` with the minutes to wait.
 */
export async function confirmCurrentPassword(
  database: Kysely<Database>,
  member: Pick<Member, 'id' | 'password_hash'>,
  password: string,
  field: string,
  now: number,
): Promise<void> {
  const check = await checkPasswordGuarded(database, member, password, now);
  if (check.ok) return;
  if (check.lockedUntil) {
    const minutes = minutesUntil(check.lockedUntil, now);
    throw new ApiFailure(429, 'rate_limited', `Too many wrong passwords; wait ${minutes} min.`, {
      minutes,
    });
  }
  throw new ApiFailure(400, 'wrong_password', 'Please check your old password.', {
    fields: { [field]: 'wrong' },
  });
}
