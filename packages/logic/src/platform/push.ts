/** A push subscription as the browser serializes it (`PushSubscription.toJSON()`). */
export interface PushSubscriptionData {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** The member refused notifications (now or earlier). */
export class PushDeniedError extends Error {
  constructor() {
    super('Notifications are blocked');
    this.name = 'PushDeniedError';
  }
}

/** Web Push in the browser, injected so that tests and stories need none. */
export interface PushPlatform {
  /** Whether the browser can receive push messages (service workers, Push API, notifications). */
  readonly capable: boolean;
  permission(): NotificationPermission;
  /** The existing subscription of this browser, or null. */
  current(): Promise<PushSubscriptionData | null>;
  /** Asks permission and subscribes with the server's VAPID key; rejects with PushDeniedError. */
  subscribe(publicKey: string): Promise<PushSubscriptionData>;
}

/** The service worker script of the sites (push messages), version 2 (spec section 7). */
export const SERVICE_WORKER_URL = '/sw.js';

function keyBytes(base64Url: string): Uint8Array {
  const base64 = `${base64Url}${'='.repeat((4 - (base64Url.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** The browser's Web Push, with the site's service worker at {@link SERVICE_WORKER_URL}. */
export function browserPush(): PushPlatform {
  const capable =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window;
  const registration = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready);
  return {
    capable,
    permission: () => (capable ? Notification.permission : 'denied'),
    async current() {
      if (!capable) return null;
      const existing = await (await registration()).pushManager.getSubscription();
      return existing ? (existing.toJSON() as PushSubscriptionData) : null;
    },
    async subscribe(publicKey) {
      if (!capable || (await Notification.requestPermission()) !== 'granted') {
        throw new PushDeniedError();
      }
      const subscription = await (await registration()).pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey) as BufferSource,
      });
      return subscription.toJSON() as PushSubscriptionData;
    },
  };
}
