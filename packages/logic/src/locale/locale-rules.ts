import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  type Language,
  SITE_COOKIES,
} from '@dating/contract/enums';

/** Name of the locale cookie (spec section 9). */
export const LOCALE_COOKIE = SITE_COOKIES.locale.name;
/** Lifetime of the locale cookie in days. */
export { LOCALE_COOKIE_DAYS } from '@dating/contract/enums';

/** The 2-letter interface language of a tag like `nl-NL` or `EN`, if it is one of the product's. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const prefix = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return (LANGUAGE_CODES as readonly string[]).includes(prefix) ? (prefix as Language) : undefined;
}

/** The language used when nothing else applies: `en`, or the brand's first language without `en`. */
export function fallbackLanguage(supported: readonly Language[]): Language {
  if (supported.length === 0 || supported.includes(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE;
  return supported[0] ?? FALLBACK_LANGUAGE;
}

/** Input of `initialLanguage`. */
export interface InitialLanguageInput {
  /** Value of the `i18n_redirected` cookie; undefined when the cookie is absent (first visit). */
  cookie: string | undefined;
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[];
  /** The brand's `domain_language`, e.g. `nl-NL`. */
  domainLanguage: string | null | undefined;
  /** The brand's languages (settings.languages). */
  supported: readonly Language[];
}

/**
 * The language at start (spec sections 4 and 9), first match wins:
 * 1. the `i18n_redirected` cookie, when it names a supported language (the cookie beats the
 *    browser: it records the member's own choice);
 * 2. the browser: the first of `navigator.languages` whose 2-letter prefix is supported;
 * 3. on a first visit (no cookie at all), the first two letters of `domain_language` if supported;
 * 4. `en`, or the brand's first language when `en` is not among its languages.
 */
export function initialLanguage(input: InitialLanguageInput): Language {
  const isSupported = (language: Language | undefined): language is Language =>
    language !== undefined && input.supported.includes(language);
  const fromCookie = languageOf(input.cookie);
  if (input.cookie !== undefined && input.cookie.length === 2 && isSupported(fromCookie)) {
    return fromCookie;
  }
  for (const tag of input.browserLanguages) {
    const language = languageOf(tag);
    if (isSupported(language)) return language;
  }
  if (input.cookie === undefined) {
    const fromDomain = languageOf(input.domainLanguage);
    if (isSupported(fromDomain)) return fromDomain;
  }
  return fallbackLanguage(input.supported);
}

/** The brand's languages that the product supports, in the brand's order, without repeats. */
export function supportedLanguages(languages: readonly string[]): Language[] {
  const result: Language[] = [];
  for (const code of languages) {
    if (
      (LANGUAGE_CODES as readonly string[]).includes(code) &&
      !result.includes(code as Language)
    ) {
      result.push(code as Language);
    }
  }
  return result;
}
