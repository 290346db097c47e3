import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { failure, problemOf, type Result } from '../api/api-result.js';
import { createLifetime } from '../platform/lifetime.js';
import { PushDeniedError, type PushPlatform } from '../platform/push.js';
import type { SessionStore } from '../session/session-store.js';
import type { SettingsStore } from '../settings/settings-store.js';

/** Push state (spec section 3). */
export interface PushState {
  /** Whether this browser can receive push messages at all. */
  isCapable: boolean;
  /** The subscription's endpoint, `denied` when the member blocked notifications, or false. */
  isSubscribed: false | string | 'denied';
  /** The last push message shown while the site was open, or null. */
  lastMessage: string | null;
  /** True while subscribing. */
  pending: boolean;
}

export interface PushActions {
  /** Reads this browser's permission and subscription. */
  refresh(): Promise<void>;
  /**
   * Asks permission, subscribes and tells the server. Resolves `subscribed`, or `denied` when the
   * member refused; a problem when this browser cannot subscribe or the call failed.
   */
  subscribe(): Promise<Result<'subscribed' | 'denied'>>;
}

export interface PushStore {
  state: PushState;
  actions: PushActions;
  /** Cancels a subscription call under way; a later answer changes nothing. */
  destroy(): void;
}

/**
 * Creates the push store: the signup's last step and the settings turn notifications on here.
 * With a subscription, the member is polled every 300 s instead of 60 s (spec section 9).
 */
export function createPushStore({
  api,
  push,
  session,
  settings,
}: {
  api: ApiClient;
  push: PushPlatform;
  session: SessionStore;
  settings: SettingsStore;
}): PushStore {
  const state = proxy<PushState>({
    isCapable: push.capable,
    isSubscribed: false,
    lastMessage: null,
    pending: false,
  });

  const lifetime = createLifetime();

  function subscribed(value: PushState['isSubscribed']) {
    if (lifetime.ended) return;
    state.isSubscribed = value;
    session.actions.setPushSubscribed(typeof value === 'string' && value !== 'denied');
  }

  return {
    state,
    actions: {
      async refresh() {
        if (!push.capable) return subscribed(false);
        if (push.permission() === 'denied') return subscribed('denied');
        try {
          subscribed((await push.current())?.endpoint ?? false);
        } catch {
          subscribed(false);
        }
      },
      async subscribe() {
        const publicKey = settings.state.settings.push_public_key;
        if (!push.capable || !publicKey) return failure('internal_error');
        state.pending = true;
        try {
          const subscription = await push.subscribe(publicKey);
          const { signal } = lifetime;
          await api.call('subscribePush', { body: { subscription } }, { signal });
          subscribed(subscription.endpoint);
          return { ok: true, value: 'subscribed' };
        } catch (error) {
          if (!(error instanceof PushDeniedError)) return { ok: false, problem: problemOf(error) };
          subscribed('denied');
          return { ok: true, value: 'denied' };
        } finally {
          state.pending = false;
        }
      },
    },
    destroy: lifetime.end,
  };
}
