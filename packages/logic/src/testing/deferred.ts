/**
 * A promise and the functions that settle it: an answer a test lets arrive when it chooses (late,
 * after another, or never), to show that a store drops answers it no longer wants.
 */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}
