import {
  type Brand,
  LIVE_CLOSE_CODES,
  LIVE_SOCKETS_PER_MEMBER,
  type LiveEvent,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import { messageView } from '../chat/messages.js';
import type { Database } from '../db/schema.js';
import {
  type AnnouncedMessage,
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

/** A stored message as the event one member's page is sent: the message as that member sees it. */
function messageEvent(
  connection: Pick<Connection, 'memberId' | 'brand'>,
  id: number,
  conversation: number,
  message: Parameters<typeof messageView>[0],
): LiveEvent {
  return {
    id,
    type: 'message',
    conversation,
    message: messageView(message, connection.memberId, connection.brand),
  };
}

/** The events a page is sent at once at most; more follow right after. */
const BATCH = 500;

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
}

/** A page to connect: its member, brand and session, and its socket. */
export interface LivePage {
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
    const events = rows.flatMap((row): LiveEvent[] => {
      const id = Number(row.id);
      const { payload } = row;
      if ('changed' in payload) return [{ id, type: 'counters', changed: payload.changed }];
      if ('profile' in payload) {
        return row.type === 'like' || row.type === 'match'
          ? [{ id, type: row.type, profile: payload.profile }]
          : [];
      }
      if ('until' in payload) {
        return [{ id, type: 'read', conversation: payload.conversation, until: payload.until }];
      }
      const message = byId.get(payload.message);
      // A message erased with its sender's account since: nothing to tell.
      return message ? [messageEvent(connection, id, payload.conversation, message)] : [];
    });
    return { events, more: rows.length === BATCH };
  }

  async function pump(connection: Connection): Promise<void> {
    if (connection.pumping) {
      connection.again = true;
      return;
    }
    connection.pumping = true;
    try {
      do {
        connection.again = false;
        const { events, more } = await eventsAfter(connection);
        for (const event of events) send(connection, JSON.stringify(event));
        if (more) connection.again = true;
      } while (connection.again && !closed);
    } catch (error) {
      onError(error);
    } finally {
      connection.pumping = false;
    }
  }

  /** The event of an announcement as one member's page is shown it. */
  function eventFor(connection: Connection, announcement: LiveAnnouncement): LiveEvent | null {
    const { id, type, event } = announcement;
    if (!event) return null;
    if ('changed' in event) return { id, type: 'counters', changed: event.changed };
    if ('profile' in event) {
      return type === 'like' || type === 'match' ? { id, type, profile: event.profile } : null;
    }
    if (type === 'read' && event.until !== undefined) {
      return { id, type: 'read', conversation: event.conversation, until: event.until };
    }
    if (type !== 'message' || !event.message) return null;
    const row: AnnouncedMessage = event.message;
    return messageEvent(connection, id, event.conversation, {
      ...row,
      created_at: new Date(row.created_at),
    });
  }

  /**
   * An event was stored. A member's events are announced in the order of their ids (see
   * `recordLiveEvent`): a page that has been sent everything before is sent this one as it came;
   * otherwise (its catching up runs, or the event was too large to carry) it reads what it lacks.
   */
  function announced(announcement: LiveAnnouncement) {
    for (const connection of connections.get(announcement.member) ?? []) {
      if (announcement.id <= Number(connection.cursor)) continue;
      const event = connection.pumping ? null : eventFor(connection, announcement);
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
    // Announcements made while the connection was broken were lost: every page catches up, and
    // the pages of sessions that ended meanwhile close.
    () => {
      for (const connection of everyConnection()) void pump(connection);
      checkSessions().catch(onError);
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
        open.delete(connection);
        if (open.size === 0) connections.delete(memberId);
      };
    },
    async close() {
      closed = true;
      for (const open of connections.values()) {
        for (const connection of open) connection.socket.close(1001, 'Server shutting down');
      }
      connections.clear();
      await stopListening();
    },
  };
}
