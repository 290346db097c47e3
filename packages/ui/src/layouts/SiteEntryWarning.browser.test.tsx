import { MEMBER_HINT_COOKIE } from '@dating/logic';
import { createFixtureStores, fixtureSettings, fixtureUser } from '@dating/logic/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createSiteI18n } from '../i18n.js';
import { SiteEntryWarningModal } from '../modals/SiteEntryWarningModal.js';
import { SiteApp } from '../SiteApp.js';
import { renderSite } from '../test/render-site.js';
import {
  openSiteEntryWarningEarly,
  SITE_ENTRY_SKIPPED_KEY,
  SITE_ENTRY_WARNING_ID,
} from './SiteEntryWarning.js';

/** A page as it arrives prerendered: its main content and the warning's closed dialog. */
function prerenderedWarning() {
  const onAccept = vi.fn();
  render(
    <>
      <main id="main" tabIndex={-1}>
        <h1>Welcome</h1>
      </main>
      <SiteEntryWarningModal
        id={SITE_ENTRY_WARNING_ID}
        title="Adults only"
        body="This site is for adults."
        acceptLabel="I am 18 or older, enter"
        onAccept={onAccept}
      />
    </>,
  );
  const dialog = document.getElementById(SITE_ENTRY_WARNING_ID) as HTMLDialogElement;
  return { dialog, onAccept };
}

describe('site-entry warning', () => {
  it('greets a visitor with the brand text and remembers the confirmation', async () => {
    const { stores } = await renderSite({ url: '/', showSiteEntryWarning: true });
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    expect(dialog).toMatchTextContent('This site is for adults aged 18 and over.');
    const accept = screen.getByRole('button', { name: 'I am 18 or older, enter' });
    await expect.poll(() => document.activeElement).toBe(accept);
    await userEvent.click(accept);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(stores.storage.getItem(SITE_ENTRY_SKIPPED_KEY)).toBe(String(stores.clock.now()));
    // The visitor reads on where the page begins, not from the top of the document.
    await expect.poll(() => document.activeElement?.id).toBe('main');
  });

  it('is a native modal dialog: the page behind is inert, and Escape confirms it', async () => {
    const { stores } = await renderSite({ url: '/', showSiteEntryWarning: true });
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    expect(dialog.tagName).toBe('DIALOG');
    await expect.poll(() => dialog.matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(stores.storage.getItem(SITE_ENTRY_SKIPPED_KEY)).toBe(String(stores.clock.now()));
    await expect.poll(() => document.activeElement?.id).toBe('main');
  });

  it('falls back to the default texts in the visitor language', async () => {
    await renderSite({
      url: '/',
      language: 'nl',
      showSiteEntryWarning: true,
      settings: fixtureSettings({ site_entry_warning: {} }),
    });
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeVisible();
  });

  it('is not shown to members nor when the popup setting is "no"', async () => {
    const { unmount } = await renderSite({
      url: '/',
      user: fixtureUser(),
      showSiteEntryWarning: true,
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    await renderSite({
      url: '/',
      showSiteEntryWarning: true,
      settings: fixtureSettings({ enable_site_entry_popup: 'no' }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('before the page hydrates', () => {
    it('opens at once for a visitor, and confirming it then is remembered', async () => {
      const stores = createFixtureStores();
      onTestFinished(() => stores.destroy());
      const { dialog } = prerenderedWarning();
      expect(dialog.open).toBe(false);

      expect(openSiteEntryWarningEarly(stores, fixtureSettings())).toBe(true);

      expect(dialog.matches(':modal')).toBe(true);
      const accept = screen.getByRole('button', { name: 'I am 18 or older, enter' });
      await expect.poll(() => document.activeElement).toBe(accept);
      // The button submits a dialog form: it closes without any script of the page.
      await userEvent.keyboard('{Enter}');
      await expect.poll(() => dialog.open).toBe(false);
      expect(stores.storage.getItem(SITE_ENTRY_SKIPPED_KEY)).toBe(String(stores.clock.now()));
      await expect.poll(() => document.activeElement?.id).toBe('main');
    });

    it('stays closed for a member hint cookie, an earlier confirmation or a disabled popup', () => {
      const { dialog } = prerenderedWarning();
      const fresh = () => {
        const stores = createFixtureStores();
        onTestFinished(() => stores.destroy());
        return stores;
      };
      const member = fresh();
      member.cookies.set(MEMBER_HINT_COOKIE, '1', { maxAgeDays: 1, path: '/', sameSite: 'lax' });
      expect(openSiteEntryWarningEarly(member, fixtureSettings())).toBe(false);
      const returning = fresh();
      returning.storage.setItem(SITE_ENTRY_SKIPPED_KEY, '1');
      expect(openSiteEntryWarningEarly(returning, fixtureSettings())).toBe(false);
      const disabled = fixtureSettings({ enable_site_entry_popup: 'no' });
      expect(openSiteEntryWarningEarly(fresh(), disabled)).toBe(false);
      expect(dialog.open).toBe(false);
    });

    it('is left open while the session is unknown, then closed unconfirmed for a member', async () => {
      const stores = createFixtureStores();
      onTestFinished(() => stores.destroy());
      stores.session.state.status = 'unknown';
      const i18n = await createSiteI18n('en', { preloadAll: true });
      render(<SiteApp stores={stores} i18n={i18n} url="/" />);
      await screen.findByRole('heading', { level: 1 });
      const dialog = document.getElementById(SITE_ENTRY_WARNING_ID) as HTMLDialogElement;
      expect(openSiteEntryWarningEarly(stores, stores.settings.state.settings)).toBe(true);
      // Hydrated, the session still unknown: the warning stays as the first script left it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(dialog.open).toBe(true);

      stores.session.actions.setUser(fixtureUser());
      await expect.poll(() => dialog.open).toBe(false);
      expect(stores.storage.getItem(SITE_ENTRY_SKIPPED_KEY)).toBeNull();
    });
  });
});
