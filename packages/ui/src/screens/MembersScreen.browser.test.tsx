import type { ProfileCard } from '@dating/contract';
import {
  createFixtureStores,
  failWith,
  fixtureImage,
  fixtureProfile,
  fixtureSettings,
  fixtureUser,
} from '@dating/logic/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createSiteI18n } from '../i18n.js';
import { SITE_ENTRY_SKIPPED_KEY } from '../layouts/SiteEntryWarning.js';
import { SiteApp } from '../SiteApp.js';
import { renderSite } from '../test/render-site.js';

function card(id: number, overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id,
    name: `Member ${id}`,
    age: 30,
    gender: 'female',
    country: 'NL',
    region: 'Noord-Holland',
    city: 'Amsterdam',
    main_image: fixtureImage(id),
    fictional: false,
    online: false,
    ...overrides,
  };
}

const PROFILES: ProfileCard[] = [
  card(1, { name: 'Anna', age: 28, city: 'Utrecht' }),
  card(2, { name: 'Bram', gender: 'male', age: 41, country: 'BE', city: 'Gent', main_image: null }),
  card(3, { name: 'Chloé', age: 35, country: 'FR', city: 'Paris', fictional: true }),
  ...Array.from({ length: 27 }, (_, index) => card(10 + index, { age: 50 })),
];

// A member who looks for women and men: their search starts without a gender filter.
const member = () => fixtureUser({ profile: fixtureProfile({ gender: 'male', sexuality: 'bi' }) });

function results() {
  return screen.findByRole('region', { name: 'Search results' });
}

describe('members page', () => {
  it('sends visitors to the login page when logged-out search is off', async () => {
    const { location } = await renderSite({
      url: '/members',
      settings: fixtureSettings({ logged_out_search: 'none' }),
    });
    await expect.poll(() => location().pathname).toBe('/login');
    expect(location().search).toBe('?redirect=%2Fmembers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  it('lets visitors search when logged-out search is on', async () => {
    await renderSite({ url: '/members', profiles: PROFILES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
    expect(await screen.findByText('30 members found')).toBeVisible();
  });

  it('runs a first search and shows cards with photo, name, age, city and the fictional notice', async () => {
    await renderSite({ url: '/members', user: member(), profiles: PROFILES });
    expect(await within(await results()).findByText('30 members found')).toBeVisible();
    const cards = within(await results()).getAllByRole('article');
    expect(cards).toHaveLength(24);

    const anna = cards[0]!;
    expect(within(anna).getByRole('heading', { name: 'Anna' })).toBeVisible();
    expect(within(anna).getByRole('img', { name: 'Photo of Anna' })).toBeVisible();
    expect(within(anna).getByText('28 years · Utrecht')).toBeVisible();
    expect(within(anna).queryByText(/fictional profile/)).toBeNull();

    const bram = cards[1]!;
    expect(within(bram).getByRole('img', { name: 'No photo of Bram yet' })).toBeVisible();

    const chloe = cards[2]!;
    expect(within(chloe).getByText(/fictional profile/)).toHaveTextContent('🎭 fictional profile');
  });

  it('lays photo cards two to a row on a phone, all of one height, the first row loading at once', async () => {
    await page.viewport(375, 740);
    const withDouble = { ...fixtureImage(1), thumb_2x_filename: '/uploads/anna-thumb-2x.jpg' };
    await renderSite({
      url: '/members',
      user: member(),
      profiles: [{ ...PROFILES[0]!, main_image: withDouble }, ...PROFILES.slice(1)],
    });
    const cards = await within(await results()).findAllByRole('article');
    const boxes = cards.map((article) => article.getBoundingClientRect());
    const [first, second, third] = boxes as [DOMRect, DOMRect, DOMRect];
    expect(second.top).toBe(first.top);
    expect(second.left).toBeGreaterThan(first.right);
    expect(third.top).toBeGreaterThanOrEqual(first.bottom);
    // Fixed 4:5 frames: every card has the same height, with or without a photo or a notice.
    expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
    expect(first.height / first.width).toBeCloseTo(5 / 4, 1);

    const annaPhoto = within(cards[0]!).getByRole('img', { name: 'Photo of Anna' });
    expect(annaPhoto).toHaveAttribute(
      'srcset',
      expect.stringMatching(/ 1x, \/uploads\/anna-thumb-2x\.jpg 2x$/),
    );
    expect(annaPhoto).toHaveAttribute('loading', 'eager');
    expect(annaPhoto).toHaveAttribute('fetchpriority', 'high');
    const fifth = within(cards[4]!).getByRole('img');
    expect(fifth).toHaveAttribute('fetchpriority', 'high');
    const sixth = within(cards[5]!).getByRole('img');
    expect(sixth).toHaveAttribute('loading', 'lazy');
    expect(sixth).not.toHaveAttribute('srcset');
    // The notice of a fictional profile lies on the photo, inside the card.
    const notice = within(cards[2]!)
      .getByText(/fictional profile/)
      .getBoundingClientRect();
    expect(notice.top).toBeGreaterThanOrEqual(third.top);
    expect(notice.bottom).toBeLessThanOrEqual(third.bottom);
  });

  it('searches with gender, country and age filters', async () => {
    const { stores } = await renderSite({
      url: '/members',
      user: member(),
      profiles: PROFILES,
    });
    await within(await results()).findByText('30 members found');

    await userEvent.click(screen.getByRole('button', { name: /Looking for/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Women' }));
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'France' }));
    await userEvent.fill(screen.getByRole('textbox', { name: 'Minimum age' }), '30');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Maximum age' }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await within(await results()).findByText('1 member found')).toBeVisible();
    expect(within(await results()).getByRole('heading', { name: 'Chloé' })).toBeVisible();
    expect(stores.api.callsTo('searchMembers').at(-1)).toEqual({
      query: { gender: 'female', country: 'FR', min_age: 30, max_age: 40, page: 1 },
    });
  });

  it('pages through the results', async () => {
    await renderSite({ url: '/members', user: member(), profiles: PROFILES });
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(pages).findByText('Page 2 of 2')).toBeVisible();
    expect(within(await results()).getAllByRole('article')).toHaveLength(6);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Search results' })).toHaveFocus();
  });

  it('shows an empty state when nobody matches', async () => {
    await renderSite({ url: '/members', user: member(), profiles: [] });
    expect(await within(await results()).findByText('0 members found')).toBeVisible();
    expect(
      screen.getByText('No members match your search. Try a wider age range or another country.'),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('shows the generic error when the search fails', async () => {
    await renderSite({
      url: '/members',
      user: member(),
      api: { searchMembers: failWith('internal_error') },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occured, please try again later.',
      ),
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("starts a member's search from whom they look for", async () => {
    const { stores, location } = await renderSite({
      url: '/members',
      user: fixtureUser({ profile: fixtureProfile({ gender: 'female', sexuality: 'hetero' }) }),
      profiles: PROFILES,
    });
    expect(await within(await results()).findByText('1 member found')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Men.*Looking for/ })).toBeVisible();
    expect(stores.api.callsTo('searchMembers')).toEqual([
      { query: { gender: 'male', min_age: 18, max_age: 99, page: 1 } },
    ]);
    expect(location().search).toBe('');
  });

  it('keeps the filters and the page in the address: Back shows the search before', async () => {
    // The browser's own history, as on a site (a memory router has no Back button).
    const testPage = window.location.href;
    onTestFinished(() => window.history.replaceState(null, '', testPage));
    window.history.pushState(null, '', '/members');
    const stores = createFixtureStores({ user: member(), profiles: PROFILES });
    onTestFinished(() => stores.destroy());
    stores.storage.setItem(SITE_ENTRY_SKIPPED_KEY, '1');
    render(<SiteApp stores={stores} i18n={await createSiteI18n('en', { preloadAll: true })} />);

    await within(await results()).findByText('30 members found');
    await userEvent.click(screen.getByRole('button', { name: /Looking for/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Women' }));
    await userEvent.fill(screen.getByRole('textbox', { name: 'Minimum age' }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => window.location.search).toBe('?gender=female&min_age=40');
    expect(await within(await results()).findByText('27 members found')).toBeVisible();

    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await expect.poll(() => window.location.search).toBe('?gender=female&min_age=40&page=2');
    expect(await within(pages).findByText('Page 2 of 2')).toBeVisible();

    window.history.back();
    await expect.poll(() => window.location.search).toBe('?gender=female&min_age=40');
    expect(await within(pages).findByText('Page 1 of 2')).toBeVisible();
    window.history.back();
    await expect.poll(() => window.location.search).toBe('');
    expect(await within(await results()).findByText('30 members found')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Minimum age' })).toHaveValue('18');
  });

  it('opens a bookmarked search, filters and page included', async () => {
    const { stores } = await renderSite({
      url: '/members?gender=female&min_age=40&page=2',
      user: member(),
      profiles: PROFILES,
    });
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(await within(pages).findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Women.*Looking for/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Minimum age' })).toHaveValue('40');
    expect(stores.api.callsTo('searchMembers')).toEqual([
      { query: { gender: 'female', min_age: 40, max_age: 99, page: 2 } },
    ]);
  });

  it('ignores values of the address that are not valid', async () => {
    const { stores } = await renderSite({
      url: '/members?gender=alien&country=XX&min_age=7&max_age=old&page=-1',
      user: member(),
      profiles: PROFILES,
    });
    expect(await within(await results()).findByText('30 members found')).toBeVisible();
    expect(stores.api.callsTo('searchMembers')).toEqual([
      { query: { min_age: 18, max_age: 99, page: 1 } },
    ]);
  });

  it('offers the region filter once a country is chosen, and keeps it in the address', async () => {
    const { stores, location } = await renderSite({
      url: '/members',
      user: member(),
      profiles: PROFILES,
    });
    await within(await results()).findByText('30 members found');
    expect(screen.queryByRole('button', { name: /Province/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Netherlands' }));
    await userEvent.click(await screen.findByRole('button', { name: /Province/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Noord-Holland' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => location().search).toBe('?gender=any&country=NL&countryregion=NL-NH');
    await expect
      .poll(() => stores.api.callsTo('searchMembers').at(-1))
      .toEqual({
        query: { country: 'NL', countryregion: 'NL-NH', min_age: 18, max_age: 99, page: 1 },
      });
  });

  it('shows no region filter where the brand does not search by region', async () => {
    await renderSite({
      url: '/members?country=NL',
      user: member(),
      profiles: PROFILES,
      settings: fixtureSettings({ search_fields: ['gender', 'country', 'age'] }),
    });
    await within(await results()).findByText(/members? found/);
    expect(screen.queryByRole('button', { name: /Province/ })).toBeNull();
  });
});
