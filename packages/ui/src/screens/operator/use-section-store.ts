import type { ApiClient, Clock } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useStores } from '../../stores-context.js';

/** A store of one part of the back office: it loads, and ends with the part. */
interface SectionStore {
  actions: { load(): Promise<void> };
  destroy(): void;
}

/**
 * The store of a part of the back office (the team, the reports, the appeals): made once from the
 * site's API and clock when the part opens, loaded then, and ended when the part closes.
 */
export function useSectionStore<Store extends SectionStore>(
  create: (options: { api: ApiClient; clock: Clock }) => Store,
): Store {
  const stores = useStores();
  const [store] = useState(() => create({ api: stores.api, clock: stores.clock }));
  useEffect(() => {
    void store.actions.load();
    return () => store.destroy();
  }, [store]);
  return store;
}
