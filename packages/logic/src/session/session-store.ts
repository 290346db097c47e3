import type { LoginRequest, User } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, failure, invalidForm, type Result } from '../api/api-result.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime } from '../platform/lifetime.js';
import { POLLING_START_DELAY_MS, pollingIntervalMs } from './session-rules.js';

export interface SessionState {
  /** The logged-in member, or null for a visitor. */
  user: User | null;
  /** `unknown` until the first refresh or login, `loading` during the first refresh, then `ready`. */
  status: 'unknown' | 'loading' | 'ready';
  /**
   * The login under way, and why the last one failed: `validation_failed` with the form's field
   * problems, `login_failed`, `account_locked` (with minutes), `account_pending_deletion`, ...
   */
  login: { pending: boolean; error: ApiProblem | null };
  /** Whether this browser has a push subscription (polling slows down to 300 s). */
  pushSubscribed: boolean;
  /** Whether the user is being polled. */
  polling: boolean;
}

export interface SessionActions {
  /**
   * Reloads the member with GET user.php and resolves who is logged in; the current member stays
   * when the call fails.
   */
  refresh(): Promise<Result<User | null>>;
  /**
   * Logs in: checks the form (`loginProblems`) before sending, then calls the server. Sets
   * `state.login.error` on failure; on success the member is logged in and polled.
   */
  login(credentials: LoginRequest): Promise<Result<User>>;
  /** Logs out on the server and locally (locally even when the call fails); stops polling. */
  logout(): Promise<Result>;
  /** Forgets the member locally without a call and stops polling (the quiet logout). */
  clearUser(): void;
  /**
   * Takes the member a call answered with (signup, a confirmation or reset link, a profile
   * change) as the logged-in member, and polls from then on.
   */
  setUser(user: User): void;
  /** Polls the member: first after 5 s, then every 60 s (300 s with push). Idempotent. */
  startPolling(): void;
  /** Stops polling. */
  stopPolling(): void;
  /** Records whether push is subscribed; the next polling delay follows it. */
  setPushSubscribed(subscribed: boolean): void;
}

export interface SessionStore {
  state: SessionState;
  actions: SessionActions;
  /** Stops polling and cancels calls under way; answers arriving later change nothing. */
  destroy(): void;
}

export interface SessionStoreOptions {
  api: ApiClient;
  clock: Clock;
  /** A member known at start (fixtures, server-rendered pages). */
  user?: User | null;
}

/** Creates the session store: the logged-in member, login, logout and polling of the member. */
export function createSessionStore({ api, clock, user = null }: SessionStoreOptions): SessionStore {
  const state = proxy<SessionState>({
    user,
    status: user ? 'ready' : 'unknown',
    login: { pending: false, error: null },
    pushSubscribed: false,
    polling: false,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  let timer: TimerHandle | undefined;
  // Each start of polling gets a new generation, so a tick of a stopped run never reschedules.
  let generation = 0;
  // Login and logout bump the version, so a refresh that was under way cannot undo them.
  let version = 0;

  function clearTimer() {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delayMs: number, runGeneration: number) {
    clearTimer();
    timer = clock.setTimeout(async () => {
      timer = undefined;
      await actions.refresh();
      if (state.polling && generation === runGeneration) {
        schedule(pollingIntervalMs(state.pushSubscribed), runGeneration);
      }
    }, delayMs);
  }

  function loggedOut() {
    version += 1;
    state.user = null;
    state.status = 'ready';
  }

  const actions: SessionActions = {
    async refresh() {
      if (state.status === 'unknown') state.status = 'loading';
      const startVersion = version;
      const result = await attempt(() => api.call('getUser', undefined, { signal }));
      if (lifetime.ended) return result.ok ? { ok: true, value: result.value.user } : result;
      // Keep what we know when the call failed; the next poll tries again.
      if (result.ok && startVersion === version) state.user = result.value.user;
      state.status = 'ready';
      return result.ok ? { ok: true, value: state.user } : result;
    },
    async login(credentials) {
      state.login.pending = true;
      state.login.error = null;
      const { loginProblems } = await import('../forms/form-rules.js');
      // A store destroyed while the rule loaded sends nothing.
      if (lifetime.ended) return failure('network_error');
      const invalid = invalidForm(loginProblems(credentials));
      if (invalid) {
        state.login.pending = false;
        state.login.error = invalid.problem;
        return invalid;
      }
      const body = { email: credentials.email.trim(), password: credentials.password };
      const result = await attempt(() => api.call('login', { body }, { signal }));
      if (lifetime.ended) return result.ok ? { ok: true, value: result.value.user } : result;
      state.login.pending = false;
      if (!result.ok) {
        state.login.error = result.problem;
        return result;
      }
      version += 1;
      state.user = result.value.user;
      state.status = 'ready';
      actions.startPolling();
      return { ok: true, value: result.value.user };
    },
    async logout() {
      actions.stopPolling();
      const result = await attempt(() => api.call('logout', undefined, { signal }));
      // The member asked to leave: forget them locally even if the server did not answer.
      if (!lifetime.ended) loggedOut();
      return result.ok ? { ok: true, value: undefined } : result;
    },
    clearUser() {
      actions.stopPolling();
      loggedOut();
    },
    setUser(user) {
      version += 1;
      state.user = user;
      state.status = 'ready';
      actions.startPolling();
    },
    startPolling() {
      if (state.polling || lifetime.ended) return;
      state.polling = true;
      generation += 1;
      schedule(POLLING_START_DELAY_MS, generation);
    },
    stopPolling() {
      state.polling = false;
      generation += 1;
      clearTimer();
    },
    setPushSubscribed(subscribed) {
      state.pushSubscribed = subscribed;
    },
  };

  lifetime.onEnd(actions.stopPolling);
  return { state, actions, destroy: lifetime.end };
}
