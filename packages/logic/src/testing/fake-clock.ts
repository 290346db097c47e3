import type { Clock, TimerHandle } from '../platform/clock.js';

/** A clock whose time only moves when a test says so. */
export interface FakeClock extends Clock {
  /**
   * Moves time forward by `ms`, firing due timers in order. Between timers (and at the end) it
   * lets pending promises settle, so timers scheduled by async work in between fire too.
   */
  advance(ms: number): Promise<void>;
  /** Lets pending promises settle without moving time. */
  flush(): Promise<void>;
  /** How many timers are scheduled. */
  pending(): number;
  /** The delays (from now) of the scheduled timers, soonest first. */
  pendingDelays(): number[];
}

interface Timer {
  id: number;
  dueAt: number;
  callback: () => void;
}

// Captured at load so that tests faking the global timers do not stall the fake clock's flush.
const realSetTimeout = globalThis.setTimeout;

function settle(): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, 0));
}

/** Creates a fake clock starting at `startMs` (milliseconds since the epoch). */
export function createFakeClock(startMs = Date.UTC(2026, 0, 15, 12)): FakeClock {
  let now = startMs;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  function nextDue(limit: number): Timer | undefined {
    let soonest: Timer | undefined;
    for (const timer of timers.values()) {
      if (timer.dueAt > limit) continue;
      if (!soonest || timer.dueAt < soonest.dueAt) soonest = timer;
    }
    return soonest;
  }

  return {
    now: () => now,
    setTimeout(callback, delayMs) {
      const id = nextId;
      nextId += 1;
      timers.set(id, { id, dueAt: now + Math.max(0, delayMs), callback });
      return id as TimerHandle;
    },
    clearTimeout(handle) {
      if (typeof handle === 'number') timers.delete(handle);
    },
    async advance(ms) {
      const target = now + ms;
      await settle();
      for (let timer = nextDue(target); timer; timer = nextDue(target)) {
        timers.delete(timer.id);
        now = timer.dueAt;
        timer.callback();
        await settle();
      }
      now = target;
      await settle();
    },
    flush: settle,
    pending: () => timers.size,
    pendingDelays: () =>
      [...timers.values()].map((timer) => timer.dueAt - now).sort((a, b) => a - b),
  };
}
