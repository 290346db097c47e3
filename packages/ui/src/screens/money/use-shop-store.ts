import { createShopStore, type ShopState, type ShopStore } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { Snapshot } from 'valtio/vanilla';
import { useSearchParams } from '../../router.js';
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

/**
 * The discount code in the address (`?code=`: the deletion offer's link, a promotion's, or the
 * checkout's Apply), entered into the shop store whenever it changes and removed when it goes.
 * The address carries it from the packages to the checkout and through a reload.
 */
export function useCodeFromAddress(store: ShopStore): string | null {
  const [params] = useSearchParams();
  const code = params.get('code');
  useEffect(() => {
    if (code) void store.actions.enterCode(code);
    else store.actions.removeCode();
  }, [store, code]);
  return code;
}

/** The address's `?code=` part for a discount code, or nothing without one. */
export const codeQuery = (code: string | null) => (code ? `?${new URLSearchParams({ code })}` : '');
