import { PAYMENT_METHODS } from '@dating/contract/enums';
import { PaymentMethodLogo } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * A payment method's logo (3:2, decorative: its name is always written next to it): the icon
 * set's where it has one, a wordmark on the brand's colour for Przelewy24, Sofort and Nexi.
 */
const meta = {
  title: 'Components/PaymentMethodLogo',
  component: PaymentMethodLogo,
  parameters: { layout: 'padded' },
  args: { method: 'ideal' },
  argTypes: { method: { control: 'select', options: PAYMENT_METHODS } },
} satisfies Meta<typeof PaymentMethodLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ideal: Story = {};

export const Wordmark: Story = { args: { method: 'prezelewy24' } };

/** All 18 methods of the spec, each with its logo. */
export const EveryMethod: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {PAYMENT_METHODS.map((method) => (
        <li key={method} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem' }}>
          <PaymentMethodLogo method={method} />
          <code>{method}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(18);
  },
};
