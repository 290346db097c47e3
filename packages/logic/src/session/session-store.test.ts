import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/api-error.js';
import { createFakeApi, createFakeClock, fixtureUser } from '../testing/index.js';
import { pollingIntervalMs } from './session-rules.js';
import { createSessionStore } from './session-store.js';

const credentials = { email: 'alex@example.com', password: 'secret' };

describe('pollingIntervalMs', () => {
  it('polls every 60 s, or every 300 s with push', () => {
    expect(pollingIntervalMs(false)).toBe(60_000);
    expect(pollingIntervalMs(true)).toBe(300_000);
  });
});

describe('session login', () => {
  it('logs in, keeps the member and clears the pending flag', async () => {
    const user = fixtureUser({ credits: 12 });
    const api = createFakeApi({ login: async () => user });
    const session = createSessionStore({ api, clock: createFakeClock() });

    const pending = session.actions.login(credentials);
    expect(session.state.login.pending).toBe(true);

    await expect(pending).resolves.toBe(true);
    expect(session.state.user).toEqual(user);
    expect(session.state.status).toBe('ready');
    expect(session.state.login).toEqual({ pending: false, error: null });
    expect(api.callsTo('login')).toEqual([[credentials]]);
    session.actions.stopPolling();
  });

  it('reports login_failed for a 401', async () => {
    const api = createFakeApi({
      login: async () => {
        throw new ApiRequestError(401, { error: 'login_failed', message: 'Login failed' });
      },
    });
    const session = createSessionStore({ api, clock: createFakeClock() });

    await expect(session.actions.login(credentials)).resolves.toBe(false);
    expect(session.state.login).toEqual({ pending: false, error: { code: 'login_failed' } });
    expect(session.state.user).toBeNull();
  });

  it('reports account_locked with the minutes for a 429', async () => {
    const api = createFakeApi({
      login: async () => {
        throw new ApiRequestError(429, { error: 'account_locked', message: 'Locked', minutes: 15 });
      },
    });
    const session = createSessionStore({ api, clock: createFakeClock() });

    await session.actions.login(credentials);
    expect(session.state.login.error).toEqual({ code: 'account_locked', minutes: 15 });
  });

  it('reports generic for other failures, and clears the error on the next attempt', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, null))
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(fixtureUser());
    const session = createSessionStore({ api: createFakeApi({ login }), clock: createFakeClock() });

    await session.actions.login(credentials);
    expect(session.state.login.error).toEqual({ code: 'generic' });
    await session.actions.login(credentials);
    expect(session.state.login.error).toEqual({ code: 'generic' });
    await expect(session.actions.login(credentials)).resolves.toBe(true);
    expect(session.state.login.error).toBeNull();
    session.actions.stopPolling();
  });
});

describe('session refresh and logout', () => {
  it('goes from unknown through loading to ready', async () => {
    const user = fixtureUser();
    const session = createSessionStore({
      api: createFakeApi({}, { user }),
      clock: createFakeClock(),
    });
    expect(session.state.status).toBe('unknown');

    const pending = session.actions.refresh();
    expect(session.state.status).toBe('loading');

    await expect(pending).resolves.toEqual(user);
    expect(session.state.status).toBe('ready');
  });

  it('keeps the member when a refresh fails', async () => {
    const user = fixtureUser();
    const api = createFakeApi({
      getUser: async () => {
        throw new ApiRequestError(0, null);
      },
    });
    const session = createSessionStore({ api, clock: createFakeClock(), user });

    await session.actions.refresh();
    expect(session.state.user).toEqual(user);
    expect(session.state.status).toBe('ready');
  });

  it('logs out on the server and locally, even when the call fails', async () => {
    const api = createFakeApi({
      logout: async () => {
        throw new ApiRequestError(0, null);
      },
    });
    const session = createSessionStore({ api, clock: createFakeClock(), user: fixtureUser() });

    await session.actions.logout();
    expect(api.callsTo('logout')).toHaveLength(1);
    expect(session.state.user).toBeNull();
  });
});

describe('session races', () => {
  it('does not let a refresh that started before login undo the login', async () => {
    let answerRefresh: (user: null) => void = () => {};
    const api = createFakeApi({
      getUser: () => new Promise((resolve) => (answerRefresh = resolve)),
    });
    const session = createSessionStore({ api, clock: createFakeClock() });

    const refresh = session.actions.refresh();
    await session.actions.login(credentials);
    answerRefresh(null);
    await refresh;

    expect(session.state.user?.email).toBe('alex@example.com');
    session.actions.stopPolling();
  });

  it('does not let a refresh that started before logout bring the member back', async () => {
    const user = fixtureUser();
    let answerRefresh: (value: typeof user) => void = () => {};
    const api = createFakeApi({
      getUser: () => new Promise((resolve) => (answerRefresh = resolve)),
    });
    const session = createSessionStore({ api, clock: createFakeClock(), user });

    const refresh = session.actions.refresh();
    await session.actions.logout();
    answerRefresh(user);
    await refresh;

    expect(session.state.user).toBeNull();
  });
});

describe('session polling', () => {
  it('polls the member first after 5 s, then every 60 s', async () => {
    const clock = createFakeClock(0);
    const api = createFakeApi({}, { user: fixtureUser() });
    const session = createSessionStore({ api, clock });

    session.actions.startPolling();
    await clock.advance(4_999);
    expect(api.callsTo('getUser')).toHaveLength(0);
    await clock.advance(1);
    expect(api.callsTo('getUser')).toHaveLength(1);
    await clock.advance(59_999);
    expect(api.callsTo('getUser')).toHaveLength(1);
    await clock.advance(1);
    expect(api.callsTo('getUser')).toHaveLength(2);
    await clock.advance(120_000);
    expect(api.callsTo('getUser')).toHaveLength(4);
    session.actions.stopPolling();
  });

  it('polls every 300 s while push is subscribed', async () => {
    const clock = createFakeClock(0);
    const api = createFakeApi({}, { user: fixtureUser() });
    const session = createSessionStore({ api, clock });
    session.actions.setPushSubscribed(true);

    session.actions.startPolling();
    await clock.advance(5_000);
    expect(api.callsTo('getUser')).toHaveLength(1);
    await clock.advance(299_999);
    expect(api.callsTo('getUser')).toHaveLength(1);
    await clock.advance(1);
    expect(api.callsTo('getUser')).toHaveLength(2);
    session.actions.stopPolling();
  });

  it('never runs two timers, however often polling is started', async () => {
    const clock = createFakeClock(0);
    const api = createFakeApi({}, { user: fixtureUser() });
    const session = createSessionStore({ api, clock });

    session.actions.startPolling();
    session.actions.startPolling();
    expect(clock.pending()).toBe(1);
    await clock.advance(5_000);
    session.actions.startPolling();
    expect(clock.pending()).toBe(1);
    expect(api.callsTo('getUser')).toHaveLength(1);
    session.actions.stopPolling();
  });

  it('stops on stopPolling and on logout', async () => {
    const clock = createFakeClock(0);
    const api = createFakeApi({}, { user: fixtureUser() });
    const session = createSessionStore({ api, clock });

    session.actions.startPolling();
    session.actions.stopPolling();
    expect(clock.pending()).toBe(0);
    await clock.advance(600_000);
    expect(api.callsTo('getUser')).toHaveLength(0);

    session.actions.startPolling();
    await clock.advance(5_000);
    await session.actions.logout();
    expect(session.state.polling).toBe(false);
    expect(clock.pending()).toBe(0);
    await clock.advance(600_000);
    expect(api.callsTo('getUser')).toHaveLength(1);
  });

  it('does not reschedule when stopped while a poll is under way', async () => {
    const clock = createFakeClock(0);
    let answer: (user: null) => void = () => {};
    const api = createFakeApi({ getUser: () => new Promise((resolve) => (answer = resolve)) });
    const session = createSessionStore({ api, clock });

    session.actions.startPolling();
    await clock.advance(5_000);
    session.actions.stopPolling();
    answer(null);
    await clock.flush();

    expect(clock.pending()).toBe(0);
  });

  it('starts polling after a successful login', async () => {
    const clock = createFakeClock(0);
    const api = createFakeApi();
    const session = createSessionStore({ api, clock });

    await session.actions.login(credentials);
    expect(session.state.polling).toBe(true);
    expect(clock.pendingDelays()).toEqual([5_000]);
    session.actions.stopPolling();
  });

  it('clearUser forgets the member without a call and stops polling', () => {
    const clock = createFakeClock(0);
    const api = createFakeApi();
    const session = createSessionStore({ api, clock, user: fixtureUser() });
    session.actions.startPolling();

    session.actions.clearUser();

    expect(session.state.user).toBeNull();
    expect(clock.pending()).toBe(0);
    expect(api.calls).toEqual([]);
  });
});
