// The landing pages that paid traffic arrives on (spec section 2, "Landing pages").
import type { Language } from './languages.js';

/** The landers at `/landers/{name}/{slug?}`, each its own design around the brand's members. */
export const LANDER_NAMES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderName = (typeof LANDER_NAMES)[number];

/** The swipe-deck lander, at `/landers/tinderswipe` (no slug: the visitor's language). */
export const SWIPE_LANDER = 'tinderswipe';

/**
 * The language paths of landers and member landings: three letters (ISO 639-2/B) per interface
 * language. A campaign links to the language it was bought for; `auto` takes the visitor's.
 */
export const LANGUAGE_PATHS = {
  eng: 'en',
  deu: 'de',
  spa: 'es',
  fra: 'fr',
  ita: 'it',
  nld: 'nl',
  pol: 'pl',
} as const satisfies Record<string, Language>;

/** The slug that leaves the language to the visitor (cookie, browser, brand, as everywhere). */
export const AUTO_LANGUAGE_PATH = 'auto';

/** Every slug a lander or member landing takes: a language path or `auto`. */
export const LANGUAGE_SLUGS: readonly string[] = [
  ...Object.keys(LANGUAGE_PATHS),
  AUTO_LANGUAGE_PATH,
];
