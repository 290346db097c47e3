import { MESSAGE_LIMITS, type MessageLimits } from '@dating/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What the count of a sender's recent messages finds: each window's count and oldest message. */
interface RecentMessages {
  to_one: number;
  first_to_one: Date | null;
  minute: number;
  first_in_minute: Date | null;
  day: number;
  first_in_day: Date | null;
}

/**
 * The limits of how fast members write, from the environment's `MESSAGE_LIMITS`: three numbers
 * (`10/30/300`: to one member a minute, in all a minute, in all a day), or `off` (load tests).
 * Default {@link MESSAGE_LIMITS}. Throws naming what is wrong.
 */
export function messageLimitsFrom(value: string | undefined): MessageLimits | false {
  if (value === undefined || value === '') return { ...MESSAGE_LIMITS };
  if (value === 'off') return false;
  const numbers = value.split('/').map(Number);
  const [toOneMemberPerMinute, perMinute, perDay] = numbers;
  if (
    numbers.length !== 3 ||
    !numbers.every((number) => Number.isInteger(number) && number > 0) ||
    toOneMemberPerMinute === undefined ||
    perMinute === undefined ||
    perDay === undefined
  ) {
    throw new Error(
      `MESSAGE_LIMITS: three whole numbers above 0 (to one member a minute / in all a minute / ` +
        `in all a day), such as 10/30/300, or off (not ${value})`,
    );
  }
  return { toOneMemberPerMinute, perMinute, perDay };
}

/**
 * Refuses a member's message with 429 `too_many_messages` (and the minutes until the oldest
 * message of the full window leaves it) when it would pass one of the `limits`, counted in the
 * sending transaction after the sender's row was locked, so messages sent at once are counted
 * one by one.
 */
export async function refuseWhenTooFast(
  transaction: Transaction<Database>,
  senderId: number,
  conversationId: number,
  limits: MessageLimits | false,
  now: number,
): Promise<void> {
  if (!limits) return;
  const minuteAgo = new Date(now - MINUTE_MS);
  const toOne = sql`created_at > ${minuteAgo} and conversation_id = ${conversationId}`;
  const { rows } = await sql<RecentMessages>`
    select
      count(*) filter (where ${toOne})::int as to_one,
      min(created_at) filter (where ${toOne}) as first_to_one,
      count(*) filter (where created_at > ${minuteAgo})::int as minute,
      min(created_at) filter (where created_at > ${minuteAgo}) as first_in_minute,
      count(*)::int as day,
      min(created_at) as first_in_day
    from messages
    where sender_id = ${senderId} and created_at > ${new Date(now - DAY_MS)}
      and kind <> 'signup' and operator_id is null
  `.execute(transaction);
  const recent = rows[0];
  if (!recent) return;
  const full = [
    {
      count: recent.to_one,
      limit: limits.toOneMemberPerMinute,
      first: recent.first_to_one,
      window: MINUTE_MS,
    },
    {
      count: recent.minute,
      limit: limits.perMinute,
      first: recent.first_in_minute,
      window: MINUTE_MS,
    },
    { count: recent.day, limit: limits.perDay, first: recent.first_in_day, window: DAY_MS },
  ].filter((check) => check.count >= check.limit && check.first);
  if (!full.length) return;
  const nextAt = Math.max(
    ...full.map((check) => new Date(check.first ?? now).getTime() + check.window),
  );
  const seconds = Math.max(1, Math.ceil((nextAt - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new ApiFailure(
    429,
    'too_many_messages',
    `Too many messages; the next may go in ${minutes} min.`,
    { minutes },
    { retryAfterSeconds: seconds },
  );
}
