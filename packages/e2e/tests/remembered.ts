import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import type { BrowserContext, Page } from '@playwright/test';

// What the site keeps in a browser's localStorage about its pop-ups (the contract's
// `SITE_STORAGE_KEYS`). A test that is not about a pop-up starts with the browser remembering it
// closed, so that it cannot open in the test: by its set-up, not by its speed.
const SITE_ENTRY_SKIPPED_KEY = SITE_STORAGE_KEYS.siteEntrySkipped;
const ALERTS_STORAGE_KEY = SITE_STORAGE_KEYS.alertsDismissed;

/** The visitor confirmed the adults-only notice on an earlier visit. */
export async function rememberSiteEntryConfirmed(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(
    (key) => window.localStorage.setItem(key, String(Date.now())),
    SITE_ENTRY_SKIPPED_KEY,
  );
}

/**
 * The member closed the time bonus's act-fast pop-up on an earlier visit: it stays closed for
 * good (the alert `time_bonus`); the banner and the discount stay.
 */
export async function rememberTimeBonusClosed(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    let dismissed: Record<string, number> = {};
    try {
      dismissed = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    } catch {
      // A damaged value is replaced.
    }
    dismissed.time_bonus ??= Date.now();
    window.localStorage.setItem(key, JSON.stringify(dismissed));
  }, ALERTS_STORAGE_KEY);
}
