import { Select } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';

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
