import { RepeatOrderScreen, Route, Routes, TransactionScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { containing, textsOf } from '../../../.storybook/texts';

/**
 * A payment's result (`/transactions/{id}`): loading; pending ('Processing your payment'),
 * updated without a reload; completed, with the credits, the balance and a toast; failed,
 * cancelled or expired, offering another method; refunded. Members only.
 */
const meta = {
  title: 'Screens/Money/Transaction',
  component: TransactionScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/transactions/:id?">
        <TransactionScreen />
      </Route>
      <Route path="/credits/repeat-order">
        <RepeatOrderScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof TransactionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAYMENT = '/transactions/pay_fixture00000000000000001';
const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'premium', credits: 120, route: PAYMENT, ...site },
});

export const Loading: Story = {
  parameters: at({ pending: ['getPayment'] }),
  play: async ({ loaded }) => {
    await expect(
      await screen.findByText(textsOf(loaded)('money:transaction.loading')),
    ).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: at({ member: 'free', credits: 0, payment: 'pending' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:transaction.pendingTitle'))).toBeVisible();
    await expect(screen.getByText(t('money:transaction.pendingText'))).toBeVisible();
  },
};

export const Completed: Story = {
  parameters: at({ payment: 'paid' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:transaction.completedTitle'))).toBeVisible();
    await expect(
      screen.getByText(t('money:transaction.completedText', { count: 120 })),
    ).toBeVisible();
    await expect(screen.getByText(t('money:transaction.balance', { count: 120 }))).toBeVisible();
    await expect(
      await screen.findByText(t('money:transaction.toast', { count: 120 })),
    ).toBeVisible();
    const details = screen.getByRole('region', { name: t('money:transaction.details') });
    await expect(within(details).getByText(t('money:transaction.method'))).toBeVisible();
  },
};

const failedStory = (state: 'failed' | 'canceled' | 'expired', title: string): Story => ({
  parameters: at({ member: 'free', credits: 0, payment: state, paymentMethod: 'paypal' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t(`money:transaction.${title}`))).toBeVisible();
    // Another method, or the same one again.
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(
      screen.getByRole('link', { name: t('money:transaction.otherMethod') }),
    ).toHaveAttribute('href', '/credits/p1');
    await expect(links.some((href) => /^\/credits\/p1\/[a-z0-9]+$/.test(href ?? ''))).toBe(true);
  },
});
export const Failed = failedStory('failed', 'failedTitle');
export const Cancelled = failedStory('canceled', 'canceledTitle');
export const Expired = failedStory('expired', 'expiredTitle');

export const CardDeclined: Story = {
  parameters: at({ member: 'free', credits: 0, payment: 'failed', paymentMethod: 'creditcard' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:transaction.cardFailedText'))).toBeVisible();
    // The card again, or PayPal (spec section 8); any other method stays a link away.
    await expect(
      screen.getByRole('link', {
        name: t('money:transaction.retry', { method: t('money:methods.creditcard') }),
      }),
    ).toHaveAttribute('href', '/credits/p1/creditcard');
    await expect(screen.getByRole('link', { name: t('money:transaction.payPal') })).toHaveAttribute(
      'href',
      '/credits/p1/paypal',
    );
    await expect(
      screen.getByRole('link', { name: t('money:transaction.otherMethod') }),
    ).toHaveAttribute('href', '/credits/p1');
  },
};

export const DirectDebitReturned: Story = {
  parameters: at({ member: 'free', credits: 0, payment: 'failed', paymentMethod: 'sdd' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:transaction.failedTitle'))).toBeVisible();
    // A returned debit closes direct debit: another method only.
    await expect(
      screen.getByRole('link', { name: t('money:transaction.otherMethod') }),
    ).toHaveAttribute('href', '/credits/p1');
    await expect(
      screen.queryByRole('link', {
        name: containing(t('money:transaction.retry', { method: '' })),
      }),
    ).toBeNull();
  },
};

export const Refunded: Story = {
  parameters: at({ payment: 'refunded' }),
  play: async ({ loaded }) => {
    await expect(
      await screen.findByText(textsOf(loaded)('money:transaction.refundedTitle')),
    ).toBeVisible();
  },
};

export const NotTheMembersPayment: Story = {
  parameters: at({ route: '/transactions/pay_someoneelse0000000000001' }),
  play: async ({ loaded }) => {
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(screen.queryByText(textsOf(loaded)('money:transaction.title'))).toBeNull();
  },
};

export const WithoutAnId: Story = {
  parameters: at({ route: '/transactions' }),
  play: async ({ loaded }) => {
    // The member's last order is on the repeat-order page.
    await expect(
      await screen.findByRole('region', { name: textsOf(loaded)('money:repeat.lastOrder') }),
    ).toBeVisible();
  },
};

const themed: Story = {
  parameters: at({ payment: 'paid' }),
  play: async ({ loaded }) => {
    await screen.findByText(textsOf(loaded)('money:transaction.completedTitle'));
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
