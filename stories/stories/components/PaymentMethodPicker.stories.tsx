import { PAYMENT_METHODS, type PaymentMethod } from '@dating/contract/enums';
import { paymentMethodsOf } from '@dating/contract/rules';
import { PaymentMethodPicker } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

type PickerStoryArgs = {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  invalid: boolean;
};

/**
 * The payment methods of the checkout as tiles with logo and name (a radio group: arrow keys
 * move the choice). Every one of the 18 methods has its logo.
 */
const meta = {
  title: 'Components/PaymentMethodPicker',
  parameters: { layout: 'padded' },
  args: { methods: paymentMethodsOf('NL'), value: null, invalid: false },
  render: function Controlled({ methods, value, invalid }) {
    const [chosen, setChosen] = useState(value);
    return (
      <main>
        <PaymentMethodPicker
          methods={methods}
          value={chosen}
          onChange={setChosen}
          errorMessage={invalid ? 'Choose how you want to pay.' : null}
        />
      </main>
    );
  },
} satisfies Meta<PickerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Netherlands: Story = {
  play: async ({ loaded }) => {
    const ideal = await screen.findByRole('radio', { name: 'iDEAL' });
    await userEvent.click(ideal);
    await expect(ideal).toBeChecked();
    // The arrow keys move the choice to the next method.
    await userEvent.keyboard('{ArrowDown}');
    await expect(ideal).not.toBeChecked();
    await expect(
      screen.getByRole('radiogroup', { name: textsOf(loaded)('money:checkout.methods') }),
    ).toBeVisible();
  },
};

export const Poland: Story = { args: { methods: paymentMethodsOf('PL'), value: 'blik' } };

export const EveryMethod: Story = {
  args: { methods: PAYMENT_METHODS },
  play: async () => {
    await expect(await screen.findAllByRole('radio')).toHaveLength(18);
  },
};

export const NothingChosen: Story = { args: { invalid: true } };
