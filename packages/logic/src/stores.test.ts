import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api/api-client.js';
import { createStores, startStores } from './stores.js';
import {
  createFakeApi,
  createFakeClock,
  createFakeGeolocation,
  createFakePush,
  createMemoryCookies,
  createMemoryStorage,
  fixtureSettings,
  fixtureUser,
} from './testing/index.js';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

describe('createStores', () => {
  it('quietly logs the member out when a call answers 403 authentication_required', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith('/api/search.php')
        ? json(403, {
            error: 'authentication_required',
            message: 'Log in',
            authentication_required: true,
          })
        : json(200, { user: fixtureUser() }),
    );
    const clock = createFakeClock(0);
    const stores = createStores({
      api: createApiClient({ fetch, clock }),
      clock,
      cookies: createMemoryCookies(),
      storage: createMemoryStorage(),
      geolocation: createFakeGeolocation(),
      push: createFakePush(),
      browserLanguages: ['en-US'],
      defaults: fixtureSettings(),
    });
    await stores.session.actions.refresh();
    stores.session.actions.startPolling();
    stores.counters.actions.set({ unreadMessages: 5, newLikes: 2 });

    await stores.search.actions.search();
    await clock.flush();

    expect(stores.session.state.user).toBeNull();
    expect(stores.session.state.login.error).toBeNull();
    expect(stores.session.state.polling).toBe(false);
    expect(clock.pending()).toBe(0);
    expect(stores.counters.state).toEqual({ unreadMessages: 0, newLikes: 0 });
  });

  it('does not log out when GET user.php itself answers 403', async () => {
    const fetch = vi.fn(async () =>
      json(403, {
        error: 'authentication_required',
        message: 'Log in',
        authentication_required: true,
      }),
    );
    const user = fixtureUser();
    const stores = createStores({
      api: createApiClient({ fetch }),
      clock: createFakeClock(0),
      cookies: createMemoryCookies(),
      storage: createMemoryStorage(),
      geolocation: createFakeGeolocation(),
      push: createFakePush(),
      browserLanguages: [],
      defaults: fixtureSettings(),
      user,
    });

    await stores.session.actions.refresh();

    expect(stores.session.state.user).toEqual(user);
  });

  it('resets the badge counters after logout', async () => {
    const stores = createStores({
      api: createFakeApi({}, { user: fixtureUser() }),
      clock: createFakeClock(0),
      cookies: createMemoryCookies(),
      storage: createMemoryStorage(),
      geolocation: createFakeGeolocation(),
      push: createFakePush(),
      browserLanguages: [],
      defaults: fixtureSettings(),
      user: fixtureUser(),
    });
    stores.counters.actions.set({ unreadMessages: 3 });

    await stores.session.actions.logout();
    await Promise.resolve();

    expect(stores.counters.state.unreadMessages).toBe(0);
  });
});

describe('startStores', () => {
  it('captures tracking, loads settings and the member, and polls a logged-in member', async () => {
    const clock = createFakeClock(0);
    const api = createFakeApi({}, { user: fixtureUser() });
    const stores = createStores({
      api,
      clock,
      cookies: createMemoryCookies(),
      storage: createMemoryStorage(),
      geolocation: createFakeGeolocation(),
      push: createFakePush(),
      browserLanguages: [],
      defaults: fixtureSettings(),
    });

    await startStores(stores, {
      href: 'http://amora.localhost:8080/?network=aff1',
      host: 'amora.localhost:8080',
    });

    expect(stores.tracking.state.record?.network).toBe('aff1');
    expect(api.callsTo('getSettings')).toEqual([
      { query: { network: 'aff1', forced_domain: 'amora.localhost' } },
    ]);
    expect(stores.settings.state.loaded).toBe(true);
    expect(stores.session.state.user?.email).toBe('alex@example.com');
    expect(stores.session.state.polling).toBe(true);
    stores.destroy();
  });

  it('does not poll for a visitor', async () => {
    const clock = createFakeClock(0);
    const stores = createStores({
      api: createFakeApi(),
      clock,
      cookies: createMemoryCookies(),
      storage: createMemoryStorage(),
      geolocation: createFakeGeolocation(),
      push: createFakePush(),
      browserLanguages: [],
      defaults: fixtureSettings(),
    });

    await startStores(stores, { href: 'http://amora.localhost/', host: 'amora.localhost' });

    expect(stores.session.state).toMatchObject({ user: null, status: 'ready', polling: false });
    expect(clock.pending()).toBe(0);
  });
});

describe('stores.destroy', () => {
  function siteStores(api = createFakeApi({}, { user: fixtureUser() })) {
    const clock = createFakeClock(0);
    const stores = createStores({
      api,
      clock,
      cookies: createMemoryCookies(),
      storage: createMemoryStorage(),
      geolocation: createFakeGeolocation(),
      push: createFakePush(),
      browserLanguages: [],
      defaults: fixtureSettings({ name: 'Baked in' }),
    });
    return { stores, clock, api };
  }

  it('stops polling and every timer, and ends the quiet logout wiring', async () => {
    const { stores, clock, api } = siteStores();
    await startStores(stores, { href: 'http://amora.localhost/', host: 'amora.localhost' });
    // The member's refresh and the polls of the likes and (once its code loaded) the chats.
    await stores.chats();
    await expect.poll(() => clock.pending()).toBe(3);

    stores.destroy();

    expect(clock.pending()).toBe(0);
    expect(stores.session.state.polling).toBe(false);
    await clock.advance(600_000);
    expect(api.callsTo('getUser')).toHaveLength(1);
    expect(api.callsTo('getLikes')).toHaveLength(0);
    expect(api.callsTo('getChats')).toHaveLength(0);
    api.emitAuthenticationRequired();
    expect(stores.session.state.user?.email).toBe('alex@example.com');
  });

  it('changes nothing with answers that arrive after it', async () => {
    const answers: Array<() => void> = [];
    const later = <Value>(value: Value) =>
      new Promise<Value>((resolve) => answers.push(() => resolve(value)));
    const { stores, clock } = siteStores(
      createFakeApi({
        getSettings: () => later(fixtureSettings({ name: 'From the server' })),
        getUser: () => later({ user: fixtureUser() }),
        searchMembers: () => later({ profiles: [], pageNumber: 1, pageSize: 24, numResults: 0 }),
      }),
    );
    const started = startStores(stores, {
      href: 'http://amora.localhost/',
      host: 'amora.localhost',
    });
    const search = stores.search.actions.search();

    stores.destroy();
    for (const answer of answers) answer();
    await Promise.all([started, search]);
    await clock.flush();

    expect(stores.settings.state).toMatchObject({ loaded: false, settings: { name: 'Baked in' } });
    expect(stores.session.state.user).toBeNull();
    expect(stores.session.state.polling).toBe(false);
    expect(stores.search.state.results).toBeNull();
    expect(clock.pending()).toBe(0);
  });

  it('destroys the account stores too, made before or after it', async () => {
    const { stores } = siteStores();
    const made = await stores.accountStores();
    const destroyAccount = vi.spyOn(made.account, 'destroy');

    stores.destroy();
    await Promise.resolve();

    expect(destroyAccount).toHaveBeenCalledTimes(1);
  });
});
