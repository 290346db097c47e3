import type { Settings, User } from '@dating/contract';
import type { Language } from '@dating/contract/enums';
import { subscribe } from 'valtio/vanilla';
import type { ApiClient } from './api/api-client.js';
import { type CatalogStore, createCatalogStore } from './catalog/catalog-store.js';
import { type CountersStore, createCountersStore } from './counters/counters-store.js';
import { createLocaleStore, type LocaleStore } from './locale/locale-store.js';
import type { Clock } from './platform/clock.js';
import type { CookieJar } from './platform/cookies.js';
import type { KeyValueStorage } from './platform/storage.js';
import { createSearchStore, type SearchStore } from './search/search-store.js';
import { createSessionStore, type SessionStore } from './session/session-store.js';
import { createSettingsStore, type SettingsStore } from './settings/settings-store.js';
import { createTrackingStore, type TrackingStore } from './tracking/tracking-store.js';

/** Every store of a site, plus the seams they were built with. */
export interface Stores {
  api: ApiClient;
  clock: Clock;
  /** Cookies the stores read and write (the locale cookie). */
  cookies: CookieJar;
  /** Where the stores and the interface keep small values (tracking record, dismissed alerts). */
  storage: KeyValueStorage;
  settings: SettingsStore;
  session: SessionStore;
  locale: LocaleStore;
  tracking: TrackingStore;
  search: SearchStore;
  catalog: CatalogStore;
  counters: CountersStore;
}

export interface CreateStoresOptions {
  api: ApiClient;
  clock: Clock;
  cookies: CookieJar;
  storage: KeyValueStorage;
  /** `navigator.languages`. */
  browserLanguages: readonly string[];
  /** The brand's settings baked into the site. */
  defaults: Settings;
  /** A member known at start (fixtures). */
  user?: User | null;
  /** Forces the language at start (fixtures). */
  language?: Language;
}

/**
 * Builds every store and wires them together: a 403 asking for a login quietly logs the member
 * out (user cleared locally, polling stopped, no error shown), and the badge counters reset
 * whenever nobody is logged in.
 */
export function createStores(options: CreateStoresOptions): Stores {
  const { api, clock, cookies, storage, browserLanguages, defaults } = options;
  const settings = createSettingsStore({ api, defaults });
  const session = createSessionStore({ api, clock, user: options.user ?? null });
  const locale = createLocaleStore({
    api,
    cookies,
    browserLanguages,
    settings,
    session,
    ...(options.language ? { language: options.language } : {}),
  });
  const counters = createCountersStore();

  api.onAuthenticationRequired(() => {
    if (session.state.user) session.actions.clearUser();
  });
  subscribe(session.state, () => {
    if (!session.state.user) counters.actions.reset();
  });

  return {
    api,
    clock,
    cookies,
    storage,
    settings,
    session,
    locale,
    tracking: createTrackingStore({ storage }),
    search: createSearchStore({ api }),
    catalog: createCatalogStore({ api }),
    counters,
  };
}

/** Where the site was opened. */
export interface StartLocation {
  /** The full URL (location.href). */
  href: string;
  /** location.host, sent as `forced_domain`. */
  host: string;
}

/**
 * Starts a site's stores: captures tracking parameters of the arrival URL, loads the settings
 * (route query plus `forced_domain`) and the member, and starts polling when someone is logged in.
 * Never rejects; the defaults stay in use when calls fail.
 */
export async function startStores(stores: Stores, location: StartLocation): Promise<void> {
  stores.tracking.actions.captureFromUrl(location.href);
  const query = Object.fromEntries(new URL(location.href, 'http://localhost').searchParams);
  const [, user] = await Promise.all([
    stores.settings.actions.load(query, location.host),
    stores.session.actions.refresh(),
  ]);
  if (user) stores.session.actions.startPolling();
}
