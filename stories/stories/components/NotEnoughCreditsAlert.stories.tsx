import { NotEnoughCreditsAlert } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/**
 * The alert of an action the member cannot pay for (a message, a photo, a gift): what it costs,
 * what is left, and the button to buy credits.
 */
const meta = {
  title: 'Components/NotEnoughCreditsAlert',
  component: NotEnoughCreditsAlert,
  decorators: [inMain],
  parameters: { site: { member: 'premium', credits: 2 } },
  args: { cost: 5, credits: 2 },
} satisfies Meta<typeof NotEnoughCreditsAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageCostsMore: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const alert = await screen.findByRole('status');
    await expect(alert).toHaveTextContent(t('money:alerts.costs', { count: 5 }));
    await expect(alert).toHaveTextContent(t('money:alerts.left', { count: 2 }));
    await expect(screen.getByRole('link', { name: t('money:alerts.buyCredits') })).toHaveAttribute(
      'href',
      '/credits',
    );
  },
};

export const NoCreditsLeft: Story = { args: { cost: undefined, credits: 0 } };
