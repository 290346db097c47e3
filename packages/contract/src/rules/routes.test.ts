import { describe, expect, it } from 'vitest';
import { LANGUAGE_SLUGS } from '../enums/landers.js';
import { LANGUAGE_CODES } from '../enums/languages.js';
import { ID_PARAM, languageOfSlug, routeParamsAllowed, slugOfLanguage } from './routes.js';

describe('routeParamsAllowed', () => {
  it('takes a value of the list, or one the pattern matches whole', () => {
    const rules = { type: { values: ['received', 'given'] }, id: ID_PARAM };
    expect(routeParamsAllowed(rules, { type: 'given', id: '42' })).toBe(true);
    expect(routeParamsAllowed(rules, { type: 'liked', id: '42' })).toBe(false);
    for (const id of ['0', '042', '4a', '1e3', ' 4', '12345678901234567']) {
      expect(routeParamsAllowed(rules, { type: 'given', id }), id).toBe(false);
    }
  });

  it('passes an optional parameter left out, and any parameter without a rule', () => {
    expect(routeParamsAllowed({ method: { values: ['ideal'] } }, { method: undefined })).toBe(true);
    expect(routeParamsAllowed(undefined, { anything: 'x' })).toBe(true);
    expect(routeParamsAllowed({ id: ID_PARAM }, { slug: 'x' })).toBe(true);
  });
});

describe('languageOfSlug and slugOfLanguage', () => {
  it('names each interface language by its three-letter path, both ways', () => {
    for (const language of LANGUAGE_CODES) {
      expect(languageOfSlug(slugOfLanguage(language))).toBe(language);
    }
    expect(languageOfSlug('eng')).toBe('en');
    expect(languageOfSlug('deu')).toBe('de');
    expect(slugOfLanguage('nl')).toBe('nld');
  });

  it('leaves auto, no slug and other words to the visitor', () => {
    for (const slug of ['auto', undefined, 'en', 'ger', 'toString', '__proto__']) {
      expect(languageOfSlug(slug), String(slug)).toBeUndefined();
    }
  });

  it('lists every language path and auto as the slugs a route takes', () => {
    expect([...LANGUAGE_SLUGS].sort()).toEqual(
      ['auto', 'deu', 'eng', 'fra', 'ita', 'nld', 'pol', 'spa'].sort(),
    );
  });
});
