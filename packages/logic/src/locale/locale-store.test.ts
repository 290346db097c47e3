import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../session/session-store.js';
import { createSettingsStore } from '../settings/settings-store.js';
import {
  createFakeApi,
  createFakeClock,
  createMemoryCookies,
  type EndpointHandlers,
  failWith,
  fixtureSettings,
  fixtureUser,
} from '../testing/index.js';
import { createLocaleStore } from './locale-store.js';

function setUp(options: {
  cookies?: Record<string, string>;
  browserLanguages?: string[];
  languages?: ('en' | 'de' | 'es' | 'fr' | 'it' | 'nl' | 'pl')[];
  domainLanguage?: string;
  loggedIn?: boolean;
  api?: Partial<EndpointHandlers>;
}) {
  const api = createFakeApi(options.api);
  const defaults = fixtureSettings({
    languages: options.languages ?? ['nl', 'fr', 'en'],
    domain_language: options.domainLanguage ?? 'nl-NL',
  });
  const settings = createSettingsStore({ api, defaults });
  const session = createSessionStore({
    api,
    clock: createFakeClock(),
    user: options.loggedIn ? fixtureUser({ language: 'en' }) : null,
  });
  const cookies = createMemoryCookies(options.cookies);
  const locale = createLocaleStore({
    api,
    cookies,
    browserLanguages: options.browserLanguages ?? [],
    settings,
    session,
  });
  return { api, settings, session, cookies, locale };
}

describe('locale store at start', () => {
  it('offers the brand languages and starts with the cookie over the browser', () => {
    const { locale } = setUp({ cookies: { i18n_redirected: 'fr' }, browserLanguages: ['en-GB'] });
    expect(locale.state.available).toEqual(['nl', 'fr', 'en']);
    expect(locale.state.language).toBe('fr');
  });

  it('starts with the browser language without a cookie', () => {
    const { locale } = setUp({ browserLanguages: ['de-AT', 'en-GB'] });
    expect(locale.state.language).toBe('en');
  });

  it('uses the domain language on a first visit and remembers it in the cookie', () => {
    const { locale, cookies } = setUp({ browserLanguages: ['ja-JP'] });
    expect(locale.state.language).toBe('nl');
    expect(cookies.get('i18n_redirected')).toBe('nl');
    expect(cookies.options('i18n_redirected')).toEqual({
      maxAgeDays: 365,
      path: '/',
      sameSite: 'lax',
    });
  });

  it('does not rewrite a cookie that already holds the language', () => {
    const { cookies } = setUp({ cookies: { i18n_redirected: 'fr' } });
    expect(cookies.options('i18n_redirected')).toBeUndefined();
  });
});

describe('locale store setLanguage', () => {
  it('switches language and writes the cookie for 365 days, path /, SameSite lax', async () => {
    const { locale, cookies, api } = setUp({ cookies: { i18n_redirected: 'nl' } });

    await expect(locale.actions.setLanguage('fr')).resolves.toEqual({ ok: true, value: undefined });

    expect(locale.state.language).toBe('fr');
    expect(cookies.get('i18n_redirected')).toBe('fr');
    expect(cookies.options('i18n_redirected')).toEqual({
      maxAgeDays: 365,
      path: '/',
      sameSite: 'lax',
    });
    expect(api.callsTo('updateUser')).toEqual([]);
  });

  it('saves the language of a logged-in member with PUT user.php', async () => {
    const { locale, api, session } = setUp({ loggedIn: true });

    await locale.actions.setLanguage('nl');

    expect(api.callsTo('updateUser')).toEqual([{ body: { language: 'nl' } }]);
    expect(session.state.user?.language).toBe('nl');
  });

  it('switches even when saving the language fails, and tells the problem', async () => {
    const { locale, cookies } = setUp({
      loggedIn: true,
      api: { updateUser: failWith('internal_error') },
    });

    await expect(locale.actions.setLanguage('fr')).resolves.toMatchObject({
      ok: false,
      problem: { code: 'internal_error' },
    });
    expect(locale.state.language).toBe('fr');
    expect(cookies.get('i18n_redirected')).toBe('fr');
  });

  it('ignores a language the brand does not offer', async () => {
    const { locale, cookies, api } = setUp({ cookies: { i18n_redirected: 'nl' }, loggedIn: true });

    await expect(locale.actions.setLanguage('pl')).resolves.toEqual({
      ok: false,
      problem: { code: 'validation_failed', fields: { language: 'not_offered' } },
    });

    expect(locale.state.language).toBe('nl');
    expect(cookies.get('i18n_redirected')).toBe('nl');
    expect(api.callsTo('updateUser')).toEqual([]);
  });
});

describe('locale store and loaded settings', () => {
  it('follows the languages of loaded settings and falls back when the language is gone', async () => {
    const { locale, settings } = setUp({
      cookies: { i18n_redirected: 'fr' },
      api: { getSettings: async () => fixtureSettings({ languages: ['de', 'en'] }) },
    });

    await settings.actions.load({});
    await Promise.resolve();

    expect(locale.state.available).toEqual(['de', 'en']);
    expect(locale.state.language).toBe('en');
  });

  it('stops following the settings after destroy', async () => {
    const { locale, settings } = setUp({
      cookies: { i18n_redirected: 'fr' },
      api: { getSettings: async () => fixtureSettings({ languages: ['de', 'en'] }) },
    });
    locale.destroy();

    await settings.actions.load({});
    await Promise.resolve();

    expect(locale.state.available).toEqual(['nl', 'fr', 'en']);
    expect(locale.state.language).toBe('fr');
  });
});
