import { LANGUAGES } from '@dating/contract/enums';
import { badgeText, creditsBadge } from '@dating/logic';
import { TopNavigation, type TopNavigationProps, useStores } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

interface NavigationArgs
  extends Pick<TopNavigationProps, 'showMenus' | 'onLanguageChange' | 'onAccountAction'> {
  member: 'visitor' | 'free' | 'premium';
  credits: number;
  unreadMessages: number;
  newLikes: number;
}

/**
 * The top bar of the toolbar's brand. Visitors get Login; members get Search members, Messages and
 * Likes with badges (99+ from 100), then Credits (paid; badge at 10 or fewer) or Get Premium.
 */
const meta = {
  title: 'Components/TopNavigation',
  args: {
    member: 'visitor',
    credits: 50,
    unreadMessages: 0,
    newLikes: 0,
    showMenus: true,
    onLanguageChange: fn(),
    onAccountAction: fn(),
  },
  argTypes: {
    member: { control: 'inline-radio', options: ['visitor', 'free', 'premium'] },
    credits: { control: { type: 'number', min: 0 } },
  },
  render: function BrandNavigation({ member, credits, unreadMessages, newLikes, ...args }) {
    const { settings } = useStores().settings.state;
    const { language } = useStores().locale.state;
    const languages = LANGUAGES.filter((option) => settings.languages.includes(option.code));
    return (
      <header>
        <TopNavigation
          {...args}
          brandName={settings.name}
          languages={languages}
          language={language}
          member={
            member === 'visitor'
              ? null
              : {
                  unreadBadge: badgeText(unreadMessages),
                  unreadCount: unreadMessages,
                  likesBadge: badgeText(newLikes),
                  likesCount: newLikes,
                  paid: member === 'premium',
                  credits,
                  creditsBadge: creditsBadge(credits),
                }
          }
        />
      </header>
    );
  },
} satisfies Meta<NavigationArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Account' })).toBeNull();
  },
};

export const FreeMember: Story = {
  args: { member: 'free', credits: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get Premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
    await expect(canvas.queryByRole('link', { name: /^Credits/ })).toBeNull();
  },
};

export const PremiumNoCredits: Story = {
  args: { member: 'premium', credits: 0 },
  play: async ({ canvasElement }) => {
    const credits = within(canvasElement).getByRole('link', { name: /^Credits/ });
    await expect(credits).toHaveAccessibleName(/0 credits left/);
    await expect(credits).toHaveAttribute('href', '/credits/repeat-order');
  },
};

export const PremiumFewCredits: Story = {
  args: { member: 'premium', credits: 5 },
  play: async ({ canvasElement }) => {
    const credits = within(canvasElement).getByRole('link', { name: /^Credits/ });
    await expect(credits).toHaveAccessibleName(/5 credits left/);
  },
};

export const PremiumManyCredits: Story = {
  args: { member: 'premium', credits: 50 },
  play: async ({ canvasElement }) => {
    const credits = within(canvasElement).getByRole('link', { name: /^Credits/ });
    await expect(credits).toHaveAccessibleName('Credits');
  },
};

export const SomeUnread: Story = {
  args: { member: 'premium', unreadMessages: 7, newLikes: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /7 unread messages/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /7 new likes/ })).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { member: 'free', unreadMessages: 120, newLikes: 120 },
  play: async ({ canvasElement }) => {
    const messages = within(canvasElement).getByRole('link', { name: /120 unread messages/ });
    await expect(messages).toHaveTextContent('99+');
  },
};

export const SignupCompletionStep: Story = {
  args: { member: 'free', showMenus: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Account' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Language/ })).toBeNull();
  },
};

export const AccountMenuByKeyboard: Story = {
  args: { member: 'premium', credits: 5 },
  play: async ({ args, canvasElement }) => {
    const account = await within(canvasElement).findByRole('button', { name: 'Account' });
    account.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'My profile',
      'Settings',
      'Logout',
    ]);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(items[2]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccountAction).toHaveBeenCalledWith('logout');
  },
};

export const LocaleMenu: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /^Language/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const options = within(menu).getAllByRole('menuitemradio');
    await expect(options.length).toBeGreaterThan(0);
    const last = options.at(-1)!;
    await userEvent.click(last);
    await expect(args.onLanguageChange).toHaveBeenCalled();
  },
};
