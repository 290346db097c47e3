import type { AutoLikeResponse } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { OverlayStore } from '../overlays/overlay-store.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime } from '../platform/lifetime.js';
import type { LikesStore } from './likes-store.js';

/** The member the like pop-up shows: the newest like the member has not seen. */
export type LikingMember = NonNullable<AutoLikeResponse['profile']>;

export interface LikePopupState {
  /** Who likes the member, once fetched; null before, without a new like, and once closed. */
  member: LikingMember | null;
}

export interface LikePopupActions {
  /**
   * The address asks for the like pop-up (`?like`): after `delayMs` (the address's `t`) the
   * newest like not seen yet is fetched (GET auto-like.php; the likes reload 0.5 s later), and
   * its pop-up asks the overlay queue to open (`like`). Without a new like, nothing opens. A
   * second call starts over.
   */
  ask(delayMs: number): void;
  /** The address no longer asks (another member, another address): the wait and the pop-up end. */
  cancel(): void;
  /** The member closed the pop-up (or went to the profile). */
  close(): void;
}

export interface LikePopupStore {
  state: LikePopupState;
  actions: LikePopupActions;
  /** Ends the wait, drops a late answer and takes the pop-up out of the queue. */
  destroy(): void;
}

export interface LikePopupStoreOptions {
  likes: LikesStore;
  overlays: OverlayStore;
  /** Waits the address's delay. */
  clock: Clock;
}

/** Creates the store of the like pop-up asked for by the address (links of like notifications). */
export function createLikePopupStore({
  likes,
  overlays,
  clock,
}: LikePopupStoreOptions): LikePopupStore {
  const state = proxy<LikePopupState>({ member: null });
  const lifetime = createLifetime();
  let timer: TimerHandle | undefined;
  // Each ask or cancel makes the answers of earlier asks stale.
  let generation = 0;

  function cancel() {
    generation += 1;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    state.member = null;
    overlays.actions.close('like');
  }
  lifetime.onEnd(cancel);

  async function fetchLike(asked: number) {
    const result = await likes.actions.autoLike();
    if (asked !== generation || lifetime.ended || !result.ok || !result.value) return;
    state.member = result.value;
    overlays.actions.request('like');
  }

  return {
    state,
    actions: {
      ask(delayMs) {
        if (lifetime.ended) return;
        cancel();
        const asked = generation;
        if (delayMs <= 0) {
          void fetchLike(asked);
          return;
        }
        timer = clock.setTimeout(() => {
          timer = undefined;
          void fetchLike(asked);
        }, delayMs);
      },
      cancel,
      close: cancel,
    },
    destroy: () => lifetime.end(),
  };
}
