import { proxy } from 'valtio/vanilla';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime } from '../platform/lifetime.js';
import {
  type OverlayHold,
  type OverlayKind,
  type OverlayRequest,
  overlayId,
  overlayOrder,
  overlayRequest,
  TYPING_PAUSE_MS,
} from './overlay-rules.js';

export interface OverlayState {
  /** The pop-up open now, or null: one at a time. */
  open: OverlayRequest | null;
  /** The pop-ups waiting to open, in the order they will (by priority, then by arrival). */
  waiting: OverlayRequest[];
  /** What the member is doing now (one entry per hold): while any is held, nothing opens. */
  holds: OverlayHold[];
}

export interface OverlayActions {
  /**
   * A pop-up that opens by itself asks to open (a match not shown yet, the time bonus, ...). It
   * opens at once when nothing is open and the member is not busy; else it waits, and opens
   * when its turn comes (see `OVERLAY_PRIORITY`). Asking again while it waits or shows changes
   * nothing.
   */
  request(kind: OverlayKind, key?: number | null): void;
  /**
   * A pop-up the member opened (a click, or the answer to their own like): it opens now, held or
   * not. A pop-up that was open, which the member could not have clicked past, waits again.
   */
  show(kind: OverlayKind, key?: number | null): void;
  /**
   * The pop-up was closed, or its request no longer applies (the bonus ended, the match was
   * undone, the page that asked is gone): it leaves the queue, and the next one may open.
   */
  close(kind: OverlayKind, key?: number | null): void;
  /** Whether this pop-up is the open one. */
  isOpen(kind: OverlayKind, key?: number | null): boolean;
  /**
   * The member is busy (a dialog they opened, a like whose answer is on its way): nothing opens
   * by itself until the returned release is called (a second call does nothing).
   */
  hold(reason: Exclude<OverlayHold, 'typing'>): () => void;
  /**
   * The member typed in a field: nothing opens by itself until they leave it
   * (`stoppedTyping`) or type nothing for `TYPING_PAUSE_MS`.
   */
  typed(): void;
  /** The member left the field they typed in. */
  stoppedTyping(): void;
}

/** The overlay queue: which pop-up may open, one at a time, by priority, never over the member's work. */
export interface OverlayStore {
  state: OverlayState;
  actions: OverlayActions;
  /** Stops the typing timer; the queue changes no more by itself. */
  destroy(): void;
}

export interface OverlayStoreOptions {
  /** Ends the typing hold after a pause. */
  clock: Clock;
}

/**
 * Creates the overlay queue that every pop-up of the site goes through (`createStores` makes
 * one): at most one pop-up is open; requests wait in the order of `OVERLAY_PRIORITY`; a pop-up
 * that opens by itself waits while the member is busy (`hold`, `typed`) and opens when the
 * member is done, or leaves the queue unopened when it no longer applies (`close`).
 */
export function createOverlayStore({ clock }: OverlayStoreOptions): OverlayStore {
  const state = proxy<OverlayState>({ open: null, waiting: [], holds: [] });
  const lifetime = createLifetime();
  let typingTimer: TimerHandle | undefined;

  function promote() {
    if (state.open !== null || state.holds.length > 0 || lifetime.ended) return;
    const [next, ...rest] = state.waiting;
    if (!next) return;
    state.waiting = rest;
    state.open = next;
  }

  function wait(request: OverlayRequest) {
    state.waiting = overlayOrder([...state.waiting, request]);
  }

  function release(reason: OverlayHold) {
    const index = state.holds.indexOf(reason);
    if (index >= 0) state.holds.splice(index, 1);
    promote();
  }

  function endTyping() {
    if (typingTimer !== undefined) clock.clearTimeout(typingTimer);
    typingTimer = undefined;
    if (state.holds.includes('typing')) release('typing');
  }
  lifetime.onEnd(() => {
    if (typingTimer !== undefined) clock.clearTimeout(typingTimer);
    typingTimer = undefined;
  });

  const known = (id: string) =>
    state.open?.id === id || state.waiting.some((request) => request.id === id);

  const actions: OverlayActions = {
    request(kind, key = null) {
      const request = overlayRequest(kind, key);
      if (known(request.id)) return;
      wait(request);
      promote();
    },
    show(kind, key = null) {
      const request = overlayRequest(kind, key);
      if (state.open?.id === request.id) return;
      const waiting = state.waiting.filter((candidate) => candidate.id !== request.id);
      state.waiting = state.open ? overlayOrder([...waiting, state.open]) : waiting;
      state.open = request;
    },
    close(kind, key = null) {
      const id = overlayId(kind, key);
      state.waiting = state.waiting.filter((request) => request.id !== id);
      if (state.open?.id !== id) return;
      state.open = null;
      promote();
    },
    isOpen: (kind, key = null) => state.open?.id === overlayId(kind, key),
    hold(reason) {
      state.holds.push(reason);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        release(reason);
      };
    },
    typed() {
      if (lifetime.ended) return;
      if (typingTimer !== undefined) clock.clearTimeout(typingTimer);
      if (!state.holds.includes('typing')) state.holds.push('typing');
      typingTimer = clock.setTimeout(() => {
        typingTimer = undefined;
        endTyping();
      }, TYPING_PAUSE_MS);
    },
    stoppedTyping: endTyping,
  };

  return { state, actions, destroy: () => lifetime.end() };
}
