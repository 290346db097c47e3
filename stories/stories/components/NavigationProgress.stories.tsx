import { NavigationProgress } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

/**
 * The bar at the top while the next page loads: it appears after 200 ms, fills over 5 s and
 * completes when loading ends.
 */
const meta = {
  title: 'Components/NavigationProgress',
  component: NavigationProgress,
  args: { active: true, label: 'Loading page' },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};
