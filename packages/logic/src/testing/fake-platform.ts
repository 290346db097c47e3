import {
  GeolocationError,
  type GeolocationFailure,
  type GeolocationPermission,
  type GeolocationSource,
  type Position,
} from '../platform/geolocation.js';
import { PushDeniedError, type PushPlatform, type PushSubscriptionData } from '../platform/push.js';

/** A device whose position a test sets: a position, a failure, or an answer that never comes. */
export interface FakeGeolocation extends GeolocationSource {
  /** How many positions were asked for. */
  requests: number;
}

/** A fake device position: Brighton by default, or the failure given. */
export function createFakeGeolocation(
  options: {
    position?: Position;
    failure?: GeolocationFailure | 'never';
    permission?: GeolocationPermission;
  } = {},
): FakeGeolocation {
  const fake: FakeGeolocation = {
    requests: 0,
    permission: async () => options.permission ?? 'prompt',
    currentPosition() {
      fake.requests += 1;
      if (options.failure === 'never') return new Promise(() => {});
      if (options.failure) return Promise.reject(new GeolocationError(options.failure));
      return Promise.resolve(options.position ?? { latitude: 50.8225, longitude: -0.1372 });
    },
  };
  return fake;
}

/** A fake Web Push: capable, and granting permission unless told to deny it. */
export function createFakePush(
  options: { capable?: boolean; deny?: boolean; subscribed?: boolean } = {},
): PushPlatform & { subscriptions: number } {
  const subscription: PushSubscriptionData = {
    endpoint: 'https://push.example/subscription/1',
    expirationTime: null,
    keys: { p256dh: 'BFakeKey', auth: 'fake-auth' },
  };
  let current = options.subscribed ? subscription : null;
  let permission: NotificationPermission = options.subscribed ? 'granted' : 'default';
  const fake = {
    capable: options.capable ?? true,
    subscriptions: 0,
    permission: () => permission,
    current: async () => current,
    async subscribe() {
      if (options.deny) {
        permission = 'denied';
        throw new PushDeniedError();
      }
      permission = 'granted';
      fake.subscriptions += 1;
      current = subscription;
      return subscription;
    },
  };
  return fake;
}
