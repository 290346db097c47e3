import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/api-error.js';
import { createFakeApi, createFakeClock, failWith, fixtureUser } from '../testing/index.js';
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
    const api = createFakeApi({ login: async () => ({ user }) });
    const session = createSessionStore({ api, clock: createFakeClock() });

    const pending = session.actions.login({ ...credentials, email: ' alex@example.com ' });
    expect(session.state.login.pending).toBe(true);

    await expect(pending).resolves.toEqual({ ok: true, value: user });
    expect(session.state.user).toEqual(user);
    expect(session.state.status).toBe('ready');
    expect(session.state.login).toEqual({ pending: false, error: null });
    expect(api.callsTo('login')).toEqual([{ body: credentials }]);
    session.destroy();
  });

  it('checks the form by the login rule and sends nothing while a field is wrong', async () => {
    const api = createFakeApi();
    const session = createSessionStore({ api, clock: createFakeClock() });

    const result = await session.actions.login({ email: 'alex@example', password: '' });

    const problem = {
      code: 'validation_failed',
      fields: { email: 'invalid', password: 'required' },
    };
    expect(result).toEqual({ ok: false, problem });
    expect(session.state.login).toEqual({ pending: false, error: problem });
    expect(api.calls).toEqual([]);
  });

  it('reports login_failed for a 401', async () => {
    const api = createFakeApi({ login: failWith('login_failed') });
    const session = createSessionStore({ api, clock: createFakeClock() });

    await expect(session.actions.login(credentials)).resolves.toEqual({
      ok: false,
      problem: { code: 'login_failed', fields: {} },
    });
    expect(session.state.login).toEqual({
      pending: false,
      error: { code: 'login_failed', fields: {} },
    });
    expect(session.state.user).toBeNull();
  });

  it('reports account_locked with the minutes for a 429', async () => {
    const api = createFakeApi({ login: failWith('account_locked', { minutes: 15 }) });
    const session = createSessionStore({ api, clock: createFakeClock() });

    await session.actions.login(credentials);
    expect(session.state.login.error).toEqual({ code: 'account_locked', minutes: 15, fields: {} });
  });

  it('reports other failures by their code, and clears the error on the next attempt', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, null))
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce({ user: fixtureUser() });
    const session = createSessionStore({ api: createFakeApi({ login }), clock: createFakeClock() });

    await session.actions.login(credentials);
    expect(session.state.login.error).toEqual({ code: 'network_error', fields: {} });
    await session.actions.login(credentials);
    expect(session.state.login.error).toEqual({ code: 'internal_error', fields: {} });
    await expect(session.actions.login(credentials)).resolves.toMatchObject({ ok: true });
    expect(session.state.login.error).toBeNull();
    session.destroy();
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

    await expect(pending).resolves.toEqual({ ok: true, value: user });
    expect(session.state.status).toBe('ready');
  });

  it('keeps the member when a refresh fails', async () => {
    const user = fixtureUser();
    const api = createFakeApi({ getUser: failWith('network_error') });
    const session = createSessionStore({ api, clock: createFakeClock(), user });

    await expect(session.actions.refresh()).resolves.toMatchObject({ ok: false });
    expect(session.state.user).toEqual(user);
    expect(session.state.status).toBe('ready');
  });

  it('logs out on the server and locally, even when the call fails', async () => {
    const api = createFakeApi({ logout: failWith('network_error') });
    const session = createSessionStore({ api, clock: createFakeClock(), user: fixtureUser() });

    await expect(session.actions.logout()).resolves.toMatchObject({
      ok: false,
      problem: { code: 'network_error' },
    });
    expect(api.callsTo('logout')).toHaveLength(1);
    expect(session.state.user).toBeNull();
  });
});

describe('session destroy', () => {
  it('stops polling: no timer is left and none comes back', async () => {
    const clock = createFakeClock(0);
    const api = createFakeApi({}, { user: fixtureUser() });
    const session = createSessionStore({ api, clock, user: fixtureUser() });
    session.actions.startPolling();
    await clock.advance(5_000);

    session.destroy();
    session.actions.startPolling();

    expect(clock.pending()).toBe(0);
    expect(session.state.polling).toBe(false);
    await clock.advance(600_000);
    expect(api.callsTo('getUser')).toHaveLength(1);
  });

  it('drops a login answer and a poll answer that arrive after destroy', async () => {
    const clock = createFakeClock(0);
    let answerLogin: () => void = () => {};
    let answerPoll: () => void = () => {};
    const api = createFakeApi({
      login: () => new Promise((resolve) => (answerLogin = () => resolve({ user: fixtureUser() }))),
      getUser: () => new Promise((resolve) => (answerPoll = () => resolve({ user: null }))),
    });
    const member = fixtureUser({ email: 'kept@example.com' });
    const session = createSessionStore({ api, clock, user: member });
    session.actions.startPolling();
    await clock.advance(5_000);
    const login = session.actions.login(credentials);

    session.destroy();
    answerPoll();
    answerLogin();
    await login;
    await clock.flush();

    expect(session.state.user?.email).toBe('kept@example.com');
    expect(clock.pending()).toBe(0);
  });
});

describe('session races', () => {
  it('does not let a refresh that started before login undo the login', async () => {
    let answerRefresh: () => void = () => {};
    const api = createFakeApi({
      getUser: () => new Promise((resolve) => (answerRefresh = () => resolve({ user: null }))),
    });
    const session = createSessionStore({ api, clock: createFakeClock() });

    const refresh = session.actions.refresh();
    await session.actions.login(credentials);
    answerRefresh();
    await refresh;

    expect(session.state.user?.email).toBe('alex@example.com');
    session.destroy();
  });

  it('does not let a refresh that started before logout bring the member back', async () => {
    const user = fixtureUser();
    let answerRefresh: () => void = () => {};
    const api = createFakeApi({
      getUser: () => new Promise((resolve) => (answerRefresh = () => resolve({ user }))),
    });
    const session = createSessionStore({ api, clock: createFakeClock(), user });

    const refresh = session.actions.refresh();
    await session.actions.logout();
    answerRefresh();
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
    let answer: () => void = () => {};
    const api = createFakeApi({
      getUser: () => new Promise((resolve) => (answer = () => resolve({ user: null }))),
    });
    const session = createSessionStore({ api, clock });

    session.actions.startPolling();
    await clock.advance(5_000);
    session.actions.stopPolling();
    answer();
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
