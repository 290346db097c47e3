import { CreditsHeader } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/** The head of the credits pages: the heading, the member's balance, what credits pay for. */
const meta = {
  title: 'Sections/CreditsHeader',
  component: CreditsHeader,
  decorators: [inMain],
  parameters: { site: { member: 'premium', credits: 7 } },
} satisfies Meta<typeof CreditsHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 1, name: t('money:credits.title') }),
    ).toBeVisible();
    await expect(screen.getByText(t('money:credits.balance', { count: 7 }))).toBeVisible();
  },
};

export const NoCreditsYet: Story = { parameters: { site: { member: 'free', credits: 0 } } };
