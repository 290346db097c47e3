import { LANGUAGES } from '@dating/contract/enums';
import { badgeText, creditsBadge } from '@dating/logic';
import { TopNavigation, type TopNavigationProps, useStores } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { containing, startingWith, textsOf } from '../../.storybook/texts';

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
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const login = canvas.getByRole('link', { name: t('navigation:login') });
    await expect(login).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: t('navigation:account') })).toBeNull();
  },
};

export const FreeMember: Story = {
  args: { member: 'free', credits: 0 },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const premium = canvas.getByRole('link', { name: t('navigation:getPremium') });
    await expect(premium).toHaveAttribute('href', '/premium');
    const credits = startingWith(t('navigation:credits'));
    await expect(canvas.queryByRole('link', { name: credits })).toBeNull();
  },
};

/** The Credits link of a premium member, whose name says the balance when the badge shows. */
function creditsLink(canvasElement: HTMLElement, loaded: Record<string, unknown>) {
  const name = startingWith(textsOf(loaded)('navigation:credits'));
  return within(canvasElement).getByRole('link', { name });
}

export const PremiumNoCredits: Story = {
  args: { member: 'premium', credits: 0 },
  play: async ({ canvasElement, loaded }) => {
    const credits = creditsLink(canvasElement, loaded);
    const left = textsOf(loaded)('navigation:creditsLeft', { count: 0 });
    await expect(credits).toHaveAccessibleName(containing(left));
    await expect(credits).toHaveAttribute('href', '/credits/repeat-order');
  },
};

export const PremiumFewCredits: Story = {
  args: { member: 'premium', credits: 5 },
  play: async ({ canvasElement, loaded }) => {
    const left = textsOf(loaded)('navigation:creditsLeft', { count: 5 });
    await expect(creditsLink(canvasElement, loaded)).toHaveAccessibleName(containing(left));
  },
};

export const PremiumManyCredits: Story = {
  args: { member: 'premium', credits: 50 },
  play: async ({ canvasElement, loaded }) => {
    const credits = creditsLink(canvasElement, loaded);
    await expect(credits).toHaveAccessibleName(textsOf(loaded)('navigation:credits'));
  },
};

export const SomeUnread: Story = {
  args: { member: 'premium', unreadMessages: 7, newLikes: 7 },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const messages = containing(t('navigation:unreadMessages', { count: 7 }));
    await expect(canvas.getByRole('link', { name: messages })).toHaveTextContent('7');
    const likes = containing(t('navigation:newLikes', { count: 7 }));
    await expect(canvas.getByRole('link', { name: likes })).toHaveTextContent('7');
  },
};

export const ManyUnread: Story = {
  args: { member: 'free', unreadMessages: 120, newLikes: 120 },
  play: async ({ canvasElement, loaded }) => {
    const name = containing(textsOf(loaded)('navigation:unreadMessages', { count: 120 }));
    await expect(within(canvasElement).getByRole('link', { name })).toHaveTextContent('99+');
  },
};

export const SignupCompletionStep: Story = {
  args: { member: 'free', showMenus: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const AccountMenuByKeyboard: Story = {
  args: { member: 'premium', credits: 5 },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    // A menu's code loads when someone reaches for it: focusing the placeholder button is
    // enough, and the real menu button takes the focus over.
    const account = () => canvas.getByRole('button', { name: t('navigation:account') });
    account().focus();
    await waitFor(() => expect(account()).toHaveAttribute('data-rac'));
    await waitFor(() => expect(account()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    const labels = ['navigation:myProfile', 'navigation:settings', 'navigation:logout'].map((key) =>
      t(key),
    );
    await expect(items.map((item) => item.textContent)).toEqual(labels);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(items[2]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccountAction).toHaveBeenCalledWith('logout');
  },
};

export const LocaleMenu: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const name = startingWith(t('navigation:languageMenu', { language: '' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name }));
    const menu = await screen.findByRole('menu');
    const options = within(menu).getAllByRole('menuitemradio');
    await expect(options.length).toBeGreaterThan(0);
    await userEvent.click(options.at(-1)!);
    await expect(args.onLanguageChange).toHaveBeenCalled();
  },
};

/** On a phone the bar is compact: logo and language menu; the member links move to the tab bar. */
const phoneMember: Story = {
  args: { member: 'premium', credits: 5, unreadMessages: 7 },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('link', { name: startingWith(t('navigation:messages')) }),
    ).toBeNull();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(64);
  },
};

export const PhoneClassic: Story = { ...phoneMember, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...phoneMember, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...phoneMember, globals: inTheme('sunrise', 'mobile') };
