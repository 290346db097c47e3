import type { ShowcaseProfile } from '@dating/contract';
import { useEffect } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.js';
import { useShowcase, useStores } from '../../stores-context.js';
import { landerShowcaseQuery } from './showcase-query.js';

/**
 * The members a lander shows (GET showcase.php; the site asks for them as it starts, see the
 * lander routes' `prefetch`): null until the page has hydrated and they are there, so the page
 * hydrates as it was prerendered (with placeholders of the photos' size) and a design shows its
 * placeholders meanwhile; an empty list for a brand without members with photos yet.
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
  if (!hydrated || showcase.status !== 'ready' || !showcase.profiles) return null;
  return showcase.profiles.slice(0, count);
}
