import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, LiveEventPayload } from '../db/schema.js';

/** The channel on which a stored event is announced (a {@link LiveAnnouncement}). */
export const LIVE_EVENTS_CHANNEL = 'dating_live_events';

/** The channel on which "typing" is announced: `<member id>:<conversation id>`. */
export const LIVE_TYPING_CHANNEL = 'dating_live_typing';

/**
 * The channel on which an ended session is announced (the hash of its token): live sockets opened
 * with it close, on every server process.
 */
export const SESSION_ENDED_CHANNEL = 'dating_session_ended';

/** A stored event of one member, as the database holds it. */
export type StoredLiveEvent =
  | { type: 'message'; payload: { conversation: number; message: number } }
  | { type: 'read'; payload: { conversation: number; until: number } }
  | { type: 'like' | 'match'; payload: { profile: number } }
  | { type: 'counters'; payload: { changed: 'chats' | 'likes' } };

/** A message as an announcement carries it, for the hub to show each member their view. */
export type AnnouncedMessage = Pick<
  Selectable<Database['messages']>,
  'conversation_id' | 'sender_id' | 'client_id' | 'kind' | 'text' | 'credits'
> & { id: string; created_at: string };

/**
 * What a NOTIFY on {@link LIVE_EVENTS_CHANNEL} carries: the member and the event's id, and the
 * event itself when it fits PostgreSQL's 8,000 bytes (else the hub reads it from the table).
 */
export interface LiveAnnouncement {
  member: number;
  id: number;
  type: StoredLiveEvent['type'];
  event?:
    | { conversation: number; until?: number; message?: AnnouncedMessage }
    | { profile: number }
    | { changed: 'chats' | 'likes' }
    | undefined;
}

/** Announcements carry the event inline below this many bytes of JSON. */
const INLINE_LIMIT = 7000;

/**
 * Stores a live event for a member in the transaction of the change it tells of, and announces it
 * (PostgreSQL sends a NOTIFY of a transaction when it commits, and never when it rolls back): the
 * member's open pages hear of it only once the change is there, on every server process. The
 * member's row is locked first, so a member's events get their ids in the order they commit and
 * a page that has heard one has heard every earlier one. `inline` is what the announcement
 * carries of the event (the message itself), so that pages need not read it back.
 */
export async function recordLiveEvent(
  transaction: Transaction<Database>,
  memberId: number,
  event: StoredLiveEvent,
  now: number,
  inline: LiveAnnouncement['event'],
): Promise<void> {
  const payload: LiveEventPayload = event.payload;
  const inlined = JSON.stringify(inline ?? null);
  const carried = Buffer.byteLength(inlined) < INLINE_LIMIT ? inlined : 'null';
  await sql`
    with locked as (
      select id from members where id = ${memberId} for update
    ), stored as (
      insert into live_events (member_id, type, payload, created_at)
      select id, ${event.type}, ${JSON.stringify(payload)}, ${new Date(now)} from locked
      returning id, member_id, type
    )
    select pg_notify(
      ${LIVE_EVENTS_CHANNEL},
      json_build_object('member', member_id, 'id', id, 'type', type, 'event', ${carried}::json)::text
    ) from stored
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
const LIVE_EVENTS_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

/** Deletes the events older than {@link LIVE_EVENTS_KEPT_MS}; resolves to how many. */
export async function purgeLiveEvents(database: Kysely<Database>, now: number): Promise<number> {
  const result = await database
    .deleteFrom('live_events')
    .where('created_at', '<', new Date(now - LIVE_EVENTS_KEPT_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Tells the member's own pages that their counters changed here (see the `counters` event). */
export function recordCountersChanged(
  transaction: Transaction<Database>,
  memberId: number,
  changed: 'chats' | 'likes',
  now: number,
): Promise<void> {
  const payload = { changed };
  return recordLiveEvent(transaction, memberId, { type: 'counters', payload }, now, payload);
}
