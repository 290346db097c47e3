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
