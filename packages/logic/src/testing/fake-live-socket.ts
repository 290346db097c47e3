import type { LiveEvent } from '@dating/contract';
import type { LiveSocketFactory, LiveSocketListeners } from '../platform/live-socket.js';

/** One socket the fake opened: where it resumed from, what the page sent, and its controls. */
export interface FakeLiveSocketConnection {
  after: number | null;
  sent: unknown[];
  closed: boolean;
  /** The server accepts the upgrade. */
  open(): void;
  /** The server sends an event. */
  emit(event: LiveEvent): void;
  /** The connection breaks (or the upgrade is refused), or the server closes it with `code`. */
  drop(code?: number): void;
}

/** A live socket for tests: every connection the page opens, driven by hand. */
export interface FakeLiveSocket {
  factory: LiveSocketFactory;
  connections: FakeLiveSocketConnection[];
  /** The newest connection. */
  latest(): FakeLiveSocketConnection;
}

/** Creates a {@link FakeLiveSocket}. */
export function createFakeLiveSocket(): FakeLiveSocket {
  const connections: FakeLiveSocketConnection[] = [];
  const factory: LiveSocketFactory = (after, listeners: LiveSocketListeners) => {
    const connection: FakeLiveSocketConnection = {
      after,
      sent: [],
      closed: false,
      open: () => listeners.open(),
      emit: (event) => listeners.message(JSON.stringify(event)),
      drop(code) {
        connection.closed = true;
        listeners.close(code);
      },
    };
    connections.push(connection);
    return {
      send: (data) => connection.sent.push(JSON.parse(data)),
      close() {
        if (connection.closed) return;
        connection.closed = true;
        listeners.close();
      },
    };
  };
  return {
    factory,
    connections,
    latest() {
      const connection = connections.at(-1);
      if (!connection) throw new Error('No live socket was opened');
      return connection;
    },
  };
}
