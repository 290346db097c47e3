import { CheckoutScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { containing, textsOf } from '../../../.storybook/texts';

/**
 * Paying for a package (`/credits/{id}/{method?}`): the order, the methods of the member's
 * payment country as logo tiles, the consent to immediate delivery (losing the right of
 * withdrawal) with the refund period, and the Pay button, which leaves for the provider's
 * checkout. Members only.
 */
const meta = {
  title: 'Screens/Money/Checkout',
  component: CheckoutScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/credits/:id/:method?">
        <CheckoutScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string, site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', route, ...site },
});

async function payButton(t: ReturnType<typeof textsOf>) {
  return screen.findByRole('button', { name: containing(t('money:checkout.pay', { price: '' })) });
}

export const ChooseAMethod: Story = {
  parameters: at('/credits/p1'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(await payButton(t));
    // Nothing is chosen yet: both questions say what is missing.
    await expect(await screen.findByText(t('money:checkout.methodRequired'))).toBeVisible();
    await expect(screen.getByText(t('money:checkout.consentRequired'))).toBeVisible();
    const methods = screen.getByRole('radiogroup', { name: t('money:checkout.methods') });
    const radios = within(methods).getAllByRole('radio');
    await expect(radios.length).toBeGreaterThan(1);
    await userEvent.click(radios[0] as HTMLElement);
    await expect(radios[0]).toBeChecked();
    await expect(screen.queryByText(t('money:checkout.methodRequired'))).toBeNull();
  },
};

export const MethodInTheAddress: Story = {
  parameters: at('/credits/p1/paypal'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(screen.getByText(t('money:checkout.refund', { count: 14 }))).toBeVisible();
  },
};

export const Paying: Story = {
  parameters: at('/credits/p1/paypal'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: t('money:checkout.consent') }),
    );
    await userEvent.click(await payButton(t));
    // On its way to the provider's checkout (a story's router stays on the page).
    await expect(
      await screen.findByRole('button', { name: t('money:checkout.redirecting') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PaymentsUnavailable: Story = {
  parameters: at('/credits/p1/paypal', { failures: { createPayment: 'payments_unavailable' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: t('money:checkout.consent') }),
    );
    await userEvent.click(await payButton(t));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('problems:payments_unavailable'),
    );
  },
};

export const WithTheTimeBonus: Story = {
  parameters: at('/credits/p1', { timeBonus: true }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    // 25% off: the time bonus's line, and the total to pay.
    await expect(
      await screen.findByText(t('money:checkout.discount.timeBonus', { percent: 25 })),
    ).toBeVisible();
  },
};

export const WithTheWelcomeDiscount: Story = {
  parameters: at('/credits/p1'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(t('money:checkout.discount.welcome', { percent: 25 })),
    ).toBeVisible();
  },
};

export const PremiumMemberTopsUp: Story = {
  parameters: at('/credits/p3', { member: 'premium' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await payButton(t);
    await expect(screen.queryByText(t('money:checkout.premiumNote'))).toBeNull();
  },
};

export const UnknownPackage: Story = {
  parameters: at('/credits/p9'),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(screen.queryByRole('radiogroup')).toBeNull();
  },
};

const themed: Story = {
  parameters: at('/credits/p1'),
  play: async ({ loaded }) => {
    await payButton(textsOf(loaded));
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
