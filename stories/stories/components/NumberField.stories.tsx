import { NumberField } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/** A whole-number input with step buttons and arrow keys, as the search's age range uses it. */
const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  parameters: { layout: 'padded' },
  args: {
    label: 'Minimum age',
    name: 'min_age',
    value: 18,
    minValue: 18,
    maxValue: 99,
    incrementLabel: 'Increase',
    decrementLabel: 'Decrease',
    onChange: () => {},
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return <NumberField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Minimum age' });
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('19');
  },
};

export const InRange: Story = { args: { label: 'Maximum age', name: 'max_age', value: 45 } };
