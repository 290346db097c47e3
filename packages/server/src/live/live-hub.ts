import type { Brand, LiveEvent } from '@dating/contract';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { messageView } from '../chat/messages.js';
import type { Database } from '../db/schema.js';
import {
  type AnnouncedMessage,
  LIVE_EVENTS_CHANNEL,
  LIVE_TYPING_CHANNEL,
  type LiveAnnouncement,
} from './live-events.js';

/** What the hub needs of a connected page's socket. */
interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

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

/** A connected page: its member, what it has been sent, whether sending is under way. */
interface Connection {
  memberId: number;
  brand: Brand;
  socket: LiveSocket;
  /** The id of the last event sent (a bigserial, as a string). */
  cursor: string;
  pumping: boolean;
  again: boolean;
}

export interface LiveHub {
  /**
   * Connects a member's page: it is sent every event after `after` (its last one; the newest one
   * now without), then each new one as it is stored, on any server process. Resolves once the
   * events it missed are sent; `detach` ends it.
   */
  attach(
    memberId: number,
    brand: Brand,
    socket: LiveSocket,
    after: string | null,
  ): Promise<() => void>;
  /** Closes every page's socket (server shutdown) and stops listening. */
  close(): Promise<void>;
}

export interface LiveHubOptions {
  database: Kysely<Database>;
  /** The embedded database, which announces events in this process. */
  pglite?: PGlite | undefined;
  /** A real PostgreSQL: a connection of the hub's own listens for every process's events. */
  databaseUrl?: string | undefined;
  onError: (error: unknown) => void;
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
  pglite,
  databaseUrl,
  onError,
}: LiveHubOptions): Promise<LiveHub> {
  const connections = new Map<number, Set<Connection>>();
  let closed = false;

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
        for (const event of events) connection.socket.send(JSON.stringify(event));
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
      connection.socket.send(JSON.stringify(event));
    }
  }

  function typing(payload: string) {
    const [member, conversation] = payload.split(':').map(Number);
    if (!member || !conversation) return;
    const event: LiveEvent = { type: 'typing', conversation };
    for (const connection of connections.get(member) ?? []) {
      connection.socket.send(JSON.stringify(event));
    }
  }

  const stopListening = await listen(
    { pglite, databaseUrl, onError },
    (channel, payload) => {
      if (channel === LIVE_EVENTS_CHANNEL) announced(JSON.parse(payload) as LiveAnnouncement);
      else if (channel === LIVE_TYPING_CHANNEL) typing(payload);
    },
    // Announcements made while the connection was broken were lost: every page catches up.
    () => {
      for (const open of connections.values()) for (const connection of open) void pump(connection);
    },
  );

  return {
    async attach(memberId, brand, socket, after) {
      const newest = await database
        .selectFrom('live_events')
        .select((select) => select.fn.max('id').as('id'))
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      const connection: Connection = {
        memberId,
        brand,
        socket,
        cursor: after ?? newest?.id ?? '0',
        pumping: false,
        again: false,
      };
      const open = connections.get(memberId) ?? new Set();
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

type Announcement = (channel: string, payload: string) => void;

/**
 * Listens to both channels: in PGlite's process, or on a PostgreSQL connection of its own (which
 * is opened again after it breaks; the pages then catch up from their cursors).
 */
async function listen(
  { pglite, databaseUrl, onError }: Pick<LiveHubOptions, 'pglite' | 'databaseUrl' | 'onError'>,
  announce: Announcement,
  reconnected: () => void,
): Promise<() => Promise<void>> {
  const channels = [LIVE_EVENTS_CHANNEL, LIVE_TYPING_CHANNEL];
  if (pglite) {
    const stops = await Promise.all(
      channels.map((channel) => pglite.listen(channel, (payload) => announce(channel, payload))),
    );
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  }
  if (!databaseUrl) throw new Error('Live events need a PGlite or a DATABASE_URL');
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // Tried again every second until the database answers.
  const reconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(reconnected, (error: unknown) => {
        onError(error);
        reconnect();
      });
    }, 1000);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => announce(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      onError(error);
      client = undefined;
      void next.end().catch(() => {});
      reconnect();
    });
    await next.connect();
    for (const channel of channels) await next.query(`listen ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
