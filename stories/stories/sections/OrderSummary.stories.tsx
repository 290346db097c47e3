import { OrderSummary } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/**
 * What an order costs, on the checkout and the direct debit form: the package, its discount, the
 * total, and that buying makes a free member premium.
 */
const meta = {
  title: 'Sections/OrderSummary',
  component: OrderSummary,
  decorators: [inMain],
  args: { credits: 120, price: 1999, currency: 'EUR', discount: null, changeTo: '/credits' },
  parameters: { site: { member: 'free' } },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeMember: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:checkout.premiumNote'))).toBeVisible();
    await expect(
      screen.getByRole('link', { name: t('money:checkout.changePackage') }),
    ).toHaveAttribute('href', '/credits');
  },
};

export const WithADiscount: Story = {
  args: { discount: { kind: 'code', code: 'SUMMER10', percentage: 10 } },
  parameters: { site: { member: 'premium' } },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(t('money:checkout.discount.code', { code: 'SUMMER10', percent: 10 })),
    ).toBeVisible();
    await expect(screen.queryByText(t('money:checkout.premiumNote'))).toBeNull();
  },
};
