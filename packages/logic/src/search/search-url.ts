import {
  type Country,
  GENDERS,
  type Gender,
  type LookingFor,
  MAXIMUM_AGE,
  MINIMUM_AGE,
} from '@dating/contract/enums';
import { defaultSearchFilters, type SearchFilters } from './search-store.js';

/** A member search as the address holds it: the filters and the page. */
export interface SearchRequest {
  filters: SearchFilters;
  page: number;
}

/** The highest page an address may ask for (the server's own limit). */
const MAXIMUM_PAGE = 10_000;
/** The value of `gender` in an address that stands for "women and men". */
const ANY_GENDER = 'any';

/** The filters a search starts from: whom the member looks for (both: no gender filter). */
export function startingSearchFilters(lookingFor: LookingFor | null): SearchFilters {
  const filters = defaultSearchFilters();
  if (lookingFor && lookingFor !== 'both') filters.gender = lookingFor;
  return filters;
}

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * Reads a search from an address's query (`?gender=female&country=NL&countryregion=NL-NH&
 * min_age=25&max_age=40&page=2`). The query comes from outside (a bookmark, a shared or edited
 * link): a value that is not valid (an unknown gender, a country the brand does not offer, a
 * region of another country, ages out of range or the wrong way round, a page below 1) is ignored
 * and the starting filters stand instead.
 */
export function searchFromQuery(
  query: string | URLSearchParams,
  options: { countries: readonly string[]; starting: SearchFilters },
): SearchRequest {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const filters: SearchFilters = { ...options.starting };
  const gender = params.get('gender');
  if (gender === ANY_GENDER) delete filters.gender;
  else if ((GENDERS as readonly string[]).includes(gender ?? '')) filters.gender = gender as Gender;

  const country = params.get('country');
  if (country && options.countries.includes(country)) {
    filters.country = country as Country;
    const region = params.get('countryregion');
    if (region && /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(region) && region.startsWith(`${country}-`)) {
      filters.countryregion = region;
    }
  }
  const min = wholeNumber(params.get('min_age'), MINIMUM_AGE, MAXIMUM_AGE);
  const max = wholeNumber(params.get('max_age'), MINIMUM_AGE, MAXIMUM_AGE);
  // Ages the wrong way round are ignored both.
  if (min === undefined || max === undefined || min <= max) {
    if (min !== undefined && min <= filters.max_age) filters.min_age = min;
    if (max !== undefined && max >= filters.min_age) filters.max_age = max;
  }
  const page = wholeNumber(params.get('page'), 1, MAXIMUM_PAGE) ?? 1;
  return { filters, page };
}

/**
 * The query of a search, for the address (without `?`): gender always (`any` for both, so that a
 * member's own "looking for" does not come back on reload), the other filters when set or not the
 * default, the page from 2 on. {@link searchFromQuery} reads it back to the same search.
 */
export function searchQueryOf({ filters, page }: SearchRequest): string {
  const params = new URLSearchParams();
  params.set('gender', filters.gender ?? ANY_GENDER);
  if (filters.country) params.set('country', filters.country);
  if (filters.country && filters.countryregion) params.set('countryregion', filters.countryregion);
  if (filters.min_age !== MINIMUM_AGE) params.set('min_age', String(filters.min_age));
  if (filters.max_age !== MAXIMUM_AGE) params.set('max_age', String(filters.max_age));
  if (page > 1) params.set('page', String(page));
  return params.toString();
}
