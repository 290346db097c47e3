import { describe, expect, it } from 'vitest';
import {
  fallbackLanguage,
  initialLanguage,
  languageOf,
  supportedLanguages,
} from './locale-rules.js';

const all = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const;

describe('initialLanguage', () => {
  it('takes the cookie first, even when the browser prefers another language', () => {
    const language = initialLanguage({
      cookie: 'fr',
      browserLanguages: ['de-DE', 'en'],
      domainLanguage: 'nl-NL',
      supported: all,
    });
    expect(language).toBe('fr');
  });

  it('takes the first supported browser language by its 2-letter prefix', () => {
    const language = initialLanguage({
      cookie: undefined,
      browserLanguages: ['sv-SE', 'PL-pl', 'de'],
      domainLanguage: 'nl-NL',
      supported: ['nl', 'de', 'pl'],
    });
    expect(language).toBe('pl');
  });

  it('skips a cookie the brand does not offer', () => {
    const language = initialLanguage({
      cookie: 'pl',
      browserLanguages: ['fr-BE'],
      domainLanguage: 'nl-NL',
      supported: ['nl', 'fr', 'en'],
    });
    expect(language).toBe('fr');
  });

  it('uses the domain language on a first visit when no browser language is supported', () => {
    const language = initialLanguage({
      cookie: undefined,
      browserLanguages: ['sv-SE', 'ja'],
      domainLanguage: 'nl-NL',
      supported: ['nl', 'fr', 'en'],
    });
    expect(language).toBe('nl');
  });

  it('ignores the domain language when a cookie exists (not a first visit)', () => {
    const language = initialLanguage({
      cookie: 'pl',
      browserLanguages: [],
      domainLanguage: 'nl-NL',
      supported: ['nl', 'fr', 'en'],
    });
    expect(language).toBe('en');
  });

  it('ignores an unsupported domain language and falls back to en', () => {
    const language = initialLanguage({
      cookie: undefined,
      browserLanguages: [],
      domainLanguage: 'sv-SE',
      supported: ['nl', 'en'],
    });
    expect(language).toBe('en');
  });

  it("falls back to the brand's first language when en is not offered", () => {
    const language = initialLanguage({
      cookie: undefined,
      browserLanguages: ['ja'],
      domainLanguage: 'sv',
      supported: ['de', 'it'],
    });
    expect(language).toBe('de');
  });
});

describe('language helpers', () => {
  it('reads the 2-letter language of a tag', () => {
    expect(languageOf('nl-NL')).toBe('nl');
    expect(languageOf('EN_us')).toBe('en');
    expect(languageOf('sv')).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });

  it("keeps the brand's supported languages in order without repeats", () => {
    expect(supportedLanguages(['nl', 'xx', 'fr', 'nl'])).toEqual(['nl', 'fr']);
  });

  it('falls back to en, or the first language without en', () => {
    expect(fallbackLanguage(['nl', 'en'])).toBe('en');
    expect(fallbackLanguage(['nl', 'fr'])).toBe('nl');
    expect(fallbackLanguage([])).toBe('en');
  });
});
