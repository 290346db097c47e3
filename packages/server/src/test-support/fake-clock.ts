import type { ServerClock } from '../clock.js';

/** A clock that stands still until a test moves it. */
export interface FakeClock extends ServerClock {
  advance(milliseconds: number): void;
}

/** A fake clock starting at a fixed moment (2026-06-15 12:00 UTC unless told). */
export function createFakeClock(start = Date.UTC(2026, 5, 15, 12)): FakeClock {
  let now = start;
  return {
    now: () => now,
    advance: (milliseconds) => {
      now += milliseconds;
    },
  };
}
