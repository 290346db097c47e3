import type { ShowcaseProfile } from '@dating/contract';
import { useEffect } from 'react';
import { useShowcase, useStores } from '../../stores-context.js';

/** Options of {@link useLanderMembers}. */
export interface LanderMembersOptions {
  /** How many members the design shows (at most 24). */
  count: number;
  /** Whether it places them on a map (their towns' positions). */
  positions?: boolean;
}

/**
 * The members a lander shows (GET showcase.php), loaded once the page runs in the browser: null
 * while they load (and in the prerendered page), so a design shows its placeholders of the same
 * size, and an empty list for a brand without members with photos yet.
 */
export function useLanderMembers({
  count,
  positions = false,
}: LanderMembersOptions): readonly ShowcaseProfile[] | null {
  const stores = useStores();
  const showcase = useShowcase();
  useEffect(() => {
    void stores.showcase.actions.load(positions ? { count, positions: '1' } : { count });
  }, [stores, count, positions]);
  return showcase.status === 'ready' ? showcase.profiles : null;
}
