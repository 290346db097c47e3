import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A limit: at most `max` answers about one target within `windowMs`. */
interface TargetLimit {
  max: number;
  windowMs: number;
}

/**
 * Answers a site gives about one e-mail address or one account, whoever asks and from wherever
 * (the limits per client address are in `rate-limits.ts`). The spec's texts tell whether an
 * address has an account (signup offers to log in, a reset says it is not found): these limits
 * keep them from being asked about one address over and over from rotating addresses. Generous
 * for a person who mistypes or waits for a mail; each address still gets its answer.
 */
export const TARGET_LIMITS = {
  /** Signups with one address (each says whether it has an account). */
  signup: { max: 5, windowMs: HOUR_MS },
  /** Password reset requests for one address (each says whether it has an account). */
  passwordReset: { max: 5, windowMs: HOUR_MS },
  /** Reactivation requests for one address (each says whether it has a deleted account). */
  reactivation: { max: 5, windowMs: HOUR_MS },
  /** E-mail changes to one new address (each says whether another account has it). */
  emailChange: { max: 5, windowMs: HOUR_MS },
  /** Confirmation mails sent again to one account (the signup's own is not counted). */
  confirmationMail: { max: 5, windowMs: DAY_MS },
  /** Acknowledgements of notices (`/complaints`) to one address: the form mails no one at will. */
  noticeAcknowledgement: { max: 5, windowMs: DAY_MS },
} as const satisfies Record<string, TargetLimit>;
export type TargetKind = keyof typeof TARGET_LIMITS;

/**
 * Counts an answer about `target` (an e-mail address in lower case, or a member id) of a site,
 * or refuses it with 429 `rate_limited` and the minutes until the oldest counted one leaves the
 * window. Counted under a lock of its own per target, so requests sent at once are counted one
 * by one; in a transaction of its own, so a refused or failed answer still counts.
 */
export async function countTargetAttempt(
  database: Kysely<Database>,
  site: string,
  kind: TargetKind,
  target: string,
  now: number,
): Promise<void> {
  const { max, windowMs } = TARGET_LIMITS[kind];
  const wait = await database.transaction().execute(async (transaction) => {
    const key = `${site}\n${kind}\n${target}`;
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(transaction);
    const recent = await transaction
      .selectFrom('target_attempts')
      .select('created_at')
      .where('site', '=', site)
      .where('kind', '=', kind)
      .where('target', '=', target)
      .where('created_at', '>', new Date(now - windowMs))
      .orderBy('created_at', 'asc')
      .execute();
    const [oldest] = recent;
    if (oldest && recent.length >= max) return oldest.created_at.getTime() + windowMs - now;
    await transaction
      .insertInto('target_attempts')
      .values({ site, kind, target, created_at: new Date(now) })
      .execute();
    return 0;
  });
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    throw new ApiFailure(
      429,
      'rate_limited',
      `Too many requests about this; wait ${minutes} min.`,
      {
        minutes,
      },
    );
  }
}

/** Forgets the counted answers that left every window (a job, hourly); resolves how many. */
export async function purgeTargetAttempts(
  database: Kysely<Database>,
  now: number,
): Promise<number> {
  const longest = Math.max(...Object.values(TARGET_LIMITS).map((limit) => limit.windowMs));
  const result = await database
    .deleteFrom('target_attempts')
    .where('created_at', '<', new Date(now - longest))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
