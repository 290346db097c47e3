import type { ProfileCard } from '@dating/contract';
import { fixtureImage, fixtureProfile, fixtureUser } from '@dating/logic/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/render-site.js';

function card(id: number, name: string, region: string, overrides: Partial<ProfileCard> = {}) {
  return {
    id,
    name,
    age: 31,
    gender: 'female' as const,
    country: 'NL',
    region,
    city: null,
    main_image: fixtureImage(id),
    fictional: false,
    online: false,
    ...overrides,
  };
}

const man = () =>
  fixtureUser({
    profile: fixtureProfile({
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
      region: 'Utrecht',
    }),
  });

describe('match finder', () => {
  it('shows who fits first, then similar profiles, each card a link to the profile', async () => {
    await renderSite({
      url: '/match-finder',
      user: man(),
      profiles: [
        card(1, 'Anna', 'Utrecht'),
        card(2, 'Bo', 'Utrecht', { fictional: true }),
        card(3, 'Cleo', 'Zeeland'),
        card(4, 'Dirk', 'Utrecht', { gender: 'male' }),
      ],
    });
    const exact = await screen.findByRole('region', { name: '2 members fit' });
    expect(within(exact).getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/members/1');
    expect(within(exact).getByRole('link', { name: 'Bo' })).toHaveAttribute('href', '/members/2');
    const similar = screen.getByRole('region', { name: 'Similar profiles' });
    expect(within(similar).getByRole('link', { name: 'Cleo' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Dirk' })).toBeNull();
  });

  it('offers the search and the profile when nobody fits', async () => {
    await renderSite({ url: '/match-finder', user: man(), profiles: [] });
    expect(await screen.findByText(/Nobody fits what you are looking for yet\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(screen.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
