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
