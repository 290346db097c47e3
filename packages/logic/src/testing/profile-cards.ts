import type { ProfileCard } from '@dating/contract';
import { fixtureImage } from './fixtures.js';

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
const PLACES: ReadonlyArray<{ country: string; region: string; city: string }> = [
  { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' },
  { country: 'NL', region: 'Zuid-Holland', city: 'Rotterdam' },
  { country: 'BE', region: 'Antwerpen', city: 'Antwerpen' },
  { country: 'DE', region: 'Berlin', city: 'Berlin' },
  { country: 'DE', region: 'Bayern', city: 'München' },
  { country: 'FR', region: 'Île-de-France', city: 'Paris' },
  { country: 'IT', region: 'Lazio', city: 'Roma' },
  { country: 'ES', region: 'Madrid', city: 'Madrid' },
  { country: 'PL', region: 'Mazowieckie', city: 'Warszawa' },
  { country: 'GB', region: 'Greater London', city: 'London' },
  { country: 'US', region: 'California', city: 'San Diego' },
  { country: 'IE', region: 'Leinster', city: 'Dublin' },
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
