import type { Brand } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { startCountry, type VisitorPlace } from './start-country.js';

/** A German-speaking brand, with Poland too, as `herzklopfen` ships. */
const brand = { countries: ['DE', 'AT', 'CH', 'PL'] } as unknown as Brand;

describe('the country a new member starts in', () => {
  it("is the device's time zone's country when the brand serves it", () => {
    expect(startCountry(brand, { language: 'en', timeZone: 'Europe/Berlin' })).toBe('DE');
    expect(startCountry(brand, { language: 'de', timeZone: 'Europe/Vienna' })).toBe('AT');
    expect(startCountry(brand, { language: 'en', timeZone: 'Europe/Warsaw' })).toBe('PL');
    // A zone several countries share names its own first, unless a language names another.
    expect(startCountry(brand, { language: 'de', timeZone: 'Europe/Zurich' })).toBe('CH');
    expect(
      startCountry(brand, { language: 'de', timeZone: 'Europe/Zurich', locales: ['de-DE'] }),
    ).toBe('DE');
  });

  it('then the region of the first preferred language the brand serves', () => {
    const place: VisitorPlace = {
      language: 'en',
      timeZone: 'America/New_York',
      locales: ['en-US', 'de-AT'],
    };
    expect(startCountry(brand, place)).toBe('AT');
  });

  it("then the interface language's first country, then the brand's first", () => {
    // An English visitor says nothing about where they are: Switzerland offers English.
    expect(startCountry(brand, { language: 'en', locales: ['en'] })).toBe('CH');
    expect(startCountry(brand, { language: 'pl' })).toBe('PL');
    expect(startCountry(brand, { language: 'es' })).toBe('DE');
  });

  it('ignores what names no place: an unknown zone, a zone of no country, tags that are not tags', () => {
    const place: VisitorPlace = {
      language: 'de',
      timeZone: 'Nowhere/City',
      locales: ['%%', 'x-private', ''],
    };
    expect(startCountry(brand, place)).toBe('DE');
    expect(startCountry(brand, { language: 'it', timeZone: 'Etc/UTC' })).toBe('CH');
  });
});
