import { describe, expect, it } from 'vitest';
import { placeName, regionTerm } from './region-rules.js';

describe('regionTerm', () => {
  it.each([
    ['NL', 'province'],
    ['BE', 'province'],
    ['CA', 'province'],
    ['IE', 'province'],
    // Spain's list holds its autonomous communities, Italy's its regioni: regions, not provinces.
    ['ES', 'region'],
    ['IT', 'region'],
    ['US', 'state'],
    ['AU', 'state'],
    ['DE', 'state'],
    ['AT', 'state'],
    ['CH', 'canton'],
    ['PL', 'voivodeship'],
    ['FR', 'region'],
    ['GB', 'region'],
    ['NZ', 'region'],
  ])('calls the regions of %s a %s', (country, term) => {
    expect(regionTerm(country)).toBe(term);
  });

  it('ignores case and falls back to region for unknown or missing countries', () => {
    expect(regionTerm('pl')).toBe('voivodeship');
    expect(regionTerm('XX')).toBe('region');
    expect(regionTerm(null)).toBe('region');
    expect(regionTerm(undefined)).toBe('region');
  });
});

describe('the place a profile shows', () => {
  it('names the city and its region, the region once where it is the city too', () => {
    expect(placeName('Utrecht', 'Utrecht')).toBe('Utrecht');
    expect(placeName('Wien', 'wien ')).toBe('Wien');
    expect(placeName('Graz', 'Steiermark')).toBe('Graz, Steiermark');
    expect(placeName('Genève', 'Geneve')).toBe('Genève');
    expect(placeName(null, 'Bayern')).toBe('Bayern');
    expect(placeName('Linz', null)).toBe('Linz');
    expect(placeName(null, null)).toBeNull();
    expect(placeName(' ', '')).toBeNull();
  });
});
