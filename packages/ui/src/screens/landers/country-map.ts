import type { GeoPoint } from '@dating/contract';
import type { Country } from '@dating/contract/enums';

/** The side of the square each country's outline is drawn in (scripts/make-country-maps.mjs). */
export const MAP_SIZE = 400;

/**
 * A country's outline (an SVG path in a {@link MAP_SIZE} square) and the Mercator projection it
 * was drawn in, as d3-geo's `scale` and `translate`.
 */
export interface CountryMap {
  path: string;
  scale: number;
  translate: readonly [number, number];
}

/** Loads the outline of one country: each is its own small file, loaded when a map shows it. */
export async function loadCountryMap(country: Country): Promise<CountryMap> {
  return (await import(`./maps/${country}.json`)).default as CountryMap;
}

/**
 * Where a place lies on a country's map: the projection the outline was drawn in (Mercator:
 * x = scale · λ + tx, y = ty − scale · ln tan(π/4 + φ/2)), or null outside the square (a town
 * in another country, or on islands the map leaves out).
 */
export function placeOnMap(map: CountryMap, point: GeoPoint): { x: number; y: number } | null {
  const lambda = (point.longitude * Math.PI) / 180;
  const phi = (point.latitude * Math.PI) / 180;
  const x = map.scale * lambda + map.translate[0];
  const y = map.translate[1] - map.scale * Math.log(Math.tan(Math.PI / 4 + phi / 2));
  const inside = (value: number) => value >= 0 && value <= MAP_SIZE;
  return inside(x) && inside(y) ? { x, y } : null;
}
