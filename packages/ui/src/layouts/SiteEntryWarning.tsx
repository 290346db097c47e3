import type { Settings } from '@dating/contract';
import { type Language, MINIMUM_AGE } from '@dating/contract/enums';
import { type KeyValueStorage, siteEntryWarningVisible } from '@dating/logic';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useInterfaceStorage,
  useLocale,
  useSession,
  useSettings,
  useStores,
} from '../stores-context.js';

/** Storage key of the moment the visitor closed the site-entry warning. */
export const SITE_ENTRY_SKIPPED_KEY = 'dating.siteEntryWarningSkippedAt';

// A native dialog of about a kilobyte, kept out of the first-load code: it downloads while the
// site asks who is visiting, so it is there when it is to be shown.
const loadModal = () => import('../modals/SiteEntryWarningModal.js');
const SiteEntryWarningModal = lazy(() =>
  loadModal().then((module) => ({ default: module.SiteEntryWarningModal })),
);

/**
 * Starts downloading the warning's code when it may be shown (not skipped, popup not disabled).
 * The site calls it as it starts, so that a prerendered page, whose layout renders only once it
 * has hydrated, does not then wait for the code too. (Idempotent.)
 */
export function preloadSiteEntryWarning(
  storage: Pick<KeyValueStorage, 'getItem'>,
  settings: Pick<Settings, 'enable_site_entry_popup'>,
): void {
  if (
    storage.getItem(SITE_ENTRY_SKIPPED_KEY) === null &&
    settings.enable_site_entry_popup !== 'no'
  ) {
    void loadModal().catch(() => undefined);
  }
}

function isStandalone(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

/**
 * Shows the site-entry warning when the rule says so (visitor, not skipped, popup enabled, not an
 * installed app); confirming stores a skip timestamp so it does not return, and puts the focus on
 * the page's main content (`#main` of the layout), where the visitor reads on.
 */
export function SiteEntryWarning() {
  const stores = useStores();
  const storage = useInterfaceStorage();
  const settings = useSettings();
  const session = useSession();
  const { language } = useLocale();
  const { t } = useTranslation('modals');
  const [skippedAt, setSkippedAt] = useState(() => storage.getItem(SITE_ENTRY_SKIPPED_KEY));
  const confirmed = useRef(false);

  const visible =
    session.status === 'ready' &&
    siteEntryWarningVisible({
      standalone: isStandalone(),
      loggedIn: Boolean(session.user),
      skippedAt,
      popupSetting: settings.enable_site_entry_popup,
      country: settings.geoip_country,
    });
  useEffect(() => {
    if (!visible && confirmed.current) {
      confirmed.current = false;
      document.getElementById('main')?.focus();
    }
  }, [visible]);
  if (!visible) return null;

  const brandText = settings.site_entry_warning[language as Language];
  const age = { min_age: MINIMUM_AGE, count: MINIMUM_AGE };
  const accept = () => {
    const now = String(stores.clock.now());
    try {
      storage.setItem(SITE_ENTRY_SKIPPED_KEY, now);
    } catch {
      // A refused storage only means the warning returns on the next visit.
    }
    confirmed.current = true;
    setSkippedAt(now);
  };
  return (
    <Suspense fallback={null}>
      <SiteEntryWarningModal
        isOpen
        title={brandText?.title ?? t('siteEntryWarning.title')}
        body={brandText?.body ?? t('siteEntryWarning.body', age)}
        acceptLabel={t('siteEntryWarning.accept', age)}
        onAccept={accept}
      />
    </Suspense>
  );
}
