import type { FieldProblems } from '../enums.js';

/** A place a member lives: country, region code (null for none) and town. */
export interface LocationChoice {
  country: string;
  region: string | null;
}

/**
 * What is wrong with a location, given the region codes of its country (empty when the country
 * has no list): a country with regions needs one of them (`required`), and a region must be one
 * of its country's (`not_offered`). The browser checks before saving, the server when it saves.
 */
export function locationProblems(
  location: LocationChoice,
  countryRegions: readonly string[],
): FieldProblems<'region'> {
  if (!location.region) return countryRegions.length ? { region: 'required' } : {};
  return countryRegions.includes(location.region) ? {} : { region: 'not_offered' };
}
