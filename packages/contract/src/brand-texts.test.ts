import { describe, expect, it } from 'vitest';
import { brandSchema, brandSettings } from './brand.js';
import { brandTexts, languagesWithoutText, localizedText } from './rules.js';
import { settingsSchema } from './settings.js';

const herzklopfen = {
  slug: 'herzklopfen',
  name: 'Herzklopfen',
  domain: 'herzklopfen.example',
  domain_language: 'de-DE',
  countries: ['DE', 'PL'],
  languages: ['de', 'en', 'pl'],
  index_title: { de: 'Singles treffen', en: 'Meet singles' },
  fictional_singular: { de: 'fiktives Profil', en: 'fictional profile', pl: 'profil fikcyjny' },
  fictional_warning: 'Einige Profile sind fiktiv.',
};

const serverValues = { push_public_key: '', geoip_country: null, geoip_selected_country: null };

describe('brand texts', () => {
  it('accepts one string or a map of language to string for each text field', () => {
    const brand = brandSchema.parse(herzklopfen);
    const settings = settingsSchema.parse(brandSettings(brand, serverValues));
    expect(settings.index_title).toEqual({ de: 'Singles treffen', en: 'Meet singles' });
    expect(settings.fictional_warning).toBe('Einige Profile sind fiktiv.');
  });

  it('refuses a language that is not an interface language, or an empty map', () => {
    expect(brandSchema.safeParse({ ...herzklopfen, fictional_singular: { xx: 'x' } }).success).toBe(
      false,
    );
    expect(brandSchema.safeParse({ ...herzklopfen, fictional_plural: {} }).success).toBe(false);
    expect(brandSchema.safeParse({ ...herzklopfen, fictional_plural: '' }).success).toBe(false);
  });

  it("shows the member's language, else the domain language", () => {
    const settings = brandSettings(brandSchema.parse(herzklopfen), serverValues);
    expect(brandTexts(settings, 'en')).toMatchObject({
      index_title: 'Meet singles',
      fictional_singular: 'fictional profile',
      fictional_warning: 'Einige Profile sind fiktiv.',
    });
    expect(brandTexts(settings, 'pl').index_title).toBe('Singles treffen');
    expect(localizedText({ fr: 'profil fictif' }, 'en', 'de-DE')).toBe('profil fictif');
  });

  it('gives the fictional labels in every interface language by default', () => {
    const settings = brandSettings(
      brandSchema.parse({ slug: 'lieb', name: 'Lieb', domain: 'lieb.example', countries: ['NL'] }),
      serverValues,
    );
    expect(brandTexts(settings, 'nl').fictional_singular).toBe('fictief profiel');
    expect(brandTexts(settings, 'pl').fictional_plural).toBe('profile fikcyjne');
  });

  it('names the languages of a brand without a text of their own', () => {
    expect(languagesWithoutText({ de: 'a', en: 'b' }, ['de', 'en', 'pl'], 'de-DE')).toEqual(['pl']);
    expect(languagesWithoutText('a', ['de', 'en', 'pl'], 'de-DE')).toEqual(['en', 'pl']);
    expect(languagesWithoutText('', ['de', 'en'], 'de-DE')).toEqual([]);
  });
});
