import { useEffect, useState } from 'react';

/**
 * False for a page's first render (the one that hydrates a prerendered page), true from the next:
 * what only the browser knows (members asked for as the site starts) waits for it, so that the
 * page hydrates exactly as it was prerendered and then shows it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
