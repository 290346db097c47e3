import { WithdrawalScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { containing, textsOf } from '../../../.storybook/texts';

/**
 * The withdrawal function (`/withdrawal`, EU Directive 2023/2673): "Withdraw from contract here"
 * in two steps, identify the purchase (what a withdrawal does, until when, where the confirmation
 * goes), then "Confirm withdrawal"; the confirmation with the date and time it arrived. Members
 * only; linked from every footer and from each purchase's page.
 */
const meta = {
  title: 'Screens/Money/Withdrawal',
  component: WithdrawalScreen,
  decorators: [inMain],
} satisfies Meta<typeof WithdrawalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAYMENT = 'pay_fixture00000000000000001';
const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'premium', credits: 120, route: '/withdrawal', ...site },
});

export const Loading: Story = {
  parameters: at({ pending: ['getWithdrawables'] }),
  play: async ({ loaded }) => {
    await expect(
      await screen.findByText(textsOf(loaded)('money:withdrawal.loading')),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: at({ failures: { getWithdrawables: 'internal_error' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('button', { name: t('money:withdrawal.retry') }),
    ).toBeVisible();
  },
};

/** The first step, nothing chosen yet: "Continue" waits for a purchase. */
export const ChoosePurchase: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('radiogroup', { name: t('money:withdrawal.which') }),
    ).toBeVisible();
    await expect(
      screen.getByRole('button', { name: t('money:withdrawal.continue') }),
    ).toBeDisabled();
  },
};

/** Chosen from its payment's page: untouched, so it is refunded in full. */
export const Refundable: Story = {
  parameters: at({ route: `/withdrawal?payment=${PAYMENT}` }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:withdrawal.refundTitle'))).toBeVisible();
    await expect(
      screen.getByRole('button', { name: t('money:withdrawal.continue') }),
    ).toBeEnabled();
  },
};

/** Credits of it were used: the member learns before confirming that nothing is refunded. */
export const CreditsUsed: Story = {
  parameters: at({ credits: 20, route: `/withdrawal?payment=${PAYMENT}` }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:withdrawal.declinedTitle'))).toBeVisible();
    await expect(screen.getByText(t('money:withdrawal.declinedText'))).toBeVisible();
  },
};

/** The second step: the purchase, the recipient, "Confirm withdrawal". */
export const Confirm: Story = {
  parameters: at({ route: `/withdrawal?payment=${PAYMENT}` }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('button', { name: t('money:withdrawal.continue') }),
    );
    await expect(
      await screen.findByRole('button', { name: t('money:withdrawal.confirm') }),
    ).toBeVisible();
    await expect(
      screen.getByRole('heading', {
        name: t('money:withdrawal.confirmStep', { step: 2, steps: 2 }),
      }),
    ).toHaveFocus();
  },
};

/** Confirmed: when it arrived, its reference, the refund on its way. */
export const Withdrawn: Story = {
  parameters: at({ route: `/withdrawal?payment=${PAYMENT}` }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('button', { name: t('money:withdrawal.continue') }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: t('money:withdrawal.confirm') }),
    );
    await expect(
      await screen.findByRole('heading', { name: t('money:withdrawal.doneStep') }),
    ).toBeVisible();
    await expect(screen.getByText(containing('W-FAKE000001'))).toBeVisible();
  },
};

/** No purchase in its period: nothing to choose, the return policy is a link away. */
export const NothingToWithdraw: Story = {
  parameters: at({ payment: 'none' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:withdrawal.none', { count: 14 }))).toBeVisible();
    await expect(screen.getByRole('link', { name: t('money:withdrawal.policy') })).toBeVisible();
  },
};

const themed: Story = {
  parameters: at({ route: `/withdrawal?payment=${PAYMENT}` }),
  play: async ({ loaded }) => {
    await screen.findByText(textsOf(loaded)('money:withdrawal.refundTitle'));
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
