// Writes src/screens/landers/maps/<country>.json: an outline of each country the product serves, for
// the map lander, drawn from Natural Earth's 1:50m boundaries (world-atlas) in a Mercator
// projection fitted into a 400 x 400 square, with the projection's scale and translation so that
// the browser can place members' towns on it (see country-map.ts). Run
// `pnpm --filter @dating/ui maps` after the product gains a country; the files are committed
// (the browser carries no map library, and loads only the map it shows).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const SIZE = 400;
const OUT = new URL('../src/screens/landers/maps/', import.meta.url);
const PADDING = 12;
/** The smallest island drawn, in square pixels of the map. */
const MINIMUM_AREA = 6;

/** ISO 3166-1 numeric codes (world-atlas ids) of the product's countries. */
const NUMERIC = {
  US: '840',
  NL: '528',
  BE: '056',
  FR: '250',
  IT: '380',
  ES: '724',
  DE: '276',
  AT: '040',
  IE: '372',
  GB: '826',
  CA: '124',
  PL: '616',
  AU: '036',
  NZ: '554',
  CH: '756',
};

/**
 * The part of a country its map shows, as [west, south, east, north]: the mainland and the
 * islands near it, not overseas territories that would shrink it to a dot (Alaska and Hawaii, the
 * Canaries, the Caribbean Netherlands, the French overseas departments, New Zealand's outlying
 * islands).
 */
const MAINLAND = {
  US: [-125, 24, -66, 50],
  NL: [3, 50.5, 7.5, 54],
  FR: [-5.5, 41, 10, 51.5],
  ES: [-10, 35.5, 5, 44.5],
  NZ: [165, -48, 179.9, -34],
  AU: [112, -44, 154, -10],
};

/** Countries so large that 1:110m boundaries are as fine as a 400 px map shows. */
const LARGE = new Set(['US', 'CA', 'AU']);

const outlines = (scale) => {
  const world = JSON.parse(
    readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), 'utf8'),
  );
  return feature(world, world.objects.countries).features;
};
const detailed = outlines('50m');
const coarse = outlines('110m');

const inside =
  ([west, south, east, north]) =>
  (ring) => {
    const [lon, lat] = ring[0][0];
    return lon >= west && lon <= east && lat >= south && lat <= north;
  };

const maps = {};
for (const [code, id] of Object.entries(NUMERIC)) {
  const country = (LARGE.has(code) ? coarse : detailed).find((candidate) => candidate.id === id);
  if (!country) throw new Error(`No outline for ${code} (${id})`);
  const box = MAINLAND[code];
  const geometry =
    box && country.geometry.type === 'MultiPolygon'
      ? { type: 'MultiPolygon', coordinates: country.geometry.coordinates.filter(inside(box)) }
      : country.geometry;
  const projection = geoMercator().fitExtent(
    [
      [PADDING, PADDING],
      [SIZE - PADDING, SIZE - PADDING],
    ],
    { type: 'Feature', properties: {}, geometry },
  );
  // Islands smaller than a few pixels would be specks: left out (Canada's Arctic has thousands).
  const project = geoPath(projection);
  const parts =
    geometry.type === 'MultiPolygon'
      ? geometry.coordinates.filter(
          (polygon) => project.area({ type: 'Polygon', coordinates: polygon }) >= MINIMUM_AREA,
        )
      : [geometry.coordinates];
  const path = project.digits(0)({ type: 'MultiPolygon', coordinates: parts });
  const [x, y] = projection.translate();
  maps[code] = {
    path,
    scale: Number(projection.scale().toFixed(3)),
    translate: [Number(x.toFixed(3)), Number(y.toFixed(3))],
  };
}

mkdirSync(OUT, { recursive: true });
for (const [code, map] of Object.entries(maps)) {
  writeFileSync(new URL(`${code}.json`, OUT), `${JSON.stringify(map)}\n`);
}
console.log(
  Object.entries(maps)
    .map(([code, map]) => `${code} ${map.path.length}`)
    .join(', '),
);
