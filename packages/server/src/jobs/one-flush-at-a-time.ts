/**
 * Wraps an outbox's flush so that one runs at a time: a call during a run gets that run's
 * promise. A failure goes to `onError` and counts as nothing sent; the wrapped flush never rejects.
 */
export function oneFlushAtATime(
  flush: () => Promise<number>,
  onError?: (error: unknown) => void,
): () => Promise<number> {
  let running: Promise<number> | undefined;
  return () => {
    running ??= flush()
      .catch((error: unknown) => {
        onError?.(error);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
