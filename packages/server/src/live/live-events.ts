import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, LiveEventPayload } from '../db/schema.js';

/** The channel on which a stored event is announced: its member's id. */
export const LIVE_EVENTS_CHANNEL = 'dating_live_events';

/** The channel on which "typing" is announced: `<member id>:<conversation id>`. */
export const LIVE_TYPING_CHANNEL = 'dating_live_typing';

/** A stored event of one member, as the database holds it. */
export type StoredLiveEvent =
  | { type: 'message'; payload: { conversation: number; message: number } }
  | { type: 'read'; payload: { conversation: number; until: number } };

/**
 * Stores a live event for a member in the transaction of the change it tells of, and announces it
 * (PostgreSQL sends a NOTIFY of a transaction when it commits, and never when it rolls back): the
 * member's open pages hear of it only once the change is there, on every server process.
 */
export async function recordLiveEvent(
  transaction: Transaction<Database>,
  memberId: number,
  event: StoredLiveEvent,
  now: number,
): Promise<void> {
  const payload: LiveEventPayload = event.payload;
  await sql`
    with stored as (
      insert into live_events (member_id, type, payload, created_at)
      values (${memberId}, ${event.type}, ${JSON.stringify(payload)}, ${new Date(now)})
      returning member_id
    )
    select pg_notify(${LIVE_EVENTS_CHANNEL}, member_id::text) from stored
  `.execute(transaction);
}

/** Announces that a member is typing in a conversation, to the other member's pages. */
export async function announceTyping(
  database: Kysely<Database>,
  toMemberId: number,
  conversation: number,
): Promise<void> {
  await sql`select pg_notify(${LIVE_TYPING_CHANNEL}, ${`${toMemberId}:${conversation}`})`.execute(
    database,
  );
}

/**
 * How long stored events are kept: a page away longer than this (a laptop closed over a weekend
 * is caught by the list's load on reconnect) misses nothing it cannot load again.
 */
export const LIVE_EVENTS_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

/** Deletes the events older than {@link LIVE_EVENTS_KEPT_MS}; resolves to how many. */
export async function purgeLiveEvents(database: Kysely<Database>, now: number): Promise<number> {
  const result = await database
    .deleteFrom('live_events')
    .where('created_at', '<', new Date(now - LIVE_EVENTS_KEPT_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
