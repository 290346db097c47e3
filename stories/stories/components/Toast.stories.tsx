import { Toast } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';

/**
 * A short confirmation at the bottom of the screen, gone after 6 seconds or when closed: here
 * the transaction page's "120 credits added".
 */
const meta = {
  title: 'Components/Toast',
  component: Toast,
  parameters: { layout: 'fullscreen' },
  args: { children: '120 credits added', closeLabel: 'Close message', onDismiss: fn() },
  decorators: [(Story) => <main style={{ minHeight: '10rem' }}>{Story()}</main>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreditsAdded: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close message' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
