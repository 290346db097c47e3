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
    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older, enter' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(stores.storage.getItem(SITE_ENTRY_SKIPPED_KEY)).toBe(String(stores.clock.now()));
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
