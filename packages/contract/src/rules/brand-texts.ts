import type { Language } from '../enums.js';

/**
 * A brand text: one string for every language, or a map of language to string
 * (`{ "de": "fiktives Profil", "en": "fictional profile" }`).
 */
export type LocalizedText = string | Partial<Record<Language, string>>;

/** The brand's text fields that may differ per language. */
export const BRAND_TEXT_FIELDS = [
  'index_title',
  'description',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
] as const;
export type BrandTextField = (typeof BRAND_TEXT_FIELDS)[number];

/** The brand texts of one language, ready to show. */
export type BrandTexts = Record<BrandTextField, string>;

/** A brand's main language: its `domain_language` without the region (`nl-NL` is `nl`). */
export function mainLanguageOf(domainLanguage: string): Language {
  return domainLanguage.slice(0, 2) as Language;
}

/**
 * The text to show in `language`: the language's own text, else the text of the brand's domain
 * language (`nl-NL` counts as `nl`), else the first text there is. A plain string is every
 * language's text.
 */
export function localizedText(
  text: LocalizedText,
  language: string,
  domainLanguage: string,
): string {
  if (typeof text === 'string') return text;
  const texts: Partial<Record<string, string>> = text;
  return (
    texts[language] ??
    texts[mainLanguageOf(domainLanguage)] ??
    Object.values(texts).find(Boolean) ??
    ''
  );
}

/** Every brand text in `language` (see {@link localizedText}): the one place brand texts resolve. */
export function brandTexts(
  settings: Record<BrandTextField, LocalizedText> & { domain_language: string },
  language: string,
): BrandTexts {
  return Object.fromEntries(
    BRAND_TEXT_FIELDS.map((field) => [
      field,
      localizedText(settings[field], language, settings.domain_language),
    ]),
  ) as BrandTexts;
}

/**
 * The languages of a brand that have no text of their own in a field. A plain string counts as
 * the text of the domain language only; an empty string needs no translation.
 */
export function languagesWithoutText(
  text: LocalizedText | undefined,
  languages: readonly Language[],
  domainLanguage: string,
): Language[] {
  if (text === undefined || text === '') return [];
  if (typeof text === 'string') {
    return languages.filter((language) => language !== mainLanguageOf(domainLanguage));
  }
  return languages.filter((language) => !text[language]);
}
