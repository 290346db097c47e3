import { fixtureSettings, fixtureUser } from '@dating/logic/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';
import { SITE_ENTRY_SKIPPED_KEY } from './SiteEntryWarning.js';

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
});
