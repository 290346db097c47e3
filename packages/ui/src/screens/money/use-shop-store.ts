import { createShopStore, type ShopState, type ShopStore } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { Snapshot } from 'valtio/vanilla';
import { useStores } from '../../stores-context.js';

/** The shop store of a page and what it holds now. */
export interface Shop {
  store: ShopStore;
  state: Snapshot<ShopState>;
}

/**
 * The packages and checkout pages' own store, made with the page, destroyed with it, and
 * loading the packages on sale when the page opens.
 */
export function useShop(): Shop {
  const stores = useStores();
  const [store] = useState(() => createShopStore({ api: stores.api }));
  useEffect(() => {
    void store.actions.load();
    return () => store.destroy();
  }, [store]);
  return { store, state: useSnapshot(store.state) };
}
