import { browserStorage, type KeyValueStorage, type Stores } from '@dating/logic';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSnapshot } from 'valtio/react';

interface StoresContextValue {
  stores: Stores;
  storage: KeyValueStorage;
}

const StoresContext = createContext<StoresContextValue | null>(null);

/** Props of {@link StoresProvider}. */
export interface StoresProviderProps {
  /** Real stores (`createStores`) on sites, fixture stores in tests and stories. */
  stores: Stores;
  /**
   * Where the interface keeps small flags such as the skipped site-entry warning. Defaults to the
   * stores' own `storage` when they carry one (fixture stores do), else the browser's localStorage.
   */
  storage?: KeyValueStorage;
  children: ReactNode;
}

/** Makes the stores available to every screen below; the only way screens reach logic. */
export function StoresProvider({ stores, storage, children }: StoresProviderProps) {
  const value = useMemo<StoresContextValue>(() => {
    const own = (stores as Stores & { storage?: KeyValueStorage }).storage;
    return { stores, storage: storage ?? own ?? browserStorage() };
  }, [stores, storage]);
  return <StoresContext.Provider value={value}>{children}</StoresContext.Provider>;
}

function useStoresContext(): StoresContextValue {
  const value = useContext(StoresContext);
  if (!value) throw new Error('useStores() needs a <StoresProvider> above it.');
  return value;
}

/** Every store of the site, from the nearest {@link StoresProvider}. */
export function useStores(): Stores {
  return useStoresContext().stores;
}

/** The storage for interface flags, from the nearest {@link StoresProvider}. */
export function useInterfaceStorage(): KeyValueStorage {
  return useStoresContext().storage;
}

/** The site settings (re-renders when they change). */
export function useSettings() {
  return useSnapshot(useStores().settings.state).settings;
}

/** The session: member, status and login progress (re-renders when it changes). */
export function useSession() {
  return useSnapshot(useStores().session.state);
}

/** The interface language and the brand's languages. */
export function useLocale() {
  return useSnapshot(useStores().locale.state);
}

/** Unread messages and new likes behind the navigation badges. */
export function useCounters() {
  return useSnapshot(useStores().counters.state);
}

/** The member's likes and matches (snapshot). */
export function useLikes() {
  return useSnapshot(useStores().likes.state);
}

/** The member search: filters, results, page and status. */
export function useSearch() {
  return useSnapshot(useStores().search.state);
}

/** The members landers and member landings show, and whether they are there yet. */
export function useShowcase() {
  return useSnapshot(useStores().showcase.state);
}

/** The visitor's arrival tracking record. */
export function useTracking() {
  return useSnapshot(useStores().tracking.state).record;
}

/** The signup flow: modal, step, form draft and its problems. */
export function useSignup() {
  return useSnapshot(useStores().signup.state);
}

/** Push capability and subscription of this browser. */
export function usePush() {
  return useSnapshot(useStores().push.state);
}

/** Interests, regions and company details (null until loaded). */
export function useCatalog() {
  return useSnapshot(useStores().catalog.state);
}

/** The overlay queue: the pop-up open now, those waiting, and what holds them back. */
export function useOverlays() {
  return useSnapshot(useStores().overlays.state);
}
