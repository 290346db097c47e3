import { Badge, VisuallyHidden } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** Text only assistive technology reads: here the meaning of a decorative badge. */
const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { layout: 'padded' },
  args: { children: ', 7 unread messages' },
  render: (args) => (
    <a href="/chats">
      Messages <Badge decorative>7</Badge>
      <VisuallyHidden {...args} />
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;

export const BesideABadge: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(/^Messages\s*, 7 unread messages$/);
  },
};
