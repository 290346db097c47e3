import {
  BODY_TYPES,
  type BodyType,
  type Brand,
  COUNTRY_LANGUAGES,
  type Country,
  type EyeColor,
  type Gender,
  type HairColor,
  INTERESTS,
  type Interest,
  type Language,
  RELATIONSHIP_STATUSES,
  type RelationshipStatus,
  type Sexuality,
  TATTOO_OPTIONS,
  type Tattoos,
} from '@dating/contract';
import { namesOf } from './names.js';
import { demoNotes } from './notes.js';
import { type Place, placesOf } from './places.js';
import { FACE_VARIANTS, faceEyes, portraitFile, SHOTS_PER_FACE } from './portraits.js';
import { createRandom, type Random } from './random.js';

/** How many generated members each brand gets (the two demo logins come on top). */
const DEMO_MEMBER_COUNT = 220;
/** The share of generated members that are fictional profiles. */
const FICTIONAL_SHARE = 0.15;

/** A generated member: profile details and the pool portraits of their photos. */
export interface DemoMember {
  email: string;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  dateOfBirth: string;
  place: Place;
  language: Language;
  hairColor: HairColor;
  eyeColor: EyeColor;
  bodyType: BodyType;
  relationshipStatus: RelationshipStatus;
  tattoos: Tattoos;
  interests: Interest[];
  notes: string | null;
  fictional: boolean;
  paidUser: boolean;
  credits: number;
  signupDate: Date;
  lastSeenAt: Date | null;
  photos: { filename: string; thumb: string; thumb2x: string }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

function hairFor(random: Random, gender: Gender, age: number): HairColor {
  if (age > 52 && random.chance(0.5)) return 'grey';
  if (gender === 'male' && age > 30 && random.chance(0.12)) return 'bald';
  return random.pick<HairColor>(['black', 'brown', 'brown', 'blond', 'blond', 'red', 'other']);
}

function sexualityFor(random: Random, gender: Gender): Sexuality {
  const roll = random.next();
  if (roll < 0.78) return 'hetero';
  if (roll < 0.9) return 'bi';
  return gender === 'female' ? 'lesbian' : 'gay';
}

function birthDate(random: Random, age: number, now: number): string {
  const birthday = new Date(now - random.integer(1, 364) * DAY_MS);
  birthday.setUTCFullYear(birthday.getUTCFullYear() - age);
  return birthday.toISOString().slice(0, 10);
}

/** One brand's generated members, the same every time for the same brand and moment's year. */
export function demoMembers(brand: Brand, now: number): DemoMember[] {
  const random = createRandom(`demo:${brand.slug}`);
  const places = brand.countries.flatMap((country) =>
    placesOf(country as Country, COUNTRY_LANGUAGES[country as Country][0]),
  );
  const members: DemoMember[] = [];
  for (let index = 0; index < DEMO_MEMBER_COUNT; index += 1) {
    const gender: Gender = index % 2 === 0 ? 'female' : 'male';
    const place = random.pick(places);
    const names = namesOf(place.language);
    const firstName = random.pick(gender === 'female' ? names.female : names.male);
    const lastName = random.pick(names.last);
    const age = random.chance(0.6) ? random.integer(22, 45) : random.integer(18, 70);
    const hairColor = hairFor(random, gender, age);
    const variant = random.integer(0, FACE_VARIANTS - 1);
    const shots = random.integer(1, SHOTS_PER_FACE);
    const signupDate = new Date(now - random.integer(1, 700) * DAY_MS - random.integer(0, DAY_MS));
    const paidUser = random.chance(0.2);
    members.push({
      email: `${ascii(firstName)}.${ascii(gender === 'female' ? names.feminine(lastName) : lastName)}${index + 1}@members.${brand.domain}`,
      name: firstName,
      gender,
      sexuality: sexualityFor(random, gender),
      dateOfBirth: birthDate(random, age, now),
      place,
      language: place.language,
      hairColor,
      eyeColor: faceEyes(hairColor, variant),
      bodyType: random.pick(BODY_TYPES),
      relationshipStatus: random.chance(0.55) ? 'single' : random.pick(RELATIONSHIP_STATUSES),
      tattoos: random.chance(0.6) ? 'none' : random.pick(TATTOO_OPTIONS),
      interests: random.sample(INTERESTS, random.integer(3, 8)),
      notes: demoNotes(place.language, random),
      fictional: random.chance(FICTIONAL_SHARE),
      paidUser,
      credits: paidUser ? random.integer(0, 120) : random.integer(0, 10),
      signupDate,
      lastSeenAt: random.chance(0.25) ? new Date(now - random.integer(0, 240) * 1000) : null,
      photos: Array.from({ length: shots }, (_, shot) => {
        const face = { gender, hair: hairColor, variant, shot };
        return {
          filename: portraitFile(face),
          thumb: portraitFile(face, 'thumb'),
          thumb2x: portraitFile(face, 'thumb-2x'),
        };
      }),
    });
  }
  return members;
}
