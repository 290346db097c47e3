/**
 * The product's fixed vocabularies as plain constants (no zod), so that client bundles can import
 * them without pulling in the schema library. Schemas in this package are built from these lists.
 */

/** Interface languages, in the order the spec lists them. */
export const LANGUAGE_CODES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Language = (typeof LANGUAGE_CODES)[number];

/** A language option: its code, ISO locale, the locale used for GIF search, and its message file. */
export interface LanguageOption {
  code: Language;
  iso: string;
  gifLocale: string;
  file: string;
  /** The language's own name, as shown in the locale dropdown. */
  nativeName: string;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', iso: 'en-US', gifLocale: 'en_US', file: 'en.json', nativeName: 'English' },
  { code: 'de', iso: 'de-DE', gifLocale: 'de_DE', file: 'de.json', nativeName: 'Deutsch' },
  { code: 'es', iso: 'es-ES', gifLocale: 'es_ES', file: 'es.json', nativeName: 'Español' },
  { code: 'fr', iso: 'fr-FR', gifLocale: 'fr_FR', file: 'fr.json', nativeName: 'Français' },
  { code: 'it', iso: 'it-IT', gifLocale: 'it_IT', file: 'it.json', nativeName: 'Italiano' },
  { code: 'nl', iso: 'nl-NL', gifLocale: 'nl_NL', file: 'nl.json', nativeName: 'Nederlands' },
  { code: 'pl', iso: 'pl-PL', gifLocale: 'pl_PL', file: 'pl.json', nativeName: 'Polski' },
];

export const FALLBACK_LANGUAGE: Language = 'en';

/** Countries the product serves, each with the interface languages offered there (spec section 9). */
export const COUNTRY_LANGUAGES = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
} as const satisfies Record<string, readonly Language[]>;

export type Country = keyof typeof COUNTRY_LANGUAGES;
export const COUNTRY_CODES = Object.keys(COUNTRY_LANGUAGES) as Country[];

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

export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const DELETE_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Values of the `signups` setting; any other value closes signup. */
export const SIGNUP_MODES = ['all', 'with_trafficsource', 'none'] as const;

/** Search page size used by the member search. */
export const SEARCH_PAGE_SIZE = 24;
/** The youngest age a member can have or search for. */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 99;

/** Paths of the API, relative to the site's origin. The same paths as the existing PHP backend. */
export const API_PATHS = {
  settings: '/api/settings.php',
  user: '/api/user.php',
  logout: '/api/logout.php',
  companyInfo: '/api/companyinfo.php',
  interests: '/api/interests.php',
  regions: '/api/regions.php',
  search: '/api/search.php',
} as const;

/** Header the client sends on GET /api/user.php (spec section 7). */
export const REQUEST_TYPE_HEADER = { name: 'request-type', value: 'client' } as const;

/**
 * Error codes the server answers with. The UI maps each code to a translated text; `message` is the
 * English text for operators and logs.
 */
export const ERROR_CODES = [
  'validation_failed',
  'authentication_required',
  'login_failed',
  'account_locked',
  'forbidden_origin',
  'not_found',
  'rate_limited',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
