import { badgeText, creditsBadge } from '@dating/logic';
import { TabBar, type TabBarProps } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { containing, textsOf } from '../../.storybook/texts';

interface TabBarArgs extends Pick<TabBarProps, 'showMenus' | 'onAccountAction'> {
  paid: boolean;
  credits: number;
  unreadMessages: number;
  newLikes: number;
}

/**
 * The bottom tab bar of phones and small tablets (below 992 px): Search, Likes, Messages, Credits or Premium with the
 * spec's badges, and Account, whose menu holds My profile, Settings and Logout.
 */
const meta = {
  title: 'Components/TabBar',
  args: {
    paid: false,
    credits: 50,
    unreadMessages: 3,
    newLikes: 12,
    showMenus: true,
    onAccountAction: fn(),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: ({ paid, credits, unreadMessages, newLikes, ...args }) => (
    <TabBar
      {...args}
      member={{
        unreadBadge: badgeText(unreadMessages),
        unreadCount: unreadMessages,
        likesBadge: badgeText(newLikes),
        likesCount: newLikes,
        paid,
        credits,
        creditsBadge: creditsBadge(credits),
      }}
    />
  ),
} satisfies Meta<TabBarArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement, loaded: Record<string, unknown>) =>
  within(
    within(canvasElement).getByRole('navigation', {
      name: textsOf(loaded)('navigation:tabBar'),
    }),
  );

export const FreeMember: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const bar = tabs(canvasElement, loaded);
    await expect(bar.getByRole('link', { name: t('navigation:tabPremium') })).toBeVisible();
    const likes = bar.getByRole('link', {
      name: containing(t('navigation:newLikes', { count: 12 })),
    });
    await expect(likes).toHaveTextContent('12');
  },
};

export const PaidLowCredits: Story = {
  args: { paid: true, credits: 0, unreadMessages: 150 },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const bar = tabs(canvasElement, loaded);
    const credits = bar.getByRole('link', {
      name: containing(t('navigation:creditsLeft', { count: 0 })),
    });
    await expect(credits).toHaveAttribute('href', '/credits/repeat-order');
    const messages = bar.getByRole('link', {
      name: containing(t('navigation:unreadMessages', { count: 150 })),
    });
    await expect(messages).toHaveTextContent('99+');
  },
};

export const AccountMenuOpen: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await tabs(canvasElement, loaded).findByRole('button', { name: t('navigation:account') }),
    );
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('navigation:settings') }));
    await expect(args.onAccountAction).toHaveBeenCalledWith('settings');
  },
};

export const NoBadgesNoMenu: Story = {
  args: { unreadMessages: 0, newLikes: 0, showMenus: false },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const bar = tabs(canvasElement, loaded);
    await expect(bar.getByRole('link', { name: t('navigation:messages') })).toBeVisible();
    await expect(bar.queryByRole('button')).toBeNull();
  },
};

export const PhoneClassic: Story = {
  globals: inTheme('classic', 'mobile'),
  args: { paid: true, credits: 4 },
};
export const PhoneMidnight: Story = {
  globals: inTheme('midnight', 'mobile'),
  args: { paid: true, credits: 4 },
};
export const PhoneSunrise: Story = {
  globals: inTheme('sunrise', 'mobile'),
  args: { paid: true, credits: 4 },
};

/** From 992 px the tab bar is hidden: the top navigation holds the same items. */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
