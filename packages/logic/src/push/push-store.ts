import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
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
  /** Asks permission, subscribes and tells the server; resolves how that went. */
  subscribe(): Promise<'subscribed' | 'denied' | 'failed'>;
}

export interface PushStore {
  state: PushState;
  actions: PushActions;
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

  function subscribed(value: PushState['isSubscribed']) {
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
        if (!push.capable || !publicKey) return 'failed';
        state.pending = true;
        try {
          const subscription = await push.subscribe(publicKey);
          await api.subscribePush(subscription);
          subscribed(subscription.endpoint);
          return 'subscribed';
        } catch (error) {
          if (!(error instanceof PushDeniedError)) return 'failed';
          subscribed('denied');
          return 'denied';
        } finally {
          state.pending = false;
        }
      },
    },
  };
}
