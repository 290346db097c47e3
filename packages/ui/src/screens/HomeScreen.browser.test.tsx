import { fixtureSettings, fixtureUser } from '@dating/logic/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/render-site.js';

describe('home page', () => {
  it('shows the brand hero with log-in and search calls to action', async () => {
    await renderSite({ url: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Heartline: meet singles near you' }),
    ).toBeVisible();
    expect(screen.getByText('Meet singles near you, chat and find a match.')).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('leads with one strong call to action, value points and the theme mosaic of fixed size', async () => {
    await renderSite({ url: '/', settings: fixtureSettings({ signups: 'all' }) });
    const main = within(await screen.findByRole('main'));
    const signup = await main.findByRole('link', { name: 'Sign up for free' });
    // One button-like link; login and search follow as plain links.
    const buttons = screen.getByRole('main').querySelectorAll('a[data-variant="button"]');
    expect([...buttons]).toEqual([signup]);
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('data-variant', 'inline');
    expect(main.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free to join and to browse profiles',
      'Meet singles from your own region',
      'Your details stay private, and you choose who sees your photos',
    ]);
    const mosaic = screen.getByRole('main').querySelector('img');
    expect(mosaic).toHaveAttribute('src', '/theme/hero.webp');
    expect(mosaic).toHaveAttribute('srcset', '/theme/hero.webp 1x, /theme/hero@2x.webp 2x');
    expect(mosaic).toHaveAttribute('width', '496');
    expect(mosaic).toHaveAttribute('height', '408');
    expect(mosaic).toHaveAttribute('fetchpriority', 'high');
    expect(mosaic).toHaveAttribute('alt', '');
    // Its box has its final size before the file arrives (no layout shift).
    const box = (mosaic as HTMLImageElement).getBoundingClientRect();
    expect(box.height / box.width).toBeCloseTo(408 / 496, 2);
  });

  it('hides the search call to action when logged-out search is off', async () => {
    await renderSite({ url: '/', settings: fixtureSettings({ logged_out_search: 'none' }) });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Login' })).toBeVisible();
    expect(main.queryByRole('link', { name: 'Search members' })).toBeNull();
  });

  it('shows the search call to action for visitors with a traffic source', async () => {
    await renderSite({
      url: '/',
      settings: fixtureSettings({
        logged_out_search: 'none',
        logged_out_search_trafficsource: 'all',
      }),
      tracking: { network: 'partner', ref: null, sub1: null, sub2: null, sub3: null },
    });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Search members' })).toBeVisible();
  });

  it('offers members the search and no login', async () => {
    await renderSite({ url: '/', user: fixtureUser() });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Search members' })).toBeVisible();
    expect(main.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
