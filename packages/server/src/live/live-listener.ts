import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Where announcements are heard: PGlite's own process, or a PostgreSQL server. */
export interface ListenerOptions {
  pglite?: PGlite | undefined;
  databaseUrl?: string | undefined;
  onError: (error: unknown) => void;
}

type Announcement = (channel: string, payload: string) => void;

/**
 * Listens to channels of NOTIFY: in PGlite's process, or on a PostgreSQL connection of its own
 * (which is opened again a second after it breaks, and `reconnected` called: announcements made
 * in between were lost). Resolves to the function that stops listening.
 */
export async function listen(
  { pglite, databaseUrl, onError }: ListenerOptions,
  channels: readonly string[],
  announce: Announcement,
  reconnected: () => void,
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
