import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useInterfaceStorage, useStores } from '../stores-context.js';
import { ErrorScreen } from './ErrorScreen.js';

/** Storage key of the last reload after a failed page download. */
export const CHUNK_RELOAD_KEY = 'dating.chunkReloadAt';
const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether a route error is a failed download of a page's code (e.g. after a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * The error page of the route table: 404 for unknown URLs, the status of a thrown response, 500
 * otherwise. A failed page download reloads the page once, at most once a minute (spec section 8).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const stores = useStores();
  const storage = useInterfaceStorage();

  useEffect(() => {
    if (!isChunkLoadError(error) || typeof location === 'undefined') return;
    const now = stores.clock.now();
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (now - last <= CHUNK_RELOAD_INTERVAL_MS) return;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    location.reload();
  }, [error, stores, storage]);

  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.status !== 404 ? error.data : undefined;
    return <ErrorScreen status={error.status} {...(message ? { title: message } : {})} />;
  }
  return <ErrorScreen status={500} />;
}
