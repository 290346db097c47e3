import { type AccountStore, createAccountStore } from './account/account-store.js';
import { type AlertsStore, createAlertsStore } from './alerts/alerts-store.js';
import type { ApiClient } from './api/api-client.js';
import { createLocationStore, type LocationStore } from './location/location-store.js';
import type { Clock } from './platform/clock.js';
import type { GeolocationSource } from './platform/geolocation.js';
import type { KeyValueStorage } from './platform/storage.js';
import { createProfileStore, type ProfileStore } from './profile/profile-store.js';
import type { SessionStore } from './session/session-store.js';

/**
 * The stores of the account pages (links from mails, profile, settings): they load with those
 * pages, not with a site's first page (see `Stores.accountStores`).
 */
export interface AccountStores {
  account: AccountStore;
  profile: ProfileStore;
  location: LocationStore;
  alerts: AlertsStore;
  /** Destroys the account stores (`Stores.destroy` does it when they were made). */
  destroy(): void;
}

/** What the account stores are built from. */
export interface AccountStoresOptions {
  api: ApiClient;
  clock: Clock;
  storage: KeyValueStorage;
  session: SessionStore;
  geolocation: GeolocationSource;
}

/** Builds the account stores over the site's session. */
export function createAccountStores({
  api,
  clock,
  storage,
  session,
  geolocation,
}: AccountStoresOptions): AccountStores {
  const made = {
    account: createAccountStore({ api, session }),
    profile: createProfileStore({ api, session }),
    location: createLocationStore({ api, clock, storage, geolocation }),
    alerts: createAlertsStore({ storage, clock }),
  };
  return {
    ...made,
    destroy() {
      for (const store of Object.values(made)) store.destroy();
    },
  };
}
