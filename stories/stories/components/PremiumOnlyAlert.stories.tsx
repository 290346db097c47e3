import { PremiumOnlyAlert } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/**
 * What is for Premium members only, to a free member: a feature, or a photo (the pay-for-photo
 * notice), with the way to Premium.
 */
const meta = {
  title: 'Components/PremiumOnlyAlert',
  component: PremiumOnlyAlert,
  decorators: [inMain],
  parameters: { site: { member: 'free' } },
  args: { reason: 'feature' },
} satisfies Meta<typeof PremiumOnlyAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PremiumOnlyFeature: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByRole('status')).toHaveTextContent(
      t('money:alerts.premiumText'),
    );
    await expect(screen.getByRole('link', { name: t('money:alerts.getPremium') })).toHaveAttribute(
      'href',
      '/premium',
    );
  },
};

export const PayForPhoto: Story = {
  args: { reason: 'photo' },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByRole('status')).toHaveTextContent(t('money:alerts.photoTitle'));
  },
};
