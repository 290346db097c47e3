import type { LoginRequest, User } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { ApiRequestError } from '../api/api-error.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { POLLING_START_DELAY_MS, pollingIntervalMs } from './session-rules.js';

/** Why the last login failed: wrong credentials, a lockout (with minutes), or anything else. */
export type LoginError =
  | { code: 'login_failed' }
  | { code: 'account_locked'; minutes?: number }
  | { code: 'account_pending_deletion' }
  | { code: 'generic' };

export interface SessionState {
  /** The logged-in member, or null for a visitor. */
  user: User | null;
  /** `unknown` until the first refresh or login, `loading` during the first refresh, then `ready`. */
  status: 'unknown' | 'loading' | 'ready';
  login: { pending: boolean; error: LoginError | null };
  /** Whether this browser has a push subscription (polling slows down to 300 s). */
  pushSubscribed: boolean;
  /** Whether the user is being polled. */
  polling: boolean;
}

export interface SessionActions {
  /** Reloads the member with GET user.php; keeps the current member when the call fails. */
  refresh(): Promise<User | null>;
  /** Logs in; on failure sets `state.login.error`. Starts polling on success. */
  login(credentials: LoginRequest): Promise<boolean>;
  /** Logs out on the server and locally (locally even when the call fails); stops polling. */
  logout(): Promise<void>;
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
}

export interface SessionStoreOptions {
  api: ApiClient;
  clock: Clock;
  /** A member known at start (fixtures, server-rendered pages). */
  user?: User | null;
}

function loginError(error: unknown): LoginError {
  if (error instanceof ApiRequestError) {
    if (error.status === 401 || error.code === 'login_failed') return { code: 'login_failed' };
    if (error.code === 'account_pending_deletion') return { code: 'account_pending_deletion' };
    if (error.status === 429 || error.code === 'account_locked') {
      return error.minutes === undefined
        ? { code: 'account_locked' }
        : { code: 'account_locked', minutes: error.minutes };
    }
  }
  return { code: 'generic' };
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

  const actions: SessionActions = {
    async refresh() {
      if (state.status === 'unknown') state.status = 'loading';
      const startVersion = version;
      try {
        const user = await api.getUser();
        if (startVersion === version) state.user = user;
      } catch {
        // Keep what we know; the next poll tries again.
      }
      state.status = 'ready';
      return state.user;
    },
    async login(credentials) {
      state.login.pending = true;
      state.login.error = null;
      try {
        const user = await api.login(credentials);
        version += 1;
        state.user = user;
        state.status = 'ready';
        actions.startPolling();
        return true;
      } catch (error) {
        state.login.error = loginError(error);
        return false;
      } finally {
        state.login.pending = false;
      }
    },
    async logout() {
      actions.stopPolling();
      try {
        await api.logout();
      } catch {
        // The member asked to leave: forget them locally even if the server did not answer.
      }
      version += 1;
      state.user = null;
      state.status = 'ready';
    },
    clearUser() {
      actions.stopPolling();
      version += 1;
      state.user = null;
      state.status = 'ready';
    },
    setUser(user) {
      version += 1;
      state.user = user;
      state.status = 'ready';
      actions.startPolling();
    },
    startPolling() {
      if (state.polling) return;
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

  return { state, actions };
}
