import { LANDER_NAMES } from '@dating/contract/enums';
import { fixtureSettings, fixtureShowcaseProfiles, fixtureUser } from '@dating/logic/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderSite } from '../../test/render-site.js';

const showcase = fixtureShowcaseProfiles(24);

describe('landers', () => {
  it.each([...LANDER_NAMES, 'tinderswipe'])(
    '%s: its headline, the signup on the page, members with fictional profiles marked, the footer',
    async (name) => {
      await renderSite({
        url: name === 'tinderswipe' ? '/landers/tinderswipe' : `/landers/${name}`,
      });
      const main = within(await screen.findByRole('main'));
      expect(await main.findByRole('heading', { level: 1 })).toBeVisible();
      expect(
        main.getByRole('heading', { level: 2, name: 'Create your free profile' }),
      ).toBeVisible();
      expect(main.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      // The lander layout: the logo and a way to log in; no menus.
      const header = within(screen.getByRole('banner'));
      expect(header.getByRole('link', { name: 'Heartline' })).toHaveAttribute('href', '/');
      expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      expect(header.queryByRole('button')).toBeNull();
      // Members arrive; every fictional one on screen carries the brand's notice.
      await waitFor(() => expect(main.queryAllByRole('list', { busy: true })).toEqual([]));
      const shown = showcase.filter(
        (profile) => main.queryAllByText((text) => text.startsWith(profile.name)).length,
      );
      expect(shown.length).toBeGreaterThan(0);
      const notices = main.queryAllByText('fictional profile');
      expect(notices.length).toBeGreaterThanOrEqual(
        name === 'tinderswipe' ? Number(showcase[0]?.fictional) : 1,
      );
      const footer = within(screen.getByRole('contentinfo'));
      for (const link of [
        'Terms and conditions',
        'Privacy policy',
        'Cookie policy',
        'Complaints',
      ]) {
        expect(footer.getByRole('link', { name: link })).toBeVisible();
      }
    },
  );

  it('shows the gallery of members, each with name, age and town', async () => {
    await renderSite({ url: '/landers/gallery' });
    const list = await screen.findByRole('list', { name: 'Members of Heartline', busy: false });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    const first = showcase[0];
    expect(
      within(items[0] as HTMLElement).getByText(
        first?.city
          ? `${first.name}, ${first.age}, ${first.city}`
          : `${first?.name}, ${first?.age}`,
      ),
    ).toBeVisible();
    for (const [index, profile] of showcase.slice(0, 12).entries()) {
      const notice = within(items[index] as HTMLElement).queryByText('fictional profile');
      expect(Boolean(notice), profile.name).toBe(profile.fictional);
    }
  });

  it('takes the visitor to the signup from the call to action, focus included', async () => {
    await renderSite({ url: '/landers/iconslanding' });
    const join = await screen.findByRole('link', { name: 'Sign up for free' });
    await userEvent.click(join);
    expect(screen.getByRole('region', { name: 'Create your free profile' })).toHaveFocus();
  });

  it('is a 404 in a language the brand does not offer, and in its language otherwise', async () => {
    await renderSite({
      url: '/landers/gallery/pol',
      settings: fixtureSettings({ languages: ['en', 'nl'] }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
  });

  it('tells a visitor without a traffic source that signup is by invitation, where it is', async () => {
    const settings = fixtureSettings({ signups: 'with_trafficsource' });
    const closed = await renderSite({ url: '/landers/gallery', settings });
    expect(await screen.findByText('Signing up on this site is by invitation only.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    closed.unmount();
    await renderSite({
      url: '/landers/gallery',
      settings,
      tracking: { network: 'adnet', ref: null, sub1: null, sub2: null, sub3: null },
    });
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeVisible();
  });

  it('goes on with the later signup steps on the page once the account is made', async () => {
    const { stores } = await renderSite({ url: '/landers/gallery', user: fixtureUser() });
    // A member who is logged in already is shown the way on.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You are logged in' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Go to the members' })[0]).toHaveAttribute(
      'href',
      '/members',
    );
    stores.signup.state.step = 1;
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Add a photo of yourself' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to the members' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      '#signup',
    );
  });

  it('lets a visitor swipe five members, then counts the likes and moves the focus on', async () => {
    await renderSite({ url: '/landers/tinderswipe' });
    const deck = within(await screen.findByRole('region', { name: 'Members to swipe' }));
    for (const [index, profile] of showcase.slice(0, 5).entries()) {
      expect(await deck.findByText(`Card ${index + 1} of 5`)).toBeVisible();
      const verb = index % 2 === 0 ? 'Like' : 'Pass';
      await userEvent.click(deck.getByRole('button', { name: `${verb} ${profile.name}` }));
    }
    expect(await deck.findByRole('heading', { name: 'Nice picks!' })).toBeVisible();
    expect(deck.getByText('You liked 3 members.')).toBeVisible();
    expect(deck.getByText('Nice picks!').parentElement).toHaveFocus();
  });

  it.each([
    [390, 844],
    [375, 667],
  ])(
    'shows the card and its buttons on the first screen of a %i x %i phone',
    async (width, height) => {
      await page.viewport(width, height);
      try {
        await renderSite({ url: '/landers/tinderswipe' });
        const deck = within(await screen.findByRole('region', { name: 'Members to swipe' }));
        const like = await deck.findByRole('button', { name: `Like ${showcase[0]?.name}` });
        // Measured from the top of the page, as a visitor arriving sees it.
        expect(like.getBoundingClientRect().bottom + window.scrollY).toBeLessThanOrEqual(height);
        // The hint is out of sight but still describes the card.
        expect(deck.getByRole('group', { description: /arrow keys/ })).toBeVisible();
      } finally {
        await page.viewport(1280, 800);
      }
    },
  );

  it('plays the members like a video, with a button that pauses it', async () => {
    const { container } = await renderSite({ url: '/landers/transitionsvideolanding' });
    const pause = await screen.findByRole('button', { name: 'Pause the slideshow' });
    const slideshow = container.querySelector('[data-plays]');
    expect(slideshow).not.toBeNull();
    await userEvent.click(pause);
    expect(slideshow).toHaveAttribute('data-paused');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  });

  it("puts the members on a map of the visitor's country, and offers the brand's others", async () => {
    await renderSite({
      url: '/landers/maplanding',
      settings: fixtureSettings({ countries: ['NL', 'BE'], geoip_country: 'NL' }),
    });
    const map = await screen.findByRole('img', {
      name: 'Map (Netherlands) with the home towns of the members listed below',
    });
    // The members of Amsterdam and Rotterdam in the fixtures stand on it.
    await waitFor(() => expect(map.querySelectorAll('image').length).toBeGreaterThan(0));
    expect(map.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    await userEvent.click(screen.getByRole('button', { name: 'Belgium' }));
    expect(
      await screen.findByRole('img', {
        name: 'Map (Belgium) with the home towns of the members listed below',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Belgium' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/live all over the map: Netherlands and Belgium\./)).toBeVisible();
  });
});
