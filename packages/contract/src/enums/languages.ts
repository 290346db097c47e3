// Interface languages and the countries that offer them.
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
