import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  useSyncExternalStore,
} from 'react';

// How many page modules are downloading right now, and who wants to know.
let pending = 0;
const listeners = new Set<() => void>();

function setPending(next: number): void {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getPending = () => pending;

// Pages whose code failed to download, each with a way to give it a fresh attempt.
const failedPages = new Set<() => void>();

/** How many page modules are loading at this moment (0 when none). */
export function pendingPageLoads(): number {
  return pending;
}

/**
 * Wraps a page module loader so that {@link usePageLoadPending} reports it while it runs. React
 * calls a lazy component's loader during rendering; the count changes a microtask later so no
 * component is updated while another one renders.
 */
export function trackPageLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    await Promise.resolve();
    setPending(pending + 1);
    try {
      return await load();
    } finally {
      setPending(pending - 1);
    }
  };
}

/**
 * True while any page module is loading. Navigations run in a transition (React Router wraps
 * them in `startTransition`), so the current page stays on screen meanwhile and the navigation
 * progress bar shows that the next one is on its way.
 */
export function usePageLoadPending(): boolean {
  return useSyncExternalStore(subscribe, getPending, getPending) > 0;
}

/**
 * Lets every page whose code failed to download try again the next time it renders. Error
 * boundaries call it once they show the error, so the failure is shown first, not retried at once.
 */
export function retryFailedPageLoads(): void {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/** A page component made by {@link lazyPage}. */
export type LazyPage = (() => ReturnType<typeof createElement>) & {
  /**
   * Downloads the page's code ahead of its first render; once it is there the page renders at
   * once, without suspending (what hydrating a prerendered page needs: a page that suspended
   * would be painted anew when the site's state changes meanwhile). Never rejects.
   */
  preload(): Promise<void>;
};

/**
 * A page component whose code loads on first render (`React.lazy`), tracked by
 * {@link usePageLoadPending}, or earlier with `preload()`. Render it below a `<Suspense>`
 * boundary and an error boundary. A failed download reaches the error boundary; after
 * {@link retryFailedPageLoads} the next render of the page downloads again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let current: LazyExoticComponent<ComponentType>;
  let loaded: ComponentType | undefined;
  const create = (): LazyExoticComponent<ComponentType> =>
    lazy(
      trackPageLoad(async () => {
        try {
          loaded = await load();
          return { default: loaded };
        } catch (error) {
          // React.lazy keeps a rejection forever: a retry needs a new lazy component.
          failedPages.add(() => {
            current = create();
          });
          throw error;
        }
      }),
    );
  current = create();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, like React.lazy.
  function LazyPage() {
    return createElement(loaded ?? current);
  }
  return Object.assign(LazyPage, {
    async preload() {
      try {
        loaded = await load();
      } catch {
        // The page's first render downloads it again and shows the failure.
      }
    },
  });
}
