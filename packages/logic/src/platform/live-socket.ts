import { LIVE_AFTER_PARAMETER, LIVE_PATH } from '@dating/contract/enums';

/** What a live socket reports. */
export interface LiveSocketListeners {
  open(): void;
  /** A text frame from the server. */
  message(data: string): void;
  /**
   * The socket closed or could not open (it is not used again), with the close code the server
   * gave (`LIVE_CLOSE_CODES`), if any.
   */
  close(code?: number): void;
}

/** One open (or opening) live socket. */
export interface LiveSocket {
  /** Sends a text frame; nothing while the socket is not open. */
  send(data: string): void;
  close(): void;
}

/**
 * Opens the site's live socket (`/api/live`), after the event `after` when given; injected so
 * that tests and stories need no server.
 */
export type LiveSocketFactory = (
  after: number | null,
  listeners: LiveSocketListeners,
) => LiveSocket;

/** The browser's WebSocket to `/api/live` on the page's own host (`wss:` on an `https:` page). */
export const browserLiveSocket: LiveSocketFactory = (after, listeners) => {
  const url = new URL(LIVE_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (after !== null) url.searchParams.set(LIVE_AFTER_PARAMETER, String(after));
  const socket = new WebSocket(url);
  socket.addEventListener('open', () => listeners.open());
  socket.addEventListener('message', (event) => {
    if (typeof event.data === 'string') listeners.message(event.data);
  });
  socket.addEventListener('close', (event) => listeners.close(event.code));
  return {
    send(data) {
      if (socket.readyState === WebSocket.OPEN) socket.send(data);
    },
    close: () => socket.close(),
  };
};
