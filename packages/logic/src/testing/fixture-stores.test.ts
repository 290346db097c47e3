import { describe, expect, it } from 'vitest';
import { createFakeApi } from './fake-api.js';
import { failWith } from './fake-errors.js';
import { createFixtureStores, fixtureSearchResults } from './fixture-stores.js';
import { fixtureSettings, fixtureUser } from './fixtures.js';

describe('createFixtureStores', () => {
  it('gives a visitor with loaded settings and English by default, without calls', () => {
    const stores = createFixtureStores();

    expect(stores.session.state).toMatchObject({ user: null, status: 'ready' });
    expect(stores.settings.state.loaded).toBe(true);
    expect(stores.locale.state.language).toBe('en');
    expect(stores.catalog.state.companyInfo).not.toBeNull();
    expect(stores.search.state.results).toBeNull();
    expect(stores.api.calls).toEqual([]);
    expect(stores.clock.pending()).toBe(0);
  });

  it('shows a member, settings, language, search results and counters as told', () => {
    const user = fixtureUser({ paid: true, credits: 4 });
    const stores = createFixtureStores({
      user,
      settings: fixtureSettings({ name: 'Amora', languages: ['nl', 'fr', 'en'] }),
      language: 'nl',
      searchResults: fixtureSearchResults(24),
      numResults: 100,
      pageNumber: 2,
      counters: { unreadMessages: 120 },
    });

    expect(stores.session.state.user).toEqual(user);
    expect(stores.settings.state.settings.name).toBe('Amora');
    expect(stores.locale.state).toMatchObject({ language: 'nl', available: ['nl', 'fr', 'en'] });
    expect(stores.search.state).toMatchObject({
      numResults: 100,
      pageNumber: 2,
      pageCount: 5,
      status: 'ready',
    });
    expect(stores.search.state.results).toHaveLength(24);
    expect(stores.counters.state).toEqual({ unreadMessages: 120, newLikes: 0 });
  });

  it('keeps a forced language the brand does not offer (a story toolbar choice)', async () => {
    const stores = createFixtureStores({
      settings: fixtureSettings({ languages: ['nl', 'en'] }),
      language: 'pl',
    });
    await stores.clock.flush();

    expect(stores.locale.state.language).toBe('pl');
  });

  it('logs in and out through the fake API', async () => {
    const stores = createFixtureStores({ user: fixtureUser() });

    await stores.session.actions.logout();
    expect(stores.session.state.user).toBeNull();
    await expect(stores.session.actions.refresh()).resolves.toEqual({ ok: true, value: null });

    await stores.session.actions.login({ email: 'alex@example.com', password: 'x' });
    expect(stores.session.state.user?.email).toBe('alex@example.com');
    stores.destroy();
  });

  it('takes API overrides, e.g. a failing login', async () => {
    const stores = createFixtureStores({
      api: { login: failWith('login_failed') },
    });

    await stores.session.actions.login({ email: 'a@b.example', password: 'x' });
    expect(stores.session.state.login.error).toEqual({ code: 'login_failed', fields: {} });
  });

  it('signals a quiet logout through the fake API', () => {
    const stores = createFixtureStores({ user: fixtureUser() });
    stores.api.emitAuthenticationRequired();
    expect(stores.session.state.user).toBeNull();
  });
});

describe('createFakeApi', () => {
  it('records every call with its input', async () => {
    const api = createFakeApi({ getInterests: async () => ({ interests: ['gym'] }) });

    await api.call('getInterests');
    await api.call('searchMembers', { query: { gender: 'female', page: 2 } });

    expect(api.calls).toEqual([
      { endpoint: 'getInterests', input: undefined },
      { endpoint: 'searchMembers', input: { query: { gender: 'female', page: 2 } } },
    ]);
  });

  it('filters the fixture members like the server', async () => {
    const api = createFakeApi();
    const answer = await api.call('searchMembers', {
      query: { gender: 'female', min_age: 30, max_age: 40 },
    });

    expect(answer.pageSize).toBe(24);
    for (const profile of answer.profiles) {
      expect(profile.gender).toBe('female');
      expect(profile.age).toBeGreaterThanOrEqual(30);
      expect(profile.age).toBeLessThanOrEqual(40);
    }
  });
});
