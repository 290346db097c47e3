import { createFixtureStores } from '@dating/logic/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createSiteI18n } from '../i18n.js';
import { SiteApp } from '../SiteApp.js';
import { renderSite } from '../test/render-site.js';
import { ErrorScreen } from './ErrorScreen.js';

describe('error page', () => {
  it('shows 404 "This page could not be found" for an unknown URL, inside the layout', async () => {
    const { location } = await renderSite({ url: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    expect(screen.getByText('Error 404')).toBeVisible();
    await expect.poll(() => document.title).toBe('This page could not be found | Heartline');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();

    await userEvent.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to the home page' }),
    );
    await expect.poll(() => location().pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Heartline: meet singles near you' }),
    ).toBeVisible();
  });

  it('has no placeholder routes: pages not built yet are 404 too', async () => {
    // The settings page of spec section 2 is "not shown" there, and not built.
    await renderSite({ url: '/settings' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
  });

  // A route's address whose parameter breaks its rule is no page (issue 23: /likes/liked).
  it.each([
    '/likes/liked',
    '/members/abc',
    '/members/0',
    '/chats/1e3',
    '/credits/p9',
    '/credits/p1/bitcoin',
    '/transactions/12',
  ])('shows 404 at %s, a route whose parameter breaks its rule', async (url) => {
    await renderSite({ url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
  });

  it('defaults to status 500 and the title "Error"', async () => {
    const stores = createFixtureStores();
    const i18n = await createSiteI18n('en');
    render(
      <SiteApp stores={stores} i18n={i18n} url="/">
        <ErrorScreen />
      </SiteApp>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(screen.getByText('Error 500')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the error page in the visitor language', async () => {
    await renderSite({ url: '/nope', language: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cette page est introuvable' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
  });
});
