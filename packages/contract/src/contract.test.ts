import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  brandLanguages,
  brandSchema,
  brandSettings,
  COUNTRY_LANGUAGES,
  describeIssues,
  ENDPOINT_NAMES,
  ENDPOINT_SCHEMAS,
  ENDPOINTS,
  emailProblem,
  endpointErrorCodes,
  endpointErrorSchema,
  fieldProblemsOf,
  isRetrySafe,
  isValidEmail,
  LANGUAGE_CODES,
  LANGUAGES,
  loginRequestSchema,
  PAYMENT_METHODS,
  photoUpdateSchema,
  profileUpdateSchema,
  pushSubscriptionSchema,
  searchQuerySchema,
  signupRequestSchema,
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

describe('the e-mail rule', () => {
  it('lets every address that can sign up also log in (regression: jörg@example.de)', () => {
    for (const email of ['jörg@example.de', 'anna&bob@example.com', 'Eva.Smit+dating@mail.nl']) {
      const signup = signupRequestSchema.safeParse({
        email,
        name: 'Jörg',
        password: 'long enough',
        date_of_birth: '1990-01-01',
        gender: 'male',
        looking_for: 'female',
        language: 'de',
      });
      expect(signup.success, email).toBe(true);
      expect(loginRequestSchema.safeParse({ email, password: 'x' }).success, email).toBe(true);
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('answers required for an empty address and invalid for a malformed one', () => {
    expect(emailProblem('  ')).toBe('required');
    expect(emailProblem('anna@example')).toBe('invalid');
    expect(emailProblem('anna example.com')).toBe('invalid');
  });
});

describe('field problems of a request', () => {
  const problemsOf = (input: unknown) => {
    const result = signupRequestSchema.safeParse(input, { reportInput: true });
    return result.success ? {} : fieldProblemsOf(result.error, 'body');
  };

  it('tells a missing field (required) from a wrong one (invalid)', () => {
    expect(problemsOf({ email: 'anna@example.com', name: 'Anna', gender: 'dog' })).toMatchObject({
      password: 'required',
      date_of_birth: 'required',
      gender: 'invalid',
      looking_for: 'required',
    });
  });

  it('answers too_long for a 201-character password (regression: it said too short)', () => {
    expect(problemsOf({ password: 'x'.repeat(201) }).password).toBe('too_long');
    expect(problemsOf({ password: 'short' }).password).toBe('too_short');
  });

  it('refuses names with invisible or direction-changing characters, and NFC-normalises', () => {
    const base = {
      email: 'anna@example.com',
      password: 'long enough',
      date_of_birth: '1990-01-01',
      gender: 'female',
      looking_for: 'male',
      language: 'en',
    };
    for (const name of ['Anna\u202Egnp', 'An\u200Bna', 'Anna\u0000']) {
      expect(problemsOf({ ...base, name }).name, JSON.stringify(name)).toBe('control_characters');
    }
    const parsed = signupRequestSchema.parse({ ...base, name: 'Jose\u0301' });
    expect(parsed.name).toBe('Jos\u00e9');
  });

  it('answers too_large for an id beyond 32 bits instead of reaching the database', () => {
    const result = photoUpdateSchema.safeParse({ id: 2_147_483_648, main: true });
    expect(result.success).toBe(false);
    expect(fieldProblemsOf(result.error as never, 'body')).toEqual({ id: 'too_large' });
  });

  it('counts an interest named twice once', () => {
    expect(profileUpdateSchema.parse({ interests: ['wine', 'wine', 'gym'] }).interests).toEqual([
      'wine',
      'gym',
    ]);
  });

  it('takes only https push endpoints of known push services', () => {
    const subscription = (endpoint: string) => ({
      subscription: { endpoint, keys: { p256dh: 'key', auth: 'auth' } },
    });
    expect(
      pushSubscriptionSchema.safeParse(subscription('https://fcm.googleapis.com/fcm/send/abc'))
        .success,
    ).toBe(true);
    for (const endpoint of [
      'http://127.0.0.1:5432/x',
      'file:///etc/passwd',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user@fcm.googleapis.com/x',
    ]) {
      expect(pushSubscriptionSchema.safeParse(subscription(endpoint)).success, endpoint).toBe(
        false,
      );
    }
  });
});

describe('the endpoint table', () => {
  it('gives every endpoint a route and schemas, and every kind of endpoint its error codes', () => {
    expect(Object.keys(ENDPOINT_SCHEMAS).sort()).toEqual([...ENDPOINT_NAMES].sort());
    expect(endpointErrorCodes('getInterests')).toEqual([
      'not_found',
      'internal_error',
      'bad_request',
    ]);
    expect(endpointErrorCodes('changePassword')).toEqual(
      expect.arrayContaining(['authentication_required', 'forbidden_origin', 'wrong_password']),
    );
    expect(endpointErrorCodes('uploadPhoto')).toEqual(
      expect.arrayContaining(['idempotency_key_reused', 'request_in_progress']),
    );
  });

  it('enforces the declared error codes and field problems of an endpoint', () => {
    const login = endpointErrorSchema('login');
    expect(login.safeParse({ error: 'login_failed', message: 'x' }).success).toBe(true);
    expect(
      login.safeParse({ error: 'validation_failed', message: 'x', fields: { email: 'invalid' } })
        .success,
    ).toBe(true);
    expect(login.safeParse({ error: 'token_invalid', message: 'x' }).success).toBe(false);
    expect(
      login.safeParse({ error: 'validation_failed', message: 'x', fields: { email: 'taken' } })
        .success,
    ).toBe(false);
    expect(
      login.safeParse({ error: 'validation_failed', message: 'x', fields: { colour: 'invalid' } })
        .success,
    ).toBe(false);
  });

  it('retries only what is safe to send twice', () => {
    expect(isRetrySafe(ENDPOINTS.getUser)).toBe(true);
    expect(isRetrySafe(ENDPOINTS.updateProfile)).toBe(false);
    expect(isRetrySafe(ENDPOINTS.login)).toBe(false);
    expect(isRetrySafe(ENDPOINTS.uploadPhoto)).toBe(true);
  });
});
