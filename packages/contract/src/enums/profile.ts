// What a profile is made of: the values of its details, and the ages members may have.
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];

export const HAIR_COLORS = ['black', 'brown', 'blond', 'red', 'grey', 'bald', 'other'] as const;
export type HairColor = (typeof HAIR_COLORS)[number];

export const EYE_COLORS = ['brown', 'blue', 'green', 'grey', 'hazel'] as const;
export type EyeColor = (typeof EYE_COLORS)[number];

export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'large'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const RELATIONSHIP_STATUSES = [
  'single',
  'divorced',
  'widowed',
  'separated',
  'in_relationship',
  'married',
] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

export const TATTOO_OPTIONS = ['none', 'some', 'many'] as const;
export type Tattoos = (typeof TATTOO_OPTIONS)[number];

/** About 50 interests; labels live in the UI's translations under `profile.interests.<code>`. */
export const INTERESTS = [
  'relationship',
  'onenightstand',
  'kissing',
  'sex',
  'flirting',
  'cuddling',
  'dating',
  'friendship',
  'gym',
  'sports',
  'running',
  'cycling',
  'swimming',
  'yoga',
  'dancing',
  'hiking',
  'skiing',
  'football',
  'music',
  'concerts',
  'festivals',
  'movies',
  'theatre',
  'reading',
  'art',
  'photography',
  'fashion',
  'shopping',
  'travelling',
  'beach',
  'camping',
  'nature',
  'animals',
  'gardening',
  'cooking',
  'wine',
  'beer',
  'dining_out',
  'coffee',
  'baking',
  'gaming',
  'technology',
  'cars',
  'motorcycles',
  'diy',
  'languages',
  'volunteering',
  'spirituality',
  'parties',
  'nightlife',
] as const;
export type Interest = (typeof INTERESTS)[number];

/** Account states. `not_confirmed` until the e-mail link is used; `deleted` during the 14-day reactivation window. */
export const USER_STATUSES = ['not_confirmed', 'active', 'disabled', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PROFILE_STATUSES = ['active', 'disabled'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** Photo moderation states; only an `active` image may be used as a share image. */
export const IMAGE_STATUSES = ['active', 'pending', 'rejected'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

/** Whom a member wants to meet, asked at signup; together with the gender it gives the sexuality. */
export const LOOKING_FOR = ['male', 'female', 'both'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];

/** The youngest age a member can have or search for. */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 99;
