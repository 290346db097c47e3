import type { CompanyInfo, Settings, User } from '@dating/contract';
import type { Language } from '@dating/contract/enums';
import { subscribe } from 'valtio/vanilla';
import type { AccountStores, AccountStoresOptions } from './account-stores.js';
import type { ApiClient } from './api/api-client.js';
import { type CatalogStore, createCatalogStore } from './catalog/catalog-store.js';
import type { ChatsStore } from './chat/chats-store.js';
import { type CountersStore, createCountersStore } from './counters/counters-store.js';
import { createLikesStore, type LikesStore } from './likes/likes-store.js';
import { createLocaleStore, type LocaleStore } from './locale/locale-store.js';
import { createOverlayStore, type OverlayStore } from './overlays/overlay-store.js';
import { requestPendingMatches } from './overlays/pending-match-requests.js';
import type { Clock } from './platform/clock.js';
import type { CookieJar } from './platform/cookies.js';
import type { GeolocationSource } from './platform/geolocation.js';
import type { LiveSocketFactory } from './platform/live-socket.js';
import type { PushPlatform } from './platform/push.js';
import type { KeyValueStorage } from './platform/storage.js';
import { createPushStore, type PushStore } from './push/push-store.js';
import { createSearchStore, type SearchStore } from './search/search-store.js';
import { createSessionStore, type SessionStore } from './session/session-store.js';
import { createSettingsStore, type SettingsStore } from './settings/settings-store.js';
import { createShowcaseStore, type ShowcaseStore } from './showcase/showcase-store.js';
import { createSignupStore, type SignupStore } from './signup/signup-store.js';
import { createTrackingStore, type TrackingStore } from './tracking/tracking-store.js';

/** Every store of a site, plus the seams they were built with. */
export interface Stores {
  api: ApiClient;
  clock: Clock;
  /** Cookies the stores read and write (the locale cookie). */
  cookies: CookieJar;
  /** Where the stores and the interface keep small values (tracking record, dismissed alerts). */
  storage: KeyValueStorage;
  settings: SettingsStore;
  session: SessionStore;
  locale: LocaleStore;
  tracking: TrackingStore;
  search: SearchStore;
  /** The members that landers and member landings show. */
  showcase: ShowcaseStore;
  catalog: CatalogStore;
  counters: CountersStore;
  /**
   * The overlay queue: every pop-up that opens by itself asks it first (one at a time, by
   * priority, never while the member is busy); pop-ups the member opens go through it or hold it.
   */
  overlays: OverlayStore;
  /** The member's likes and matches: the Likes badge, the likes pages and the match pop-up. */
  likes: LikesStore;
  /**
   * The member's conversations (the Messages badge and the conversation list), loaded once a
   * member is logged in (the same promise every time): a visitor's first page does not load it.
   */
  chats(): Promise<ChatsStore>;
  signup: SignupStore;
  push: PushStore;
  /**
   * The stores of the account pages, loaded with the first page that needs them (the same
   * promise every time). Screens suspend on it; the first page of the site does not wait for it.
   */
  accountStores(): Promise<AccountStores>;
  /**
   * Destroys every store (the account stores too, once made): polling and timers stop, calls
   * under way are cancelled, subscriptions end, and answers arriving later change nothing.
   */
  destroy(): void;
}

export interface CreateStoresOptions {
  api: ApiClient;
  clock: Clock;
  cookies: CookieJar;
  storage: KeyValueStorage;
  /** The device's position (the location settings' geolocation button). */
  geolocation: GeolocationSource;
  /** Web Push of the browser. */
  push: PushPlatform;
  /**
   * The live socket (`/api/live`): `browser` for the browser's WebSocket (its code loads with the
   * chats, not with a visitor's first page), a factory in tests; without it the chats are polled.
   */
  liveSocket?: LiveSocketFactory | 'browser';
  /** `navigator.languages`. */
  browserLanguages: readonly string[];
  /** The device's time zone (IANA name), which tells a signup the visitor's country. */
  timeZone?: string;
  /** The brand's settings baked into the site. */
  defaults: Settings;
  /**
   * The brand's company details baked into the site: the legal pages and the imprint render
   * without waiting for `/api/companyinfo.php`.
   */
  company?: CompanyInfo;
  /** A member known at start (fixtures). */
  user?: User | null;
  /** Forces the language at start (fixtures). */
  language?: Language;
  /**
   * Builds the account stores at once (fixtures pass `createAccountStores`); without it their
   * code loads on first use.
   */
  createAccountStores?: (options: AccountStoresOptions) => AccountStores;
}

/**
 * Builds every store and wires them together: a 403 asking for a login quietly logs the member
 * out (user cleared locally, polling stopped, no error shown), the likes and chats are polled with
 * the member's refresh, the badge counters, likes and chats reset whenever nobody is logged in, and
 * each match not shown yet asks the overlay queue for its pop-up.
 */
export function createStores(options: CreateStoresOptions): Stores {
  const { api, clock, cookies, storage, browserLanguages, defaults } = options;
  const settings = createSettingsStore({ api, defaults });
  const session = createSessionStore({ api, clock, user: options.user ?? null });
  const locale = createLocaleStore({
    api,
    cookies,
    browserLanguages,
    settings,
    session,
    ...(options.language ? { language: options.language } : {}),
  });
  const counters = createCountersStore();
  const overlays = createOverlayStore({ clock });
  const likes = createLikesStore({ api, clock, counters });
  let chats: Promise<ChatsStore> | undefined;
  // The chats store once its code arrived: reset and destroyed with the others, at once.
  let chatsMade: ChatsStore | undefined;
  let destroyed = false;
  const chatsStore = () => {
    chats ??= Promise.all([
      import('./chat/chats-store.js'),
      options.liveSocket === 'browser'
        ? import('./platform/live-socket.js').then((module) => module.browserLiveSocket)
        : Promise.resolve(options.liveSocket),
    ]).then(([{ createChatsStore }, live]) => {
      // A like or match heard live brings the likes (and a new match's pop-up) at once.
      const onLikes = () => void likes.actions.load();
      chatsMade = createChatsStore({ api, clock, counters, live, onLikes });
      // A store asked for just before the site stopped is destroyed as it arrives.
      if (destroyed) chatsMade.destroy();
      return chatsMade;
    });
    return chats;
  };
  // The likes and chats are polled with the member's refresh, and forgotten with the member.
  const followSession = () => {
    if (!session.state.user) {
      counters.actions.reset();
      likes.actions.reset();
      chatsMade?.actions.reset();
      return;
    }
    if (!session.state.polling) return;
    const pushSubscribed = () => session.state.pushSubscribed;
    if (!likes.state.polling) likes.actions.startPolling(pushSubscribed);
    void chatsStore().then((made) => {
      if (session.state.polling && !made.state.polling) made.actions.startPolling(pushSubscribed);
    });
  };

  const wiring = [
    api.onAuthenticationRequired(() => {
      if (session.state.user) session.actions.clearUser();
    }),
    subscribe(session.state, followSession),
    requestPendingMatches(likes, overlays),
  ];
  const tracking = createTrackingStore({ storage });
  let accountStores: Promise<AccountStores> | undefined;
  const accountOptions = { api, clock, storage, session, geolocation: options.geolocation };
  const stores = {
    settings,
    session,
    locale,
    tracking,
    search: createSearchStore({ api, tracking }),
    showcase: createShowcaseStore({ api }),
    catalog: createCatalogStore({ api, initial: { companyInfo: options.company ?? null } }),
    counters,
    overlays,
    likes,
    signup: createSignupStore({
      api,
      clock,
      storage,
      session,
      tracking,
      locale,
      overlays,
      visitor: { timeZone: options.timeZone, locales: browserLanguages },
    }),
    push: createPushStore({ api, push: options.push, session, settings }),
  };

  return {
    api,
    clock,
    cookies,
    storage,
    ...stores,
    chats: chatsStore,
    accountStores() {
      const create = options.createAccountStores;
      accountStores ??= (
        create
          ? Promise.resolve(create(accountOptions))
          : import('./account-stores.js').then((module) =>
              module.createAccountStores(accountOptions),
            )
      ).then((made) => {
        // Stores asked for just before the site stopped are destroyed as they arrive.
        if (destroyed) made.destroy();
        return made;
      });
      return accountStores;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const unsubscribe of wiring) unsubscribe();
      for (const store of Object.values(stores)) store.destroy();
      void accountStores?.then((made) => made.destroy());
      chatsMade?.destroy();
    },
  };
}

/** Where the site was opened. */
export interface StartLocation {
  /** The full URL (location.href). */
  href: string;
  /** location.host, sent as `forced_domain`. */
  host: string;
}

/**
 * Starts a site's stores: captures tracking parameters of the arrival URL, loads the settings
 * (route query plus `forced_domain`) and the member, starts polling when someone is logged in,
 * and reads the browser's push subscription.
 * Never rejects; the defaults stay in use when calls fail.
 */
export async function startStores(stores: Stores, location: StartLocation): Promise<void> {
  stores.tracking.actions.captureFromUrl(location.href);
  const query = Object.fromEntries(new URL(location.href, 'http://localhost').searchParams);
  const [, member] = await Promise.all([
    stores.settings.actions.load(query, location.host),
    stores.session.actions.refresh(),
  ]);
  if (member.ok && member.value) stores.session.actions.startPolling();
  // Registers the service worker and reads the subscription, which sets the polling interval.
  await stores.push.actions.refresh();
}
