import type { LiveEvent } from '@dating/contract';
import { LIVE_CLOSE_CODES, LIVE_EVENT_TYPES } from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import type { Clock, TimerHandle } from '../platform/clock.js';
import type { LiveSocket, LiveSocketFactory } from '../platform/live-socket.js';

/** The first wait before connecting again; it doubles up to {@link MAX_RETRY_MS}. */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

export interface LiveConnectionState {
  /** `open` while events arrive live; `down` while the member is logged in but it is not open. */
  status: 'off' | 'connecting' | 'open' | 'down';
  /** The id of the last stored event heard: the next connection resumes after it. */
  lastEventId: number | null;
}

export interface LiveConnection {
  state: LiveConnectionState;
  /** Connects (a member logged in); after a break it connects again by itself, later and later. */
  start(): void;
  /** Disconnects for good (logout); the next `start` begins afresh. */
  stop(): void;
  /** Tells the other member of a conversation that the member is typing (while open). */
  typing(conversation: number): void;
  destroy(): void;
}

export interface LiveConnectionOptions {
  clock: Clock;
  socket: LiveSocketFactory;
  /** Each event, in order, once (stored events carry rising ids; one heard before is dropped). */
  onEvent(event: LiveEvent): void;
  /** The connection opened (polling may stop) or went down (polling takes over). */
  onStatus?(status: LiveConnectionState['status']): void;
  /**
   * The server closed the socket because the member's session ended (a logout or a password
   * change elsewhere, ...): the page should learn it now, e.g. by a call that answers 403.
   */
  onSessionEnded?(): void;
}

/** Closes after which the page stays down (polling) instead of connecting again. */
const FINAL_CLOSES: ReadonlySet<number> = new Set([
  LIVE_CLOSE_CODES.sessionEnded,
  LIVE_CLOSE_CODES.replaced,
]);

const TYPES = new Set<string>(LIVE_EVENT_TYPES);

/** A live event from a frame, or null for anything else (the server's, but never trusted blindly). */
function eventOf(data: string): LiveEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { type } = value as { type?: unknown };
    return typeof type === 'string' && TYPES.has(type) ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The member's live connection (`/api/live`): it resumes after the last event heard, so that a
 * reconnect misses nothing and repeats nothing, and connects again after a break, 1 s, 2 s, 4 s …
 * up to 30 s later (at once again after a successful open). It does not connect again when the
 * server closed it for good: the session ended, or the member's newer pages took its place.
 */
export function createLiveConnection({
  clock,
  socket: openSocket,
  onEvent,
  onStatus,
  onSessionEnded,
}: LiveConnectionOptions): LiveConnection {
  const state = proxy<LiveConnectionState>({ status: 'off', lastEventId: null });
  let socket: LiveSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retry: TimerHandle | undefined;
  let destroyed = false;

  function setStatus(status: LiveConnectionState['status']) {
    if (state.status === status) return;
    state.status = status;
    onStatus?.(status);
  }

  function connect() {
    retry = undefined;
    setStatus(state.status === 'down' ? 'down' : 'connecting');
    let current: LiveSocket | null = null;
    current = openSocket(state.lastEventId, {
      open() {
        if (socket !== current) return;
        retryMs = FIRST_RETRY_MS;
        setStatus('open');
      },
      message(data) {
        if (socket !== current) return;
        const event = eventOf(data);
        if (!event) return;
        if ('id' in event) {
          if (state.lastEventId !== null && event.id <= state.lastEventId) return;
          state.lastEventId = event.id;
        }
        onEvent(event);
      },
      close(code) {
        if (socket !== current) return;
        socket = null;
        setStatus('down');
        if (code !== undefined && FINAL_CLOSES.has(code)) {
          if (code === LIVE_CLOSE_CODES.sessionEnded) onSessionEnded?.();
          return;
        }
        retry = clock.setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      },
    });
    socket = current;
  }

  function disconnect() {
    if (retry !== undefined) clock.clearTimeout(retry);
    retry = undefined;
    const closing = socket;
    socket = null;
    closing?.close();
  }

  return {
    state,
    start() {
      if (destroyed || state.status !== 'off') return;
      retryMs = FIRST_RETRY_MS;
      connect();
    },
    stop() {
      disconnect();
      state.lastEventId = null;
      setStatus('off');
    },
    typing(conversation) {
      if (state.status === 'open') socket?.send(JSON.stringify({ type: 'typing', conversation }));
    },
    destroy() {
      destroyed = true;
      disconnect();
      state.status = 'off';
    },
  };
}
