import { fixtureImage } from '@dating/logic/testing';
import { MemberImage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** A member's photo in a fixed portrait frame, or the placeholder with the name's initial. */
const meta = {
  title: 'Components/MemberImage',
  component: MemberImage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Sophie',
    alt: 'Photo of Sophie',
    placeholderLabel: 'No photo of Sophie yet',
    src: fixtureImage(2).filename,
  },
} satisfies Meta<typeof MemberImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Photo of Sophie' })).toBeVisible();
  },
};

export const LandscapePhoto: Story = { args: { src: fixtureImage(3, { long: true }).filename } };

export const NoPhoto: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const placeholder = within(canvasElement).getByRole('img', { name: 'No photo of Sophie yet' });
    await expect(placeholder).toHaveTextContent('S');
  },
};

/** A first-row photo with its 2x file: loads at once, with a high fetch priority. */
export const PriorityWith2x: Story = {
  args: { src: fixtureImage(4).filename, src2x: fixtureImage(4).filename, priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Photo of Sophie' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image.getAttribute('srcset')).toMatch(/ 2x$/);
  },
};
