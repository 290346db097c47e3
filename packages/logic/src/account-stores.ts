import { type AccountStore, createAccountStore } from './account/account-store.js';
import { type AlertsStore, createAlertsStore } from './alerts/alerts-store.js';
import { type AccountApi, createAccountApi } from './api/account-api.js';
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
  /** The account calls the stores use (and the data download's address). */
  accountApi: AccountApi;
  account: AccountStore;
  profile: ProfileStore;
  location: LocationStore;
  alerts: AlertsStore;
}

/** What the account stores are built from. */
export interface AccountStoresOptions {
  api: ApiClient;
  /** The account calls; built over `api` unless given (fixtures pass their fake). */
  accountApi?: AccountApi;
  clock: Clock;
  storage: KeyValueStorage;
  session: SessionStore;
  geolocation: GeolocationSource;
}

/** Builds the account stores over the site's session. */
export function createAccountStores({
  api,
  accountApi = createAccountApi(api),
  clock,
  storage,
  session,
  geolocation,
}: AccountStoresOptions): AccountStores {
  return {
    accountApi,
    account: createAccountStore({ api: accountApi, session }),
    profile: createProfileStore({ api: accountApi, session }),
    location: createLocationStore({ api: accountApi, clock, storage, geolocation }),
    alerts: createAlertsStore({ storage, clock }),
  };
}
