import { fixtureProfileCards } from '@dating/logic/testing';
import { LikesScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The likes (`/likes`, `/likes/{type}`): the number of people who like the member, emphasised,
 * the three lists (likes received, new first; likes given; matches) and their cards, which open
 * the liked profile. Members only.
 */
const meta = {
  title: 'Screens/Likes',
  component: LikesScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/likes">
        <LikesScreen />
      </Route>
      <Route path="/likes/:type">
        <LikesScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof LikesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = fixtureProfileCards(60, 1);
const at = (route: string, site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', route, discovery: { likedBy: [0, 1, 2, 3] }, ...site },
});

export const Overview: Story = {
  parameters: at('/likes'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('heading', { level: 2, name: t('discovery:likesPage.received') });
    const lists = screen.getByRole('navigation', { name: t('discovery:likesPage.lists') });
    const received = within(lists).getByRole('link', {
      name: containing(t('discovery:likesPage.received')),
    });
    await expect(received).toHaveAttribute('aria-current', 'page');
    // The count stands apart from the list's name, "Likes you (4)", not "Likes you(4)".
    const text = document.createRange();
    text.selectNodeContents(received.firstChild as Node);
    const count = received.querySelector('span:last-child');
    await expect(count).toHaveTextContent('(4)');
    const space = (count?.getBoundingClientRect().left ?? 0) - text.getBoundingClientRect().right;
    await expect(space).toBeGreaterThanOrEqual(3);
    // Four people like the member: their cards, each marked new, lead to the liked profile.
    const cards = screen.getAllByRole('link', { name: containing(members[0]?.name ?? '') });
    await expect(cards.map((card) => card.getAttribute('href'))).toContain(
      `/likes/m/${members[0]?.id}`,
    );
    await expect(screen.getAllByText(t('discovery:likeCard.new'))).toHaveLength(4);
  },
};

export const NoMatchesYet: Story = {
  parameters: at('/likes/matches'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('discovery:likesPage.empty.matches'))).toBeVisible();
    await userEvent.click(
      screen.getByRole('link', { name: containing(t('discovery:likesPage.received')) }),
    );
  },
};

export const NobodyYet: Story = {
  parameters: at('/likes', { discovery: {} }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('discovery:likesPage.empty.received'))).toBeVisible();
  },
};

export const FirstLoad: Story = {
  parameters: at('/likes', { pending: ['getLikes'] }),
  play: async ({ loaded }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      textsOf(loaded)('discovery:likesPage.loading'),
    );
  },
};

export const Visitor: Story = {
  parameters: at('/likes', { member: 'visitor' }),
  play: async () => {
    await expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

const themed: Story = {
  parameters: at('/likes'),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', {
      level: 2,
      name: textsOf(loaded)('discovery:likesPage.received'),
    });
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
