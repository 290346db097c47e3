import type { ShowcaseProfile } from '@dating/contract';
import { useEffect } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.js';
import { useShowcase, useStores } from '../../stores-context.js';
import { landerShowcaseQuery } from './showcase-query.js';

/**
 * The members a lander shows (GET showcase.php; the site asks for them as it starts, see the
 * lander routes' `prefetch`): from the first render on when the page came with them (the server
 * rendered it with them, `PageData`); else null until the page has hydrated and they are there,
 * so the page hydrates as the build rendered it (with placeholders of the photos' size) and a
 * design shows its placeholders meanwhile; an empty list for a brand without members with
 * photos yet.
 * @param design The lander's name (`gallery`): which query its members come from.
 * @param count How many the design shows.
 */
export function useLanderMembers(design: string, count: number): readonly ShowcaseProfile[] | null {
  const stores = useStores();
  const showcase = useShowcase();
  const hydrated = useHydrated();
  useEffect(() => {
    void stores.showcase.actions.load(landerShowcaseQuery(design));
  }, [stores, design]);
  // Before hydrating, the members show only where the page came with them (the HTML has them).
  if ((!hydrated && !showcase.inPage) || showcase.status !== 'ready' || !showcase.profiles) {
    return null;
  }
  return showcase.profiles.slice(0, count);
}
