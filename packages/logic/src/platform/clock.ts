/** An opaque handle of a scheduled timer, as returned by `Clock.setTimeout`. */
export type TimerHandle = unknown;

/** Time and timers, injected so that tests can run on a fake clock. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Calls `callback` once after `delayMs` milliseconds. */
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  /** Cancels a timer; unknown or already fired handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

/** The real clock: `Date.now` and the global timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves after `delayMs` milliseconds of the given clock. */
export function sleep(clock: Clock, delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, delayMs);
  });
}
