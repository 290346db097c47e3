/** The server's source of time; tests pass a fake one to move through lockouts and expiries. */
export interface ServerClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The real time. */
export const systemClock: ServerClock = { now: () => Date.now() };
