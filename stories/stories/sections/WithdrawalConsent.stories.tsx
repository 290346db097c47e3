import { WithdrawalConsent } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The consent to immediate delivery, giving up the right of withdrawal, with the brand's refund
 * period: no payment starts without it.
 */
const meta = {
  title: 'Sections/WithdrawalConsent',
  component: WithdrawalConsent,
  decorators: [inMain],
  args: { isSelected: false, sent: false, onChange: fn() },
} satisfies Meta<typeof WithdrawalConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotYetGiven: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: t('money:checkout.consent') }),
    );
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const MissingWhenPaying: Story = {
  args: { sent: true },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('checkbox', { name: t('money:checkout.consent') }),
    ).toHaveAccessibleDescription(containing(t('money:checkout.consentRequired')));
  },
};
