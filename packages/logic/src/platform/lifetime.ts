/**
 * The life of a store, from its creation to `destroy()`. Its calls carry `signal` (ending it
 * cancels them and their retries), its timers and subscriptions register a cleanup, and answers
 * that arrive after the end are dropped by checking `ended`.
 */
export interface Lifetime {
  /** Aborted when the lifetime ends. */
  readonly signal: AbortSignal;
  /** Whether the lifetime has ended. */
  readonly ended: boolean;
  /** Runs `cleanup` when the lifetime ends (at once when it has ended already). */
  onEnd(cleanup: () => void): void;
  /** Ends the lifetime: aborts the signal and runs the cleanups, once. */
  end(): void;
}

/** Creates a lifetime that lasts until `end()`. */
export function createLifetime(): Lifetime {
  const controller = new AbortController();
  const cleanups: (() => void)[] = [];
  return {
    signal: controller.signal,
    get ended() {
      return controller.signal.aborted;
    },
    onEnd(cleanup) {
      if (controller.signal.aborted) cleanup();
      else cleanups.push(cleanup);
    },
    end() {
      if (controller.signal.aborted) return;
      controller.abort();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}

/**
 * Calls of one kind of which only the latest counts, so that a late answer of an older one
 * (another search, another profile) is dropped instead of overwriting the newer one.
 */
export interface LatestCalls {
  /** Starts a call; answers whether it is still the latest, and the lifetime goes on. */
  start(): () => boolean;
  /** Makes every call under way stale (the input they answer was cleared). */
  drop(): void;
}

export function latestCalls(lifetime: Pick<Lifetime, 'ended'>): LatestCalls {
  let latest = 0;
  return {
    start() {
      latest += 1;
      const call = latest;
      return () => call === latest && !lifetime.ended;
    },
    drop() {
      latest += 1;
    },
  };
}
