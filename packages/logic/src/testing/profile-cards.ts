import type { GeoPoint, ProfileCard, ShowcaseProfile } from '@dating/contract';
import { fixtureImage } from './fixtures.js';

function at(latitude: number, longitude: number): GeoPoint {
  return { latitude, longitude };
}

const FEMALE_NAMES = [
  'Sophie',
  'Emma',
  'Lotte',
  'Giulia',
  'Marta',
  'Claire',
  'Anna',
  'Lucía',
  'Zoë',
  'Hanna',
  'Chloé',
  'Olivia',
];
const MALE_NAMES = [
  'Daan',
  'Lukas',
  'Marco',
  'Jakub',
  'Louis',
  'James',
  'Pablo',
  'Finn',
  'Tom',
  'Mateo',
  'Jonas',
  'Noah',
];
const PLACES: ReadonlyArray<{
  country: string;
  region: string;
  city: string;
  position: GeoPoint;
}> = [
  { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam', position: at(52.37, 4.89) },
  { country: 'NL', region: 'Zuid-Holland', city: 'Rotterdam', position: at(51.92, 4.48) },
  { country: 'BE', region: 'Antwerpen', city: 'Antwerpen', position: at(51.22, 4.4) },
  { country: 'DE', region: 'Berlin', city: 'Berlin', position: at(52.52, 13.41) },
  { country: 'DE', region: 'Bayern', city: 'München', position: at(48.14, 11.58) },
  { country: 'FR', region: 'Île-de-France', city: 'Paris', position: at(48.85, 2.35) },
  { country: 'IT', region: 'Lazio', city: 'Roma', position: at(41.89, 12.51) },
  { country: 'ES', region: 'Madrid', city: 'Madrid', position: at(40.42, -3.7) },
  { country: 'PL', region: 'Mazowieckie', city: 'Warszawa', position: at(52.23, 21.01) },
  { country: 'GB', region: 'Greater London', city: 'London', position: at(51.51, -0.13) },
  { country: 'US', region: 'California', city: 'San Diego', position: at(32.72, -117.16) },
  { country: 'IE', region: 'Leinster', city: 'Dublin', position: at(53.33, -6.25) },
];

/** A small deterministic random generator (mulberry32), so fixtures are the same on every run. */
function random(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(value ^ (value >>> 15), 1 | value);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function choose<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T;
}

/**
 * `count` varied search cards, the same for the same `seed`: names, ages 18 to 69, cities in
 * several countries. About one in four is fictional, about one in seven has no main image (one of
 * the first three always has none), and the rest have inline SVG portrait avatars.
 */
export function fixtureProfileCards(count: number, seed = 1): ProfileCard[] {
  const next = random(seed);
  const cards: ProfileCard[] = [];
  for (let index = 0; index < count; index += 1) {
    const female = next() < 0.55;
    const place = choose(PLACES, next);
    const variant = Math.floor(next() * 1000);
    const withoutImage = index % 7 === 2;
    cards.push({
      id: seed * 10_000 + index + 1,
      name: choose(female ? FEMALE_NAMES : MALE_NAMES, next),
      age: 18 + Math.floor(next() * 52),
      gender: female ? 'female' : 'male',
      country: place.country,
      region: place.region,
      city: index % 11 === 5 ? null : place.city,
      main_image: withoutImage ? null : fixtureImage(variant, { long: female }),
      fictional: index % 4 === 1,
      online: next() < 0.4,
    });
  }
  return cards;
}

/** Openings of about-me texts, as members write them. */
const LINES = [
  'Sunday markets, long walks and a good espresso afterwards.',
  'New in town and curious who else likes live music.',
  'I laugh too loud at my own jokes. Yours will have to be better.',
  null,
  'Looking for someone to share a bottle of wine and a sunset with.',
  'Cyclist, bookworm, terrible at cooking but great at ordering.',
];

/**
 * `count` members of a public page (GET showcase.php), the same for the same `seed`: the fixture
 * cards that have a main image, each with an opening line (most of them) and their town's position.
 */
export function fixtureShowcaseProfiles(count: number, seed = 1): ShowcaseProfile[] {
  return fixtureProfileCards(count * 2, seed)
    .filter((card) => card.main_image !== null)
    .slice(0, count)
    .map((card, index) => ({
      ...card,
      line: LINES[index % LINES.length] ?? null,
      position: PLACES.find((place) => place.city === card.city)?.position ?? null,
    }));
}
