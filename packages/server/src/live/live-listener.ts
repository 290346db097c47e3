import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Where announcements are heard: PGlite's own process, or a PostgreSQL server. */
export interface ListenerOptions {
  pglite?: PGlite | undefined;
  databaseUrl?: string | undefined;
  onError: (error: unknown) => void;
}

type Announcement = (channel: string, payload: string) => void;

/** What the listener tells of its connection: it broke, or it is back after a break. */
export interface ListenerEvents {
  /** Announcements may be lost from now until `reconnected`. */
  broken(): void;
  /** Listening again; what was announced in between was lost. */
  reconnected(): void;
}

/** How long after a break the listening connection is opened again (and again, until it opens). */
const RECONNECT_MS = 1000;

/**
 * Listens to channels of NOTIFY: in PGlite's process, or on a PostgreSQL connection of its own
 * (opened again a second after it breaks, and again until it opens; `events` tells of both).
 * Resolves to the function that stops listening.
 */
export async function listen(
  { pglite, databaseUrl, onError }: ListenerOptions,
  channels: readonly string[],
  announce: Announcement,
  events: ListenerEvents,
): Promise<() => Promise<void>> {
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

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => announce(message.channel, message.payload ?? ''));
    // Only the listening client's break counts; one that fails while connecting is refused below.
    const lost = (error?: Error) => {
      if (client !== next) return;
      if (error) onError(error);
      client = undefined;
      void next.end().catch(() => {});
      events.broken();
      reconnectLater();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) events.reconnected();
        },
        (error: unknown) => {
          onError(error);
          reconnectLater();
        },
      );
    }, RECONNECT_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end();
  };
}
