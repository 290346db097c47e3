import { MatchFinderScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The match finder (`/match-finder`): the members who fit what the member looks for, in their
 * region and close to their age, then similar profiles (any region, a wider age range), each a
 * link to the profile; ways on when nobody fits. Members only.
 */
const meta = {
  title: 'Screens/MatchFinder',
  component: MatchFinderScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/match-finder">
        <MatchFinderScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof MatchFinderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', route: '/match-finder', ...site },
});

/** Waits for the cards: every card's name is a link to the member's profile. */
async function cards() {
  const list = await screen.findAllByRole('list');
  const links = list.flatMap((cardList) => within(cardList).queryAllByRole('link'));
  await expect(links.length).toBeGreaterThan(0);
  for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/members\/\d+$/);
  return links;
}

export const FreeMember: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    await cards();
    await expect(
      screen.getByRole('heading', {
        level: 1,
        name: textsOf(loaded)('discovery:matchFinder.title'),
      }),
    ).toBeVisible();
  },
};

export const PremiumMember: Story = {
  parameters: at({ member: 'premium' }),
  play: async () => {
    await cards();
  },
};

export const NobodyFits: Story = {
  parameters: at({ search: 'empty' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('discovery:matchFinder.empty'))).toBeVisible();
    await expect(
      screen.getByRole('link', { name: t('discovery:matchFinder.search') }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: at({ pending: ['getMatchFinder'] }),
  play: async ({ loaded }) => {
    await expect(
      await screen.findByText(textsOf(loaded)('discovery:matchFinder.loading')),
    ).toHaveAttribute('role', 'status');
  },
};

export const Failed: Story = {
  parameters: at({ failures: { getMatchFinder: 'internal_error' } }),
  play: async () => {
    await expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  },
};

export const Visitor: Story = {
  parameters: at({ member: 'visitor' }),
  play: async () => {
    await expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

const themed: Story = {
  parameters: at(),
  play: async () => {
    await cards();
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
