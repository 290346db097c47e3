import {
  type Brand,
  LIVE_CLOSE_CODES,
  LIVE_SOCKETS_PER_MEMBER,
  type LiveEvent,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { announcedEventView, storedEventView } from './live-event-views.js';
import {
  LIVE_EVENTS_CHANNEL,
  LIVE_TYPING_CHANNEL,
  type LiveAnnouncement,
  SESSION_ENDED_CHANNEL,
} from './live-events.js';
import { type ListenerOptions, listen } from './live-listener.js';

/** What the hub needs of a connected page's socket (a `ws` WebSocket). */
interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  /** Ends the connection at once, without the closing handshake. */
  terminate(): void;
  /** Bytes queued to be sent: they pile up while the page does not read. */
  readonly bufferedAmount: number;
}

/**
 * Bytes a page may leave unread before its socket is dropped (some thousand events): a page that
 * stopped reading resumes after its last event when it reconnects, and the server keeps no pile.
 */
export const MAX_BUFFERED_BYTES = 512 * 1024;

/** The events a page is sent at once at most; more follow right after. */
const BATCH = 500;

/** How long after a failed read of a page's events it is tried again. */
const RETRY_MS = 1000;

/** A connected page: its member and session, what it has been sent, whether sending is under way. */
interface Connection {
  memberId: number;
  brand: Brand;
  /** The hash of the session's token (see `liveSession`), and when the session ends. */
  session: string;
  expiresAt: number;
  socket: LiveSocket;
  /** The id of the last event sent (a bigserial, as a string). */
  cursor: string;
  pumping: boolean;
  again: boolean;
  /**
   * Whether announcements may have been missed since the cursor (the listening connection broke,
   * or reading the table failed): the page then reads what it lacks instead of being sent the
   * next announcement as it came, which would skip the gap.
   */
  behind: boolean;
  /** A read tried again after one that failed. */
  retry: NodeJS.Timeout | undefined;
  attached: boolean;
}

/** A page to connect: its member, brand and session, and its socket. */
interface LivePage {
  memberId: number;
  brand: Brand;
  /** The hash of the session's token, and its end: the page's socket closes when it ends. */
  session: string;
  expiresAt: number;
  socket: LiveSocket;
}

export interface LiveHub {
  /**
   * Connects a member's page: it is sent every event after `after` (its last one; the newest one
   * now without), then each new one as it is stored, on any server process. A member's
   * {@link LIVE_SOCKETS_PER_MEMBER}th page closes the oldest (`replaced`); a page whose session
   * ends is closed (`sessionEnded`), and one that leaves {@link MAX_BUFFERED_BYTES} unread is
   * dropped. Resolves once the events it missed are sent; `detach` ends it.
   */
  attach(page: LivePage, after: string | null): Promise<() => void>;
  /** Closes every page's socket (server shutdown) and stops listening. */
  close(): Promise<void>;
}

/**
 * The hub's database, where it hears announcements (PGlite's own process, or a connection of the
 * hub's own to PostgreSQL, which hears every process's), and the time its sessions end by.
 */
export interface LiveHubOptions extends ListenerOptions {
  database: Kysely<Database>;
  now: () => number;
}

/**
 * The live hub of one server process: it listens to the database's announcements of stored
 * events (LISTEN/NOTIFY on PostgreSQL, whose other processes announce theirs there too; PGlite's
 * own in this process) and sends each connected page of the member the events after the last one
 * it had, in order, once each. A page's sends run one after the other, so an announcement during
 * a send is caught by the next round.
 */
export async function createLiveHub({
  database,
  now,
  ...listener
}: LiveHubOptions): Promise<LiveHub> {
  const { onError } = listener;
  const connections = new Map<number, Set<Connection>>();
  let closed = false;
  /**
   * Counts the breaks of the listening connection; `listening` is false from a break until it is
   * back. A page caught up only by a round that started while listening, in the same epoch: a
   * round that read the table before a break cannot know what the break lost.
   */
  let epoch = 0;
  let listening = true;

  /**
   * Sends a frame, unless the page's session is over (it closes) or the page stopped reading (it
   * is dropped, and resumes after its last event when it reconnects).
   */
  function send(connection: Connection, frame: string) {
    if (now() >= connection.expiresAt) {
      connection.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'The session ended');
      return;
    }
    if (connection.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      connection.socket.terminate();
      return;
    }
    connection.socket.send(frame);
  }

  const everyConnection = () => [...connections.values()].flatMap((open) => [...open]);

  /** Closes the pages of sessions that ended. */
  function sessionEnded(hash: string) {
    for (const connection of everyConnection()) {
      if (connection.session === hash) {
        connection.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'The session ended');
      }
    }
  }

  /** Closes the pages whose sessions ended while announcements could not be heard. */
  async function checkSessions() {
    const open = everyConnection();
    if (!open.length) return;
    const current = await database
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', 'in', [...new Set(open.map((connection) => connection.session))])
      .where('expires_at', '>', new Date(now()))
      .execute();
    const alive = new Set(current.map((row) => row.token_hash));
    for (const connection of open)
      if (!alive.has(connection.session)) sessionEnded(connection.session);
  }

  /** The next events after the connection's cursor (moved past them), and whether more wait. */
  async function eventsAfter(
    connection: Connection,
  ): Promise<{ events: LiveEvent[]; more: boolean }> {
    const rows = await database
      .selectFrom('live_events')
      .select(['id', 'type', 'payload'])
      .where('member_id', '=', connection.memberId)
      .where('id', '>', connection.cursor)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const messageIds = rows.flatMap((row) =>
      row.type === 'message' && 'message' in row.payload ? [String(row.payload.message)] : [],
    );
    const messages = messageIds.length
      ? await database.selectFrom('messages').selectAll().where('id', 'in', messageIds).execute()
      : [];
    const byId = new Map(messages.map((message) => [Number(message.id), message]));
    connection.cursor = rows.at(-1)?.id ?? connection.cursor;
    const events = rows.flatMap((row) => storedEventView(connection, row, byId));
    return { events, more: rows.length === BATCH };
  }

  /**
   * Sends a page the events after its cursor, one round after the other until none is left; a
   * round that fails (the database out of reach) is tried again a second later.
   */
  async function pump(connection: Connection): Promise<void> {
    if (connection.pumping) {
      connection.again = true;
      return;
    }
    connection.pumping = true;
    clearTimeout(connection.retry);
    const started = listening ? epoch : -1;
    try {
      do {
        connection.again = false;
        const { events, more } = await eventsAfter(connection);
        for (const event of events) send(connection, JSON.stringify(event));
        if (more) connection.again = true;
      } while (connection.again && !closed);
      if (started === epoch) connection.behind = false;
    } catch (error) {
      onError(error);
      connection.behind = true;
      if (!closed && connection.attached) {
        connection.retry = setTimeout(() => void pump(connection), RETRY_MS);
        connection.retry.unref();
      }
    } finally {
      connection.pumping = false;
    }
  }

  /**
   * An event was stored. A member's events are announced in the order of their ids (see
   * `recordLiveEvent`): a page that has been sent everything before is sent this one as it came;
   * otherwise (its catching up runs, it may have missed announcements, or the event was too large
   * to carry) it reads what it lacks.
   */
  function announced(announcement: LiveAnnouncement) {
    for (const connection of connections.get(announcement.member) ?? []) {
      if (announcement.id <= Number(connection.cursor)) continue;
      const event =
        connection.pumping || connection.behind
          ? null
          : announcedEventView(connection, announcement);
      if (!event) {
        void pump(connection);
        continue;
      }
      connection.cursor = String(announcement.id);
      send(connection, JSON.stringify(event));
    }
  }

  function typing(payload: string) {
    const [member, conversation] = payload.split(':').map(Number);
    if (!member || !conversation) return;
    const event: LiveEvent = { type: 'typing', conversation };
    for (const connection of connections.get(member) ?? []) send(connection, JSON.stringify(event));
  }

  const stopListening = await listen(
    listener,
    [LIVE_EVENTS_CHANNEL, LIVE_TYPING_CHANNEL, SESSION_ENDED_CHANNEL],
    (channel, payload) => {
      if (channel === LIVE_EVENTS_CHANNEL) announced(JSON.parse(payload) as LiveAnnouncement);
      else if (channel === LIVE_TYPING_CHANNEL) typing(payload);
      else if (channel === SESSION_ENDED_CHANNEL) sessionEnded(payload);
    },
    {
      // Announcements may be lost from now on: no page is sent one as it came until it caught up.
      broken() {
        epoch += 1;
        listening = false;
        for (const connection of everyConnection()) connection.behind = true;
      },
      // Announcements made while the connection was broken were lost: every page catches up, and
      // the pages of sessions that ended meanwhile close.
      reconnected() {
        listening = true;
        for (const connection of everyConnection()) void pump(connection);
        checkSessions().catch(onError);
      },
    },
  );

  return {
    async attach({ memberId, brand, session, expiresAt, socket }, after) {
      const newest = await database
        .selectFrom('live_events')
        .select((select) => select.fn.max('id').as('id'))
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      const connection: Connection = {
        memberId,
        brand,
        session,
        expiresAt,
        socket,
        cursor: after ?? newest?.id ?? '0',
        pumping: false,
        again: false,
        behind: false,
        retry: undefined,
        attached: true,
      };
      const open = connections.get(memberId) ?? new Set();
      // A Set keeps the order pages came in: the first is the oldest.
      const [oldest] = open;
      if (oldest && open.size >= LIVE_SOCKETS_PER_MEMBER) {
        open.delete(oldest);
        oldest.socket.close(LIVE_CLOSE_CODES.replaced, 'A newer page took over');
      }
      open.add(connection);
      connections.set(memberId, open);
      await pump(connection);
      return () => {
        connection.attached = false;
        clearTimeout(connection.retry);
        open.delete(connection);
        if (open.size === 0) connections.delete(memberId);
      };
    },
    async close() {
      closed = true;
      for (const connection of everyConnection()) {
        clearTimeout(connection.retry);
        connection.socket.close(1001, 'Server shutting down');
      }
      connections.clear();
      await stopListening();
    },
  };
}
