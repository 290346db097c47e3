import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  brandLanguages,
  brandSchema,
  brandSettings,
  COUNTRY_LANGUAGES,
  describeIssues,
  LANGUAGE_CODES,
  LANGUAGES,
  loginRequestSchema,
  PAYMENT_METHODS,
  searchQuerySchema,
} from './index.js';

describe('enums', () => {
  it('lists the seven interface languages with their ISO locale', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([...LANGUAGE_CODES]);
    expect(LANGUAGES.find((language) => language.code === 'en')?.iso).toBe('en-US');
  });

  it('offers the spec languages per country', () => {
    expect(COUNTRY_LANGUAGES.BE).toEqual(['nl', 'fr', 'de']);
    expect(COUNTRY_LANGUAGES.CH).toEqual(['de', 'it', 'fr', 'en']);
    expect(COUNTRY_LANGUAGES.US).toEqual(['en', 'es']);
  });

  it('has the 18 payment methods', () => {
    expect(PAYMENT_METHODS).toHaveLength(18);
  });
});

describe('searchQuerySchema', () => {
  it('coerces query-string numbers and fills defaults', () => {
    expect(searchQuerySchema.parse({ min_age: '25', gender: 'female' })).toEqual({
      gender: 'female',
      min_age: 25,
      max_age: 99,
      page: 1,
    });
  });

  it('refuses ages under 18 and a reversed range', () => {
    expect(searchQuerySchema.safeParse({ min_age: '17' }).success).toBe(false);
    const reversed = searchQuerySchema.safeParse({ min_age: 40, max_age: 30 });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.path).toEqual(['min_age']);
  });
});

describe('loginRequestSchema', () => {
  it('needs an e-mail address and a password', () => {
    expect(loginRequestSchema.safeParse({ email: 'anna@example.com', password: 'x' }).success).toBe(
      true,
    );
    expect(loginRequestSchema.safeParse({ email: 'anna', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'anna@example.com', password: '' }).success).toBe(
      false,
    );
  });
});

describe('apiErrorSchema', () => {
  it('carries the lockout minutes', () => {
    expect(
      apiErrorSchema.parse({ error: 'account_locked', message: 'locked', minutes: 15 }).minutes,
    ).toBe(15);
  });
});

describe('brandSchema', () => {
  const amora = {
    slug: 'amora',
    name: 'Amora',
    domain: 'amora.example',
    domain_language: 'nl-NL',
    countries: ['NL', 'BE'],
    languages: ['nl', 'fr', 'en'],
    theme: 'classic',
    fictional_icon: '🎭',
    fictional_warning: 'Some profiles are fictional and are run by our team.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    support_email: 'help@amora.example',
    support_phone: '+31 20-123 45 67',
  };

  it('accepts a brand file as an operator writes it and fills defaults', () => {
    const brand = brandSchema.parse(amora);
    expect(brand.message_credits).toBe(5);
    expect(
      brandSettings(brand, {
        push_public_key: '',
        geoip_country: null,
        geoip_selected_country: null,
      }),
    ).toMatchObject({
      name: 'Amora',
      languages: ['nl', 'fr', 'en'],
      support_email: 'help@amora.example',
    });
  });

  it('derives languages from countries when the brand lists none', () => {
    const brand = brandSchema.parse({
      slug: 'alpen',
      name: 'Alpen',
      domain: 'alpen.example',
      countries: ['CH', 'AT'],
    });
    expect(brandLanguages(brand)).toEqual(['en', 'de', 'fr', 'it']);
  });

  it('names the wrong field and the reason', () => {
    const result = brandSchema.safeParse({
      ...amora,
      languages: ['nl', 'xx'],
      domain: 'Not A Domain',
    });
    expect(result.success).toBe(false);
    const lines = describeIssues(result.error?.issues ?? []);
    expect(lines).toContainEqual(expect.stringMatching(/^languages\[1\]: /));
    expect(lines).toContainEqual(expect.stringMatching(/^domain: must be a lowercase domain name/));
  });

  it('refuses unknown fields, so a typo does not pass silently', () => {
    const lines = describeIssues(
      brandSchema.safeParse({ ...amora, fictonal_icon: 'x' }).error?.issues ?? [],
    );
    expect(lines.join('\n')).toMatch(/fictonal_icon/);
  });
});
