import type { SearchResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-error.js';
import { createMemoryStorage } from '../platform/storage.js';
import { deferred } from '../testing/deferred.js';
import { createFakeApi, fixtureProfileCards } from '../testing/index.js';
import { createTrackingStore } from '../tracking/tracking-store.js';
import { createSearchStore, pageCountOf } from './search-store.js';

function page(pageNumber: number, numResults: number, seed = 1): SearchResponse {
  return { profiles: fixtureProfileCards(3, seed), pageNumber, pageSize: 24, numResults };
}

describe('pageCountOf', () => {
  it('fills pages of 24', () => {
    expect(pageCountOf(0)).toBe(0);
    expect(pageCountOf(1)).toBe(1);
    expect(pageCountOf(24)).toBe(1);
    expect(pageCountOf(25)).toBe(2);
    expect(pageCountOf(48)).toBe(2);
    expect(pageCountOf(49)).toBe(3);
  });
});

describe('search store', () => {
  it('starts idle with every age and no results', () => {
    const search = createSearchStore({ api: createFakeApi() });
    expect(search.state).toMatchObject({
      filters: { min_age: 18, max_age: 99 },
      results: null,
      status: 'idle',
      pageCount: 0,
    });
  });

  it('searches page 1 with the filters and stores results, totals and page count', async () => {
    const api = createFakeApi({ searchMembers: async () => page(1, 50) });
    const search = createSearchStore({ api });
    search.actions.setFilters({ gender: 'female', country: 'NL', min_age: 25, max_age: 40 });

    const pending = search.actions.search();
    expect(search.state.status).toBe('loading');
    await pending;

    expect(api.callsTo('searchMembers')).toEqual([
      { query: { gender: 'female', country: 'NL', min_age: 25, max_age: 40, page: 1 } },
    ]);
    expect(search.state).toMatchObject({
      status: 'ready',
      pageNumber: 1,
      numResults: 50,
      pageCount: 3,
    });
    expect(search.state.results).toHaveLength(3);
  });

  it("sends the visitor's traffic source, which may open the search to visitors", async () => {
    const api = createFakeApi({ searchMembers: async () => page(1, 3) });
    const tracking = createTrackingStore({ storage: createMemoryStorage() });
    const search = createSearchStore({ api, tracking });
    await search.actions.search();
    tracking.actions.captureFromUrl('/landers/gallery?network=adnet&sub1=c7');
    await search.actions.search();
    expect(api.callsTo('searchMembers')).toEqual([
      { query: { min_age: 18, max_age: 99, page: 1 } },
      { query: { min_age: 18, max_age: 99, page: 1, trafficsource: 'adnet' } },
    ]);
  });

  it('loads another page of the same filters', async () => {
    const api = createFakeApi({ searchMembers: async ({ query }) => page(query.page ?? 1, 50) });
    const search = createSearchStore({ api });

    await expect(search.actions.goToPage(3)).resolves.toMatchObject({
      ok: true,
      value: { pageNumber: 3 },
    });

    expect(api.callsTo('searchMembers')).toEqual([
      { query: { min_age: 18, max_age: 99, page: 3 } },
    ]);
    expect(search.state.pageNumber).toBe(3);
  });

  it('pages through the fake API search with real filtering', async () => {
    const search = createSearchStore({ api: createFakeApi() });

    await search.actions.search();
    expect(search.state.results).toHaveLength(24);
    expect(search.state.numResults).toBe(60);
    expect(search.state.pageCount).toBe(3);

    await search.actions.goToPage(3);
    expect(search.state.results).toHaveLength(12);
  });

  it('drops the region when the country changes, and removes undefined filters', () => {
    const search = createSearchStore({ api: createFakeApi() });
    search.actions.setFilters({ country: 'NL', countryregion: 'Utrecht', gender: 'male' });

    search.actions.setFilters({ country: 'BE', gender: undefined });

    expect(search.state.filters).toEqual({ country: 'BE', min_age: 18, max_age: 99 });
  });

  it('keeps a newer answer when an older, slower one arrives last', async () => {
    const slow = deferred<SearchResponse>();
    const fast = deferred<SearchResponse>();
    const answers = [slow.promise, fast.promise];
    const api = createFakeApi({ searchMembers: () => answers.shift() ?? slow.promise });
    const search = createSearchStore({ api });

    const older = search.actions.search();
    search.actions.setFilters({ gender: 'male' });
    const newer = search.actions.search();
    fast.resolve(page(1, 5, 2));
    await newer;
    slow.resolve(page(1, 500, 1));
    await older;

    expect(search.state.numResults).toBe(5);
    expect(search.state.status).toBe('ready');
  });

  it('ignores the failure of an older search and reports the failure of the newest', async () => {
    const slow = deferred<SearchResponse>();
    const answers = [slow.promise, Promise.resolve(page(1, 5))];
    const api = createFakeApi({
      searchMembers: () => answers.shift() ?? Promise.reject(new ApiRequestError(500, null)),
    });
    const search = createSearchStore({ api });

    const older = search.actions.search();
    await search.actions.search();
    slow.reject(new ApiRequestError(0, null));
    await older;
    expect(search.state.status).toBe('ready');

    await expect(search.actions.search()).resolves.toMatchObject({
      ok: false,
      problem: { code: 'internal_error' },
    });
    expect(search.state.status).toBe('error');
  });

  it('changes nothing with an answer that arrives after destroy', async () => {
    const slow = deferred<SearchResponse>();
    const search = createSearchStore({ api: createFakeApi({ searchMembers: () => slow.promise }) });

    const pending = search.actions.search();
    search.destroy();
    slow.resolve(page(1, 5));
    await pending;

    expect(search.state.results).toBeNull();
    expect(search.state.status).toBe('loading');
  });
});
