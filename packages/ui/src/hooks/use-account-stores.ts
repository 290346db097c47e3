import type { AccountStores } from '@dating/logic';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { ACCOUNT_NAMESPACES } from '../locales/load-locale.js';
import { useStores } from '../stores-context.js';

// The account pages' hooks: only those pages (all loaded lazily) import this module.

/**
 * The stores of the account pages (account, profile, location, alerts). Their code loads with
 * the first screen that asks for them: until then the screen suspends (its Suspense boundary
 * shows the fallback). The promise is the same every time, so once React has seen it resolve,
 * later renders get the stores at once. The account pages' texts start loading at the same
 * moment, so code and texts arrive together instead of one after the other.
 */
export function useAccountStores(): AccountStores {
  const { i18n } = useTranslation();
  if (!i18n.hasLoadedNamespace(ACCOUNT_NAMESPACES[0])) void i18n.loadNamespaces(ACCOUNT_NAMESPACES);
  return use(useStores().accountStores());
}

/** Which account call is under way, and whether the account was just deleted. */
export function useAccount() {
  return useSnapshot(useAccountStores().account.state);
}

/** Which profile call is under way. */
export function useProfileChanges() {
  return useSnapshot(useAccountStores().profile.state);
}

/** The geolocation button's state and the place found. */
export function useGeolocation() {
  return useSnapshot(useAccountStores().location.state);
}

/** When each alert was dismissed. */
export function useAlerts() {
  return useSnapshot(useAccountStores().alerts.state);
}
