import type { Settings } from '@dating/contract';
import { type Language, MINIMUM_AGE, SITE_STORAGE_KEYS } from '@dating/contract/enums';
import { MEMBER_HINT_COOKIE, type Stores, siteEntryWarningVisible } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteEntryWarningModal } from '../modals/SiteEntryWarningModal.js';
import {
  useInterfaceStorage,
  useLocale,
  useOverlays,
  useSession,
  useSettings,
  useStores,
} from '../stores-context.js';

/** Storage key of the moment the visitor closed the site-entry warning. */
export const SITE_ENTRY_SKIPPED_KEY = SITE_STORAGE_KEYS.siteEntrySkipped;

/** The id of the warning's `<dialog>`, by which the site's first script finds it. */
export const SITE_ENTRY_WARNING_ID = 'site-entry-warning';

function isStandalone(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

/** Stores the skip timestamp; a refused storage only means the warning returns next visit. */
function rememberSkip(stores: Pick<Stores, 'storage' | 'clock'>): string {
  const now = String(stores.clock.now());
  try {
    stores.storage.setItem(SITE_ENTRY_SKIPPED_KEY, now);
  } catch {
    // Nothing else to do: the visitor confirms again on the next visit.
  }
  return now;
}

// The close listener of openSiteEntryWarningEarly, until the hydrated warning takes over.
let releaseEarlyWarning: (() => void) | undefined;

/**
 * Opens the site-entry warning of a prerendered page at once, before the page's code has loaded
 * and hydrated (the warning is what a first visitor reads first, so it must not wait for them).
 * It opens when the rule says so for a visitor: no member hint cookie (`MEMBER_HINT_COOKIE`,
 * which the server sets with every session), not skipped, popup enabled, not an installed app.
 * It is the overlay queue's first pop-up (`siteEntryWarning`), asked for here, before anything
 * else can be. Closing it before hydration stores the skip timestamp and focuses `#main`, as the
 * hydrated warning does; once that one renders, it takes over (and closes the dialog should the
 * member turn out to be logged in after all).
 * @returns whether the warning was opened.
 */
export function openSiteEntryWarningEarly(
  stores: Pick<Stores, 'storage' | 'clock' | 'cookies' | 'overlays'>,
  settings: Pick<Settings, 'enable_site_entry_popup' | 'geoip_country'>,
): boolean {
  const dialog = document.getElementById(SITE_ENTRY_WARNING_ID);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return false;
  const visible = siteEntryWarningVisible({
    standalone: isStandalone(),
    loggedIn: stores.cookies.get(MEMBER_HINT_COOKIE) !== undefined,
    skippedAt: stores.storage.getItem(SITE_ENTRY_SKIPPED_KEY),
    popupSetting: settings.enable_site_entry_popup,
    country: settings.geoip_country,
  });
  if (!visible) return false;
  stores.overlays.actions.request('siteEntryWarning');
  if (!stores.overlays.actions.isOpen('siteEntryWarning')) return false;
  const onClose = () => {
    releaseEarlyWarning?.();
    rememberSkip(stores);
    stores.overlays.actions.close('siteEntryWarning');
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  dialog.addEventListener('close', onClose);
  releaseEarlyWarning = () => {
    dialog.removeEventListener('close', onClose);
    releaseEarlyWarning = undefined;
  };
  dialog.showModal();
  return true;
}

/**
 * The site-entry warning (spec section 4): shown when the rule says so (visitor, not skipped,
 * popup enabled, not an installed app), as the overlay queue's first pop-up (`siteEntryWarning`);
 * confirming stores a skip timestamp so it does not return, and puts the focus on the page's
 * main content (`#main` of the layout), where the visitor reads on. Until the session is known
 * it leaves the dialog as it is, so a warning that the page's first script opened
 * (`openSiteEntryWarningEarly`) stays open while the page hydrates.
 */
export function SiteEntryWarning() {
  const stores = useStores();
  const storage = useInterfaceStorage();
  const settings = useSettings();
  const session = useSession();
  const { language } = useLocale();
  const { t } = useTranslation('modals');
  const [skippedAt, setSkippedAt] = useState(() => storage.getItem(SITE_ENTRY_SKIPPED_KEY));
  const { open } = useOverlays();
  const { overlays } = stores;

  // The hydrated warning handles closing from now on.
  useEffect(() => releaseEarlyWarning?.(), []);

  const visible =
    session.status === 'ready'
      ? siteEntryWarningVisible({
          standalone: isStandalone(),
          loggedIn: Boolean(session.user),
          skippedAt,
          popupSetting: settings.enable_site_entry_popup,
          country: settings.geoip_country,
        })
      : undefined;
  // Asks the overlay queue while the rule says to show it; gives its place back when not, or
  // when the layout goes.
  useEffect(() => {
    if (visible === undefined) return;
    if (!visible) {
      overlays.actions.close('siteEntryWarning');
      return;
    }
    overlays.actions.request('siteEntryWarning');
    return () => overlays.actions.close('siteEntryWarning');
  }, [visible, overlays]);
  if (settings.enable_site_entry_popup === 'no') return null;

  const brandText = settings.site_entry_warning[language as Language];
  const age = { min_age: MINIMUM_AGE, count: MINIMUM_AGE };
  // The dialog has closed by now (the browser gave the focus back to where it was before).
  const accept = () => {
    setSkippedAt(rememberSkip(stores));
    overlays.actions.close('siteEntryWarning');
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <SiteEntryWarningModal
      id={SITE_ENTRY_WARNING_ID}
      isOpen={visible === undefined ? undefined : visible && open?.kind === 'siteEntryWarning'}
      title={brandText?.title ?? t('siteEntryWarning.title')}
      body={brandText?.body ?? t('siteEntryWarning.body', age)}
      acceptLabel={t('siteEntryWarning.accept', age)}
      onAccept={accept}
    />
  );
}
