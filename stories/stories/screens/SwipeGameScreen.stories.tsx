import { SWIPE_LIKES_PER_DAY } from '@dating/contract/enums';
import { FLY_OFF_MS, Route, Routes, SwipeGameScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { storyStores } from '../../.storybook/decorators';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The swipe game (`/swipe-game`): one profile at a time, dragged right to like or left to pass
 * (or the arrow keys on the focused card, or the buttons); 4 likes a day, then the time of the
 * next; a like back opens the match pop-up. Members only.
 */
const meta = {
  title: 'Screens/SwipeGame',
  component: SwipeGameScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/swipe-game">
        <SwipeGameScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof SwipeGameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', route: '/swipe-game', ...site },
});

/** The focused-or-not top card: a group named "{name}, {age}". */
const topCard = () => screen.findByRole('group');

export const FreeMember: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await topCard();
    await expect(
      screen.getByText(t('discovery:swipeGame.likesLeft', { count: SWIPE_LIKES_PER_DAY })),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: t('discovery:swipeGame.like') })).toBeEnabled();
    await expect(screen.getByRole('button', { name: t('discovery:swipeGame.pass') })).toBeEnabled();
  },
};

export const PremiumMember: Story = {
  parameters: at({ member: 'premium' }),
  play: async () => {
    await topCard();
  },
};

export const LikedWithTheKeyboard: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const card = await topCard();
    const name = card.getAttribute('aria-label')?.split(',')[0] ?? '';
    card.focus();
    await userEvent.keyboard('{ArrowRight}');
    await storyStores().clock.advance(FLY_OFF_MS);
    await expect(
      await screen.findByText(t('discovery:actions.state.liked', { name })),
    ).toBeVisible();
  },
};

export const MatchOnLike: Story = {
  // Everyone liked the member first: the first like is a match.
  parameters: at({ discovery: { likedBy: Array.from({ length: 60 }, (_, index) => index) } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await topCard();
    await userEvent.click(screen.getByRole('button', { name: t('discovery:swipeGame.like') }));
    await expect(
      await screen.findByRole('dialog', { name: t('discovery:matchModal.title') }),
    ).toBeVisible();
  },
};

export const NoLikesLeft: Story = {
  parameters: at({ failures: { swipe: 'swipe_limit_reached' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await topCard();
    await userEvent.click(screen.getByRole('button', { name: t('discovery:swipeGame.like') }));
    // The alert says when the next like comes: a time of day.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(''),
      ).toMatch(/\d/),
    );
    await waitFor(() =>
      expect(screen.getByText(t('discovery:swipeGame.likesLeft', { count: 0 }))).toBeVisible(),
    );
  },
};

export const EveryoneSeen: Story = {
  parameters: at({ search: 'empty' }),
  play: async ({ loaded }) => {
    await expect(
      await screen.findByText(textsOf(loaded)('discovery:swipeGame.empty')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: at({ pending: ['getSwipeCards'] }),
  play: async ({ loaded }) => {
    await expect(
      await screen.findByText(textsOf(loaded)('discovery:swipeGame.loading')),
    ).toHaveAttribute('role', 'status');
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
    await topCard();
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
