import { TextField } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/** A labelled text input with its validation message (react-aria-components TextField). */
const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: {
    label: 'Email address',
    name: 'email',
    type: 'email',
    value: '',
    autoComplete: 'email',
    onChange: () => {},
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return <TextField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'anna@example.com');
    await expect(input).toHaveValue('anna@example.com');
  },
};

export const Filled: Story = { args: { value: 'anna@example.com' } };

export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', autoComplete: 'current-password' },
};

export const Invalid: Story = {
  args: { value: 'anna@', isRequired: true, errorMessage: 'Invalid email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeInvalid();
    await expect(within(canvasElement).getByText('Invalid email')).toBeVisible();
  },
};
