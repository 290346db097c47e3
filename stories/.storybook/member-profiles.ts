import type { LikeProfile, MemberProfile } from '@dating/contract';
import { fixtureImage, fixtureProfile } from '@dating/logic/testing';
import { type FictionalNoticeProps, useBrandTexts } from '@dating/ui';

/** A photo of another member, its id its variant (so that every photo of a story is distinct). */
export const memberPhoto = (variant: number, long = true) => ({
  ...fixtureImage(variant, { long }),
  id: variant,
});

/**
 * Another member's profile as a free member sees it: Sophie from Amsterdam, real, online, new
 * here, two photos shown and three locked, no like either way. Override any field.
 */
export function fixtureMemberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  const {
    date_of_birth: _birth,
    region_code: _region,
    ...profile
  } = fixtureProfile({
    id: 2002,
    name: 'Sophie',
    age: 31,
    gender: 'female',
    country: 'NL',
    region: 'Noord-Holland',
    city: 'Amsterdam',
    main_image: memberPhoto(12),
    photos: [memberPhoto(12), memberPhoto(13)],
    sexuality: 'hetero',
    hair_color: 'blond',
    eye_color: 'green',
    body_type: 'slim',
    relationship_status: 'single',
    tattoos: 'some',
    interests: ['travelling', 'music', 'wine', 'yoga'],
    notes: 'Sunday markets, long bike rides and a good glass of wine afterwards.',
  });
  return {
    ...profile,
    signup_date: '2026-01-10T09:00:00.000Z',
    locked_photos: 3,
    like: null,
    blocked: false,
    ...overrides,
  };
}

/** A fictional profile, run by the brand's team: Giulia from Rotterdam. */
export function fixtureFictionalProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return fixtureMemberProfile({
    id: 2003,
    name: 'Giulia',
    age: 27,
    city: 'Rotterdam',
    region: 'Zuid-Holland',
    fictional: true,
    main_image: memberPhoto(16),
    photos: [memberPhoto(16), memberPhoto(17)],
    interests: ['dancing', 'music', 'cooking'],
    notes: 'Always up for dancing, and for the pasta afterwards.',
    ...overrides,
  });
}

/** A member in the likes lists, with how the two stand. */
export function fixtureLikeProfile(
  like: LikeProfile['like'],
  overrides: Partial<LikeProfile> = {},
): LikeProfile {
  const { name, age, gender, country, region, city, main_image, fictional, online, id } =
    fixtureMemberProfile();
  return {
    id,
    name,
    age,
    gender,
    country,
    region,
    city,
    main_image,
    fictional,
    online,
    like,
    liked_at: '2026-01-15T10:30:00.000Z',
    ...overrides,
  };
}

/** The toolbar brand's fictional icon and singular label in the toolbar language. */
export function useFictionalLabel(): FictionalNoticeProps {
  const texts = useBrandTexts();
  return { icon: texts.fictional_icon, label: texts.fictional_singular };
}
