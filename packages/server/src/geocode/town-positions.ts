import { COUNTRY_CODES, type GeoPoint } from '@dating/contract';
import { LOCAL_NAMES, loadGeoNamesCities } from './reverse-geocode.js';

/** Finds where a town lies from the shipped GeoNames dataset, without network. */
export interface TownLocator {
  /**
   * The centre of the most populous town of that name in the country (names compared without
   * case or accents; by its local name too, as in `LOCAL_NAMES`), rounded to 0.01° (about 1 km):
   * a public page places a member in their town, never nearer. Null for an unknown town.
   */
  positionOf(country: string, city: string): GeoPoint | null;
}

/** A town's name as the index keys it: lower case, without accents. */
function townKey(country: string, city: string): string {
  const name = city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  return `${country}:${name}`;
}

const rounded = (degrees: number) => Math.round(degrees * 100) / 100;

/** Indexes the product's countries' towns by name; takes about half a second, so build it once. */
function createTownLocator(): TownLocator {
  const countries = new Set<string>(COUNTRY_CODES);
  const towns = new Map<string, { population: number; point: GeoPoint }>();
  for (const city of loadGeoNamesCities()) {
    if (!countries.has(city.country)) continue;
    const [longitude, latitude] = city.loc.coordinates;
    const point = { latitude: rounded(latitude), longitude: rounded(longitude) };
    // Members write the name their town's people use (Wien), GeoNames often the English one.
    const local = LOCAL_NAMES[city.name];
    for (const name of local ? [city.name, local] : [city.name]) {
      const key = townKey(city.country, name);
      const known = towns.get(key);
      if (!known || known.population < city.population) {
        towns.set(key, { population: city.population, point });
      }
    }
  }
  return {
    positionOf: (country, city) => towns.get(townKey(country, city))?.point ?? null,
  };
}

let shared: TownLocator | undefined;

/** The locator shared by the process, built on the first call (the map lander's first visit). */
export function townLocator(): TownLocator {
  shared ??= createTownLocator();
  return shared;
}
