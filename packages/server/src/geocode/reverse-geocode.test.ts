import { COUNTRY_CODES } from '@dating/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { regionsOf } from '../regions/regions.js';
import { placeRegion } from './admin-regions.js';
import {
  createReverseGeocoder,
  loadGeoNamesCities,
  type ReverseGeocoder,
  reverseGeocode,
} from './reverse-geocode.js';

let geocoder: ReverseGeocoder;
beforeAll(() => {
  geocoder = createReverseGeocoder();
});

describe('reverse geocoding', () => {
  it('places Amsterdam in Noord-Holland', () => {
    expect(geocoder.lookup(52.37, 4.89)).toEqual({
      country: 'NL',
      region: 'NL-NH',
      region_name: 'Noord-Holland',
      city: 'Amsterdam',
    });
  });

  it.each([
    ['Antwerpen', 51.2194, 4.4025, 'BE', 'BE-VAN'],
    ['Liège', 50.6326, 5.5797, 'BE', 'BE-WLG'],
    ['Brussels', 50.8467, 4.3525, 'BE', 'BE-BRU'],
    ['Charleroi', 50.4108, 4.4446, 'BE', 'BE-WHT'],
    ['Cork', 51.8985, -8.4756, 'IE', 'IE-M'],
    ['Milano', 45.4642, 9.19, 'IT', 'IT-25'],
    ['Wien', 48.2082, 16.3738, 'AT', 'AT-9'],
    ['Kraków', 50.0647, 19.945, 'PL', 'PL-12'],
    ['Zürich', 47.3769, 8.5417, 'CH', 'CH-ZH'],
    ['Los Angeles', 34.0522, -118.2437, 'US', 'US-CA'],
    ['Toronto', 43.6532, -79.3832, 'CA', 'CA-ON'],
    ['Sydney', -33.8688, 151.2093, 'AU', 'AU-NSW'],
    ['Auckland', -36.8485, 174.7633, 'NZ', 'NZ-AUK'],
    ['Edinburgh', 55.9533, -3.1883, 'GB', 'GB-SCT'],
    ['Saint-Denis (La Réunion)', -20.8789, 55.4481, 'FR', 'FR-974'],
  ])('places %s in its region', (_name, latitude, longitude, country, region) => {
    expect(geocoder.lookup(latitude, longitude)).toMatchObject({ country, region });
  });

  it('names a town as its people do, and a city rather than its district', () => {
    expect(geocoder.lookup(45.4642, 9.19)?.city).toBe('Milano');
    expect(geocoder.lookup(48.2082, 16.3738)?.city).toBe('Wien');
    expect(geocoder.lookup(52.2297, 21.0122)?.city).toBe('Warszawa');
    expect(geocoder.lookup(53.27, -9.05)?.city).toBe('Galway');
    expect(geocoder.lookup(40.4168, -3.7038)?.city).toBe('Madrid');
    expect(geocoder.lookup(47.3728, 8.5411)?.city).toBe('Zürich');
  });

  it('answers the nearest town, not a larger one a little farther', () => {
    expect(geocoder.lookup(52.3003, 4.8633)?.city).toBe('Amstelveen');
  });

  it('answers null at sea, abroad and next to a foreign town across the border', () => {
    expect(geocoder.lookup(54.5, 3.0)).toBeNull();
    expect(geocoder.lookup(35.6762, 139.6503)).toBeNull();
    expect(geocoder.lookup(49.6116, 6.1319)).toBeNull();
  });

  it('places the streets next to Vatican City in Rome', () => {
    expect(geocoder.lookup(41.907, 12.462)).toMatchObject({ country: 'IT', region: 'IT-62' });
  });

  it('reaches every region of the product countries, and places every town in one', () => {
    const reached = new Set<string>();
    const withoutRegion = new Set<string>();
    for (const city of loadGeoNamesCities()) {
      const place = placeRegion(city);
      if (!place) continue;
      if (place.region === null) withoutRegion.add(`${city.country} ${city.adminCode}`);
      else reached.add(place.region);
    }
    const regions = COUNTRY_CODES.flatMap((country) => regionsOf(country).map(({ code }) => code));
    expect(regions.filter((code) => !reached.has(code))).toEqual([]);
    expect([...reached].filter((code) => !regions.includes(code))).toEqual([]);
    // The Chatham Islands are the only GeoNames division outside the regions dataset.
    expect([...withoutRegion]).toEqual(['NZ 10']);
  });

  it('answers 1000 lookups in well under 5 ms each', () => {
    const start = performance.now();
    let found = 0;
    for (let step = 0; step < 1000; step += 1) {
      const latitude = 36 + ((step * 7) % 200) / 10;
      const longitude = -9 + ((step * 13) % 330) / 10;
      if (geocoder.lookup(latitude, longitude)) found += 1;
    }
    expect(performance.now() - start).toBeLessThan(2000);
    expect(found).toBeGreaterThan(500);
  });

  it('builds the shared geocoder on the first call', async () => {
    await expect(reverseGeocode(52.37, 4.89)).resolves.toMatchObject({ city: 'Amsterdam' });
    await expect(reverseGeocode(54.5, 3.0)).resolves.toBeNull();
  });
});
