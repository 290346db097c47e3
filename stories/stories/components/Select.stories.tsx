import { Select } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';

/** A labelled single choice: a button opening a list box, operable by keyboard. */
const meta = {
  title: 'Components/Select',
  component: Select,
  parameters: { layout: 'padded' },
  args: {
    label: 'Looking for',
    name: 'gender',
    value: 'any',
    options: [
      { id: 'any', label: 'Everyone' },
      { id: 'female', label: 'Women' },
      { id: 'male', label: 'Men' },
    ],
    onChange: () => {},
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return <Select {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Looking for/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Women');
  },
};

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...Closed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...Closed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...Closed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...Closed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...Closed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...Closed, globals: inTheme('sunrise', 'desktop') };
