import { describe, expect, it } from 'vitest';
import { createFixtureStores } from '../testing/index.js';
import { defaultSearchFilters } from './search-store.js';
import { searchFromQuery, searchQueryOf, startingSearchFilters } from './search-url.js';

const countries = ['NL', 'BE', 'DE'];
const starting = startingSearchFilters('female');

describe('the search in the address', () => {
  it('starts from whom the member looks for', () => {
    expect(startingSearchFilters('female')).toEqual({
      ...defaultSearchFilters(),
      gender: 'female',
    });
    expect(startingSearchFilters('both')).toEqual(defaultSearchFilters());
    expect(startingSearchFilters(null)).toEqual(defaultSearchFilters());
    expect(searchFromQuery('', { countries, starting })).toEqual({ filters: starting, page: 1 });
  });

  it('reads back the search it writes, page included', () => {
    const request = {
      filters: { gender: 'male', country: 'NL', countryregion: 'NL-NH', min_age: 25, max_age: 40 },
      page: 3,
    } as const;
    const query = searchQueryOf(request);
    expect(query).toBe('gender=male&country=NL&countryregion=NL-NH&min_age=25&max_age=40&page=3');
    expect(searchFromQuery(query, { countries, starting })).toEqual(request);
  });

  it('keeps "women and men" apart from the starting "looking for"', () => {
    const query = searchQueryOf({ filters: defaultSearchFilters(), page: 1 });
    expect(query).toBe('gender=any');
    expect(searchFromQuery(query, { countries, starting }).filters.gender).toBeUndefined();
  });

  it('ignores values that are not valid (bad input from an address)', () => {
    const { filters, page } = searchFromQuery(
      'gender=robot&country=FR&countryregion=NL-NH&min_age=12&max_age=abc&page=-4',
      { countries, starting },
    );
    expect(filters).toEqual(starting);
    expect(page).toBe(1);
    expect(
      searchFromQuery('country=NL&countryregion=DE-BY&min_age=50&max_age=30&page=99999', {
        countries,
        starting,
      }),
    ).toEqual({ filters: { ...starting, country: 'NL' }, page: 1 });
    expect(
      searchFromQuery('country=NL&countryregion=<script>&page=2.5', { countries, starting }),
    ).toEqual({ filters: { ...starting, country: 'NL' }, page: 1 });
  });
});

describe('opening a search from the address', () => {
  it('searches with the filters and page, and not again for the search on screen', async () => {
    const stores = createFixtureStores();
    const request = searchFromQuery('gender=female&country=NL&page=2', {
      countries: ['NL', 'GB'],
      starting: defaultSearchFilters(),
    });
    await stores.search.actions.open(request);
    expect(stores.api.callsTo('searchMembers')).toEqual([
      { query: { gender: 'female', country: 'NL', min_age: 18, max_age: 99, page: 2 } },
    ]);
    expect(stores.search.state.filters).toEqual(request.filters);
    expect(stores.search.actions.open(request)).toBeNull();
    expect(stores.api.callsTo('searchMembers')).toHaveLength(1);

    await stores.search.actions.open({ ...request, page: 1 });
    expect(stores.api.callsTo('searchMembers')).toHaveLength(2);
    stores.destroy();
  });
});
