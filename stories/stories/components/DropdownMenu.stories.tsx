import { DropdownMenu } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';

/** A menu button: opens with Enter, Space or the arrow keys, Escape closes and returns focus. */
const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  parameters: { layout: 'padded' },
  args: {
    label: 'Account',
    trigger: 'Account',
    items: [
      { id: 'profile', label: 'My profile' },
      { id: 'settings', label: 'Settings' },
      { id: 'logout', label: 'Logout' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('settings');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Languages: Story = {
  args: {
    label: 'Language: English',
    trigger: 'English',
    items: [
      { id: 'en', label: 'English', lang: 'en' },
      { id: 'de', label: 'Deutsch', lang: 'de' },
      { id: 'nl', label: 'Nederlands', lang: 'nl' },
    ],
    selectedId: 'en',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    const current = await screen.findByRole('menuitemradio', { name: 'English' });
    await expect(current).toHaveAttribute('aria-checked', 'true');
  },
};

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...Closed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...Closed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...Closed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...Closed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...Closed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...Closed, globals: inTheme('sunrise', 'desktop') };
