import { fixtureUser } from '@dating/logic/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';

function mainNavigation() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('top navigation', () => {
  // The desktop row; phones get the compact bar and the tab bar (below).
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('offers a visitor the Login button and no member links', async () => {
    await renderSite({ url: '/' });
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Heartline' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(navigation).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(navigation).queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(within(navigation).queryByRole('button', { name: 'Account' })).toBeNull();
  });

  it('shows a free member the member links and Get Premium', async () => {
    await renderSite({ url: '/', user: fixtureUser({ paid_user: false, credits: 0 }) });
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Heartline' })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(within(navigation).getByRole('link', { name: 'Search members' })).toBeVisible();
    expect(within(navigation).getByRole('link', { name: 'Get Premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(within(navigation).queryByRole('link', { name: /Credits/ })).toBeNull();
    expect(within(navigation).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows a paid member Credits with a warning badge at 10 credits or fewer', async () => {
    await renderSite({ url: '/', user: fixtureUser({ paid_user: true, credits: 7 }) });
    const credits = await screen.findByRole('link', { name: /^Credits\W+7 credits left$/ });
    expect(credits).toHaveAttribute('href', '/credits/repeat-order');
    expect(within(credits).getByText('7')).toHaveAttribute('data-tone', 'warning');
    expect(screen.queryByRole('link', { name: 'Get Premium' })).toBeNull();
  });

  it('shows the danger badge at 0 credits and no badge above 10', async () => {
    const { unmount } = await renderSite({ user: fixtureUser({ paid_user: true, credits: 0 }) });
    const empty = await screen.findByRole('link', { name: /^Credits\W+0 credits left$/ });
    expect(within(empty).getByText('0')).toHaveAttribute('data-tone', 'danger');
    unmount();
    await renderSite({ user: fixtureUser({ paid_user: true, credits: 11 }) });
    expect(await screen.findByRole('link', { name: 'Credits' })).toBeVisible();
  });

  it('caps the unread badge at 99+ from 100 and shows new likes', async () => {
    await renderSite({
      user: fixtureUser(),
      counters: { unreadMessages: 100, newLikes: 3 },
    });
    const messages = await screen.findByRole('link', { name: /^Messages\W+100 unread messages$/ });
    expect(within(messages).getByText('99+')).toBeVisible();
    const likes = screen.getByRole('link', { name: /^Likes\W+3 new likes$/ });
    expect(within(likes).getByText('3')).toBeVisible();
  });

  it('shows 99 unread messages as 99', async () => {
    await renderSite({ user: fixtureUser(), counters: { unreadMessages: 99 } });
    const messages = await screen.findByRole('link', { name: /^Messages\W+99 unread messages$/ });
    expect(within(messages).getByText('99')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Likes' })).toBeVisible();
  });

  it('switches the language from the locale dropdown without reloading', async () => {
    const { stores } = await renderSite({ url: '/' });
    const trigger = await screen.findByRole('button', { name: 'Language: English' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).getByRole('link', { name: 'Anmelden' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/pages/terms');
    expect(document.documentElement.lang).toBe('de');
    expect(stores.cookies.get('i18n_redirected')).toBe('de');
  });

  it('operates the account dropdown by keyboard', async () => {
    const { location, stores } = await renderSite({ url: '/', user: fixtureUser() });
    const account = await screen.findByRole('button', { name: 'Account' });
    account.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My profile', 'Settings', 'Logout']);
    await expect.poll(() => document.activeElement?.textContent).toBe('My profile');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Settings');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Logout');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => location().pathname).toBe('/');
    await expect.poll(() => stores.session.state.user).toBeNull();
    expect(await within(mainNavigation()).findByRole('link', { name: 'Login' })).toBeVisible();
  });

  it('leads Settings in the account menu to the notification settings', async () => {
    const { location } = await renderSite({ url: '/', user: fixtureUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await expect.poll(() => location().pathname).toBe('/notifications');
  });

  it('hides both dropdowns on the signup completion step', async () => {
    await renderSite({ url: '/complete-signup', user: fixtureUser({ status: 'not_confirmed' }) });
    await screen.findByRole('heading', { name: 'Confirm your e-mail address' });
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });
});

describe('phone layout (375 px)', () => {
  beforeEach(async () => {
    await page.viewport(375, 740);
  });

  function tabBar() {
    return screen.getByRole('navigation', { name: 'Member navigation' });
  }

  it('keeps the logged-in header and the tab bar within 120 px together', async () => {
    await renderSite({
      url: '/members',
      user: fixtureUser({ paid_user: true, credits: 3 }),
      counters: { unreadMessages: 120, newLikes: 4 },
    });
    await screen.findByRole('navigation', { name: 'Member navigation' });
    const header = screen.getByRole('banner').getBoundingClientRect();
    const bar = tabBar().getBoundingClientRect();
    expect(header.height).toBeGreaterThan(0);
    expect(header.height + bar.height).toBeLessThanOrEqual(120);
    // The tab bar sits at the bottom of the screen, one row high.
    expect(Math.round(bar.bottom)).toBe(window.innerHeight);
    expect(bar.height).toBeLessThan(80);
    expect(within(mainNavigation()).getByRole('link', { name: 'Heartline' })).toBeVisible();
    expect(within(mainNavigation()).queryByRole('link', { name: 'Search members' })).toBeNull();
  });

  it('offers every member item in the tab bar with its badge and marks the current tab', async () => {
    await renderSite({
      url: '/members',
      user: fixtureUser({ paid_user: true, credits: 0 }),
      counters: { unreadMessages: 100, newLikes: 3 },
    });
    const tabs = within(await screen.findByRole('navigation', { name: 'Member navigation' }));
    const search = tabs.getByRole('link', { name: 'Search' });
    expect(search).toHaveAttribute('href', '/members');
    expect(search).toHaveAttribute('aria-current', 'page');
    const messages = tabs.getByRole('link', { name: /^Messages\W+100 unread messages$/ });
    expect(messages).toHaveAttribute('href', '/chats');
    expect(messages).not.toHaveAttribute('aria-current');
    expect(within(messages).getByText('99+')).toBeVisible();
    const likes = tabs.getByRole('link', { name: /^Likes\W+3 new likes$/ });
    expect(likes).toHaveAttribute('href', '/likes');
    const credits = tabs.getByRole('link', { name: /^Credits\W+0 credits left$/ });
    expect(credits).toHaveAttribute('href', '/credits/repeat-order');
    expect(within(credits).getByText('0')).toHaveAttribute('data-tone', 'danger');
    expect(tabs.getByRole('button', { name: 'Account' })).toBeVisible();
  });

  it('offers a free member Premium in the tab bar', async () => {
    await renderSite({ url: '/members', user: fixtureUser({ paid_user: false }) });
    const tabs = within(await screen.findByRole('navigation', { name: 'Member navigation' }));
    expect(tabs.getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
    expect(tabs.queryByRole('link', { name: /Credits/ })).toBeNull();
  });

  it('reaches My profile, Settings and Logout in two taps from the account tab', async () => {
    const { location } = await renderSite({ url: '/members', user: fixtureUser() });
    const account = await within(
      await screen.findByRole('navigation', { name: 'Member navigation' }),
    ).findByRole('button', { name: 'Account' });
    await userEvent.click(account);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My profile', 'Settings', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect.poll(() => location().pathname).toBe('/notifications');
  });

  it('keeps the language menu in the top bar, one tap away', async () => {
    await renderSite({ url: '/members', user: fixtureUser() });
    const trigger = await within(mainNavigation()).findByRole('button', {
      name: 'Language: English',
    });
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
  });

  it('shows a visitor no tab bar', async () => {
    await renderSite({ url: '/' });
    expect(await within(mainNavigation()).findByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Member navigation' })).toBeNull();
  });
});

describe('the 992 px breakpoint', () => {
  it('shows one top row from 992 px, even in German, and the tab bar on a 768 px tablet', async () => {
    await page.viewport(992, 800);
    const { stores } = await renderSite({
      url: '/members',
      user: fixtureUser({ paid_user: false }),
      counters: { unreadMessages: 120, newLikes: 4 },
    });
    await stores.locale.actions.setLanguage('de');
    const navigation = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).getByRole('link', { name: 'Mitglieder suchen' })).toBeVisible();
    // One row: the banner is no taller than the navigation's height (64 px) and its border.
    expect(screen.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(65);
    expect(screen.queryByRole('navigation', { name: 'Mitgliedernavigation' })).toBeNull();

    await page.viewport(768, 1024);
    expect(await screen.findByRole('navigation', { name: 'Mitgliedernavigation' })).toBeVisible();
    expect(within(navigation).queryByRole('link', { name: 'Mitglieder suchen' })).toBeNull();
  });

  it('keeps one top row at 992 px in German with a brand’s own 4:1 logo', async () => {
    await page.viewport(992, 800);
    const { stores } = await renderSite({
      url: '/members',
      user: fixtureUser({ paid_user: false }),
      counters: { unreadMessages: 120, newLikes: 4 },
      assets: { logo: { src: '/brand/logo.svg', width: 160, height: 40 }, hero: null, video: null },
    });
    await stores.locale.actions.setLanguage('de');
    const navigation = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).getByRole('img', { name: 'Heartline' })).toBeVisible();
    expect(screen.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(65);
  });
});

describe('footer and disclaimer', () => {
  it('shows visitors the public links, support contacts and the disclaimer', async () => {
    await renderSite({ url: '/' });
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(links).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
    // Anyone may send a notice (EU DSA Art. 16); the ban policy is for members.
    expect(within(links).getByRole('link', { name: 'Complaints' })).toHaveAttribute(
      'href',
      '/complaints',
    );
    expect(within(links).queryByRole('link', { name: 'Ban policy' })).toBeNull();
    expect(
      within(footer).getByRole('link', { name: 'Email support: support@heartline.example' }),
    ).toHaveAttribute('href', 'mailto:support@heartline.example');
    expect(
      within(footer).getByRole('link', { name: 'Call support: +442079460958' }),
    ).toHaveAttribute('href', 'tel:+442079460958');
    expect(
      screen.getByText('Some profiles are fictional and are run by our team.', { exact: false }),
    ).toBeVisible();
  });

  it('shows members the account-related pages too', async () => {
    await renderSite({ url: '/', user: fixtureUser() });
    const links = await screen.findByRole('navigation', { name: 'Footer' });
    for (const name of ['Ban policy', 'Complaints', 'Return policy', 'FAQ', 'Pricing']) {
      expect(within(links).getByRole('link', { name })).toBeVisible();
    }
  });
});
