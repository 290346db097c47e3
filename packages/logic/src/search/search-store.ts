import type { ProfileCard, SearchQuery, SearchResponse } from '@dating/contract';
import {
  type Country,
  type Gender,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  SEARCH_PAGE_SIZE,
} from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';
import { trafficSource } from '../tracking/tracking-rules.js';
import type { TrackingStore } from '../tracking/tracking-store.js';

/** The member search's filters. */
export interface SearchFilters {
  gender?: Gender;
  country?: Country;
  countryregion?: string;
  min_age: number;
  max_age: number;
}

export interface SearchState {
  filters: SearchFilters;
  /** The current page's profiles; null until the first search answered. */
  results: ProfileCard[] | null;
  /** The page shown (from 1). */
  pageNumber: number;
  /** How many members match in all. */
  numResults: number;
  /** How many pages of 24 the results fill. */
  pageCount: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export interface SearchActions {
  /**
   * Changes filters; `undefined` removes a filter. Choosing another country drops the region
   * unless a region is given too. Does not search.
   */
  setFilters(filters: Partial<SearchFilters>): void;
  /**
   * Searches with the current filters from page 1; resolves the server's answer. Only the newest
   * search changes the state: the answer of an older one resolves but is not shown.
   */
  search(): Promise<Result<SearchResponse>>;
  /** Loads another page of the current filters, like `search`. */
  goToPage(page: number): Promise<Result<SearchResponse>>;
  /**
   * Shows a search as the address holds it (`searchFromQuery`): these filters in full, this page.
   * Asking again for the search on screen (the same filters and page) changes nothing.
   */
  open(request: { filters: SearchFilters; page: number }): Promise<Result<SearchResponse>> | null;
}

export interface SearchStore {
  state: SearchState;
  actions: SearchActions;
  /** Cancels a search under way; later answers change nothing. */
  destroy(): void;
}

/** The number of pages that `numResults` members fill (24 a page). */
export function pageCountOf(numResults: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return numResults > 0 ? Math.ceil(numResults / pageSize) : 0;
}

/** Filters of a new search: every age, both genders, all of the brand's countries. */
export function defaultSearchFilters(): SearchFilters {
  return { min_age: MINIMUM_AGE, max_age: MAXIMUM_AGE };
}

/**
 * Creates the member search store. Only the newest request may change the state: an older answer
 * that arrives late is dropped.
 */
export function createSearchStore({
  api,
  filters = {},
  tracking,
}: {
  api: ApiClient;
  filters?: Partial<SearchFilters>;
  /** The visitor's arrival record: its traffic source may open the search to visitors. */
  tracking?: TrackingStore;
}): SearchStore {
  const state = proxy<SearchState>({
    filters: { ...defaultSearchFilters(), ...filters },
    results: null,
    pageNumber: 1,
    numResults: 0,
    pageCount: 0,
    status: 'idle',
  });
  // The search last asked for (filters and page), to tell a new address from the one on screen.
  let shownKey = '';
  const keyOf = (filters: SearchFilters, page: number) =>
    JSON.stringify([
      filters.gender,
      filters.country,
      filters.countryregion,
      filters.min_age,
      filters.max_age,
      page,
    ]);
  const lifetime = createLifetime();
  const searches = latestCalls(lifetime);

  async function load(page: number): Promise<Result<SearchResponse>> {
    const latest = searches.start();
    shownKey = keyOf(state.filters, page);
    state.status = 'loading';
    const { gender, country, countryregion, min_age, max_age } = state.filters;
    const query: SearchQuery = { min_age, max_age, page };
    if (gender) query.gender = gender;
    if (country) query.country = country;
    if (countryregion) query.countryregion = countryregion;
    const source = trafficSource(tracking?.state.record);
    if (source) query.trafficsource = source;
    const { signal } = lifetime;
    const result = await attempt(() => api.call('searchMembers', { query }, { signal }));
    if (!latest()) return result;
    if (!result.ok) {
      state.status = 'error';
      return result;
    }
    const answer = result.value;
    state.results = answer.profiles;
    state.pageNumber = answer.pageNumber;
    state.numResults = answer.numResults;
    state.pageCount = pageCountOf(answer.numResults, answer.pageSize || SEARCH_PAGE_SIZE);
    state.status = 'ready';
    return result;
  }

  return {
    state,
    actions: {
      setFilters(changes) {
        const next: SearchFilters = { ...state.filters, ...changes };
        const countryChanged = 'country' in changes && changes.country !== state.filters.country;
        if (countryChanged && !('countryregion' in changes)) delete next.countryregion;
        for (const key of Object.keys(next) as (keyof SearchFilters)[]) {
          if (next[key] === undefined) delete next[key];
        }
        next.min_age ??= MINIMUM_AGE;
        next.max_age ??= MAXIMUM_AGE;
        state.filters = next;
      },
      search: () => load(1),
      goToPage: (page) => load(Math.max(1, Math.floor(page))),
      open({ filters, page }) {
        // The filters of the form may differ from the search on screen: compare with what was
        // asked for last.
        if (keyOf(filters, page) === shownKey && state.status !== 'error') return null;
        state.filters = { ...filters };
        return load(page);
      },
    },
    destroy: lifetime.end,
  };
}
