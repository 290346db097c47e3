import type { CompanyInfo, ProfileCard, Settings, User } from '@dating/contract';
import { type Language, SEARCH_PAGE_SIZE } from '@dating/contract/enums';
import type { CountersState } from '../counters/counters-store.js';
import { createMemoryStorage, type MemoryStorage } from '../platform/storage.js';
import type { SearchFilters } from '../search/search-store.js';
import { createStores, type Stores } from '../stores.js';
import type { TrackingRecord } from '../tracking/tracking-rules.js';
import type { ApiMethods, FakeApi } from './fake-api.js';
import { createFakeApi } from './fake-api.js';
import { createFakeClock, type FakeClock } from './fake-clock.js';
import {
  fixtureCompanyInfo,
  fixtureInterests,
  fixtureRegions,
  fixtureSettings,
} from './fixtures.js';
import { createMemoryCookies, type MemoryCookies } from './memory-cookies.js';
import { fixtureProfileCards } from './profile-cards.js';

/** What the screen under test or in a story should show. */
export interface FixtureStoresOptions {
  /** The logged-in member; null or absent for a visitor. */
  user?: User | null;
  /** Brand settings (already loaded); `fixtureSettings()` by default. */
  settings?: Settings;
  /** Interface language; English by default. */
  language?: Language;
  /** Search results already shown; absent: no search yet. */
  searchResults?: ProfileCard[];
  /** Total matches of that search (the results' length by default). */
  numResults?: number;
  /** The page the results are (1 by default). */
  pageNumber?: number;
  searchFilters?: Partial<SearchFilters>;
  /** The members the fake API's search serves (60 fixture cards by default). */
  profiles?: ProfileCard[];
  counters?: Partial<CountersState>;
  tracking?: TrackingRecord | null;
  companyInfo?: CompanyInfo;
  /** Replace fake API methods, e.g. a login that fails. */
  api?: Partial<ApiMethods>;
  clock?: FakeClock;
}

/** Stores over fakes, with the fakes exposed for assertions. */
export interface FixtureStores extends Stores {
  api: FakeApi;
  clock: FakeClock;
  cookies: MemoryCookies;
  storage: MemoryStorage;
}

/**
 * A full `Stores` in a ready state (settings loaded, session known, catalog filled) backed by a
 * fake API and a fake clock, so screens render at once and nothing touches the network or ticks.
 */
export function createFixtureStores(options: FixtureStoresOptions = {}): FixtureStores {
  const settings = options.settings ?? fixtureSettings();
  const user = options.user ?? null;
  const language = options.language ?? 'en';
  const api = createFakeApi(options.api, {
    user,
    settings,
    ...(options.profiles ? { profiles: options.profiles } : {}),
  });
  const clock = options.clock ?? createFakeClock();
  const cookies = createMemoryCookies({ i18n_redirected: language });
  const storage = createMemoryStorage();
  const stores = createStores({
    api,
    clock,
    cookies,
    storage,
    browserLanguages: [language],
    defaults: settings,
    user,
    language,
  });
  stores.settings.state.loaded = true;
  stores.session.state.status = 'ready';
  Object.assign(stores.catalog.state, {
    interests: fixtureInterests(),
    regions: fixtureRegions(),
    companyInfo: options.companyInfo ?? fixtureCompanyInfo(),
  });
  if (options.tracking) stores.tracking.state.record = options.tracking;
  if (options.searchFilters) stores.search.actions.setFilters(options.searchFilters);
  if (options.searchResults) {
    const numResults = options.numResults ?? options.searchResults.length;
    Object.assign(stores.search.state, {
      results: options.searchResults,
      numResults,
      pageNumber: options.pageNumber ?? 1,
      pageCount: Math.ceil(numResults / SEARCH_PAGE_SIZE),
      status: 'ready',
    });
  }
  if (options.counters) stores.counters.actions.set(options.counters);
  return { ...stores, api, clock, cookies, storage };
}

/** A page of fixture search results, for `createFixtureStores({ searchResults })`. */
export function fixtureSearchResults(count = SEARCH_PAGE_SIZE, seed = 1): ProfileCard[] {
  return fixtureProfileCards(count, seed);
}
