import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import { useEffect } from 'react';
import { useInterfaceStorage, useStores } from '../stores-context.js';
import { ErrorScreen } from './ErrorScreen.js';

/** Storage key of the last reload after a failed page download. */
export const CHUNK_RELOAD_KEY = SITE_STORAGE_KEYS.chunkReload;
const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether an error is a failed download of a page's code (e.g. after a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * An error a page throws to show the error page with an HTTP-like status, e.g.
 * `throw new PageError(403, 'Members only')`. The message becomes the title (except for 404,
 * which always reads "This page could not be found").
 */
export class PageError extends Error {
  /** HTTP-like status shown on the error page. */
  readonly status: number;

  constructor(status: number, message = '') {
    super(message);
    this.name = 'PageError';
    this.status = status;
  }
}

/** Props of {@link RouteErrorScreen}. */
export interface RouteErrorScreenProps {
  /** What a page (or its download) threw. */
  error: unknown;
  /** Reloads the page after a failed download; `location.reload()` by default. */
  reload?: () => void;
}

/**
 * The error page for an error thrown by a page: the status and message of a {@link PageError},
 * else status 500 and the title "Error". A failed page download reloads the page once, at most
 * once a minute (spec section 8).
 */
export function RouteErrorScreen({ error, reload = reloadPage }: RouteErrorScreenProps) {
  const stores = useStores();
  const storage = useInterfaceStorage();

  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    const now = stores.clock.now();
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (now - last <= CHUNK_RELOAD_INTERVAL_MS) return;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    reload();
  }, [error, stores, storage, reload]);

  if (error instanceof PageError) {
    const title = error.message && error.status !== 404 ? error.message : undefined;
    return <ErrorScreen status={error.status} title={title} />;
  }
  return <ErrorScreen status={500} />;
}

function reloadPage(): void {
  if (typeof location !== 'undefined') location.reload();
}
