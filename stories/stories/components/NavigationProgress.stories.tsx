import { PROGRESS_THROTTLE_MS } from '@dating/logic';
import { NavigationProgress } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { storyStores } from '../../.storybook/decorators';

/**
 * The bar at the top while the next page loads: it appears after 200 ms, fills over 5 s and
 * completes when loading ends. Its waits run on the stores' clock: the stories move it.
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
    await expect(screen.queryByRole('progressbar')).toBeNull();
    await storyStores().clock.advance(PROGRESS_THROTTLE_MS);
    await expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};
