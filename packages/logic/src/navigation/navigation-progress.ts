import { proxy } from 'valtio/vanilla';
import type { Clock, TimerHandle } from '../platform/clock.js';

/** How long the progress bar takes to fill while a page loads (spec section 9). */
export const PROGRESS_DURATION_MS = 5000;
/** Loading shorter than this shows no bar at all, and a full bar stays this long (spec section 9). */
export const PROGRESS_THROTTLE_MS = 200;

/** `idle`: no bar; `running`: filling while the page loads; `done`: full, about to go. */
export type ProgressPhase = 'idle' | 'running' | 'done';

export interface NavigationProgress {
  state: { phase: ProgressPhase };
  /** Whether the next page is loading now; called on every change (and again, harmlessly). */
  setLoading(loading: boolean): void;
  destroy(): void;
}

/**
 * The navigation progress bar's phases on the stores' clock: loading that lasts longer than
 * {@link PROGRESS_THROTTLE_MS} starts the bar; when loading ends a running bar completes and goes
 * after the same wait, and a bar that never started never shows.
 */
export function createNavigationProgress({ clock }: { clock: Clock }): NavigationProgress {
  const state = proxy<{ phase: ProgressPhase }>({ phase: 'idle' });
  let timer: TimerHandle | undefined;
  let loading = false;
  const after = (phase: ProgressPhase) => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = undefined;
      state.phase = phase;
    }, PROGRESS_THROTTLE_MS);
  };
  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  return {
    state,
    setLoading(next) {
      if (next === loading) return;
      loading = next;
      if (loading) {
        after('running');
        return;
      }
      cancel();
      if (state.phase === 'running') {
        state.phase = 'done';
        after('idle');
      } else {
        state.phase = 'idle';
      }
    },
    destroy: cancel,
  };
}

/**
 * Waits for something that appears later (a new page's heading once its data is there): `find`
 * is tried at once and on every `subscribe` signal until it answers, then `found` gets it; the
 * wait gives up after `limitMs` on the clock. Answers the cancel, for a wait no longer needed.
 */
export function waitToFind<Found>({
  clock,
  limitMs,
  find,
  subscribe,
  found,
}: {
  clock: Clock;
  limitMs: number;
  find: () => Found | null;
  subscribe: (changed: () => void) => () => void;
  found: (value: Found) => void;
}): () => void {
  const now = find();
  if (now !== null) {
    found(now);
    return () => {};
  }
  let unsubscribe = () => {};
  const stop = () => {
    unsubscribe();
    clock.clearTimeout(timer);
  };
  const timer = clock.setTimeout(stop, limitMs);
  unsubscribe = subscribe(() => {
    const value = find();
    if (value === null) return;
    stop();
    found(value);
  });
  return stop;
}
