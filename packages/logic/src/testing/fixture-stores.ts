import type { CompanyInfo, ProfileCard, Settings, ShowcaseProfile, User } from '@dating/contract';
import { type Language, SEARCH_PAGE_SIZE } from '@dating/contract/enums';
import { type AccountStores, createAccountStores } from '../account-stores.js';
import type { CountersState } from '../counters/counters-store.js';
import type { GeolocationSource } from '../platform/geolocation.js';
import type { PushPlatform } from '../platform/push.js';
import { createMemoryStorage, type MemoryStorage } from '../platform/storage.js';
import type { SearchFilters } from '../search/search-store.js';
import { createStores, type Stores } from '../stores.js';
import type { TrackingRecord } from '../tracking/tracking-rules.js';
import type { FakeApi } from './fake-api.js';
import { createFakeApi } from './fake-api.js';
import type { FakeChatData } from './fake-chat.js';
import { createFakeClock, type FakeClock } from './fake-clock.js';
import type { FakeDiscoveryData } from './fake-discovery.js';
import type { FakeOperatorData } from './fake-operator.js';
import type { FakePaymentsData } from './fake-payments.js';
import { createFakeGeolocation, createFakePush } from './fake-platform.js';
import type { EndpointHandlers } from './fake-server.js';
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
  /** The device's time zone; none by default. */
  timeZone?: string;
  /** Search results already shown; absent: no search yet. */
  searchResults?: ProfileCard[];
  /** Total matches of that search (the results' length by default). */
  numResults?: number;
  /** The page the results are (1 by default). */
  pageNumber?: number;
  searchFilters?: Partial<SearchFilters>;
  /** The members the fake API's search serves (60 fixture cards by default). */
  profiles?: ProfileCard[];
  /** The members landers and member landings show (24 fixture members by default). */
  showcase?: ShowcaseProfile[];
  counters?: Partial<CountersState>;
  tracking?: TrackingRecord | null;
  companyInfo?: CompanyInfo;
  /** Replace fake API handlers by endpoint, e.g. a login that fails (`failWith('login_failed')`). */
  api?: Partial<EndpointHandlers>;
  clock?: FakeClock;
  /** The device's position (Brighton by default). */
  geolocation?: GeolocationSource;
  /** Web Push (capable, granting by default). */
  push?: PushPlatform;
  /** Values already in the storage (a signup draft, dismissed alerts, ...). */
  storage?: Record<string, string>;
  /** Likes and blocks the fake API's discovery starts from (about members of `profiles`). */
  discovery?: FakeDiscoveryData;
  /** The member's earlier payments and how a new one ends (see `FakePaymentsData`). */
  payments?: FakePaymentsData;
  /** The member's conversations (`fixtureConversations` of `profiles` by default). */
  chat?: FakeChatData;
  /** The operator inbox: who is logged in and its conversations (see `FakeOperatorData`). */
  operator?: FakeOperatorData;
}

/**
 * Stores over fakes, with the fakes exposed for assertions, and the account stores at hand
 * (`accountStores()` resolves the same ones).
 */
export interface FixtureStores extends Stores, AccountStores {
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
    // The fake server keeps its own copy: the session's member is a store proxy over the other.
    user: user ? (JSON.parse(JSON.stringify(user)) as User) : null,
    settings,
    ...(options.profiles ? { profiles: options.profiles } : {}),
    ...(options.showcase ? { showcase: options.showcase } : {}),
    ...(options.discovery ? { discovery: options.discovery } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.chat ? { chat: options.chat } : {}),
    ...(options.operator ? { operator: options.operator } : {}),
  });
  const clock = options.clock ?? createFakeClock();
  const cookies = createMemoryCookies({ i18n_redirected: language });
  const storage = createMemoryStorage(options.storage);
  let made: AccountStores | undefined;
  const stores = createStores({
    api,
    clock,
    cookies,
    storage,
    geolocation: options.geolocation ?? createFakeGeolocation(),
    push: options.push ?? createFakePush(),
    // Made at once (and kept) so tests reach them without waiting.
    createAccountStores: (accountOptions) => {
      made ??= createAccountStores(accountOptions);
      return made;
    },
    browserLanguages: [language],
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
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
  const accountStores = stores.accountStores();
  if (!made) throw new Error('The account stores were not made');
  // React's use() reads a promise's status and value: marked fulfilled, screens render at once,
  // as on a site whose account stores have loaded, instead of suspending first.
  Object.assign(accountStores, { status: 'fulfilled', value: made });
  // Both have a `destroy`: the stores' one destroys the account stores too.
  return { ...made, ...stores, api, clock, cookies, storage };
}

/** A page of fixture search results, for `createFixtureStores({ searchResults })`. */
export function fixtureSearchResults(count = SEARCH_PAGE_SIZE, seed = 1): ProfileCard[] {
  return fixtureProfileCards(count, seed);
}
