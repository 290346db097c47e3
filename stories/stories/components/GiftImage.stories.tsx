import { GIFTS } from '@dating/contract/enums';
import { GiftImage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

/** The gifts, drawn in the interface (nothing is fetched): each at the size of its box. */
const meta = {
  title: 'Components/GiftImage',
  component: GiftImage,
  args: { gift: 'rose' },
  render: (args) => (
    <main style={{ width: '8rem', height: '8rem' }}>
      <GiftImage {...args} />
    </main>
  ),
} satisfies Meta<typeof GiftImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Named: Story = {
  args: { label: 'A rose' },
  play: async () => {
    await expect(screen.getByRole('img', { name: 'A rose' })).toBeVisible();
  },
};

/** The whole catalogue, each with its name in the toolbar's language. */
export const Catalogue: Story = {
  render: (_args, { loaded }) => {
    const t = textsOf(loaded);
    return (
      <main>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none' }}>
          {GIFTS.map((gift) => (
            <li key={gift} style={{ width: '6rem', height: '6rem' }}>
              <GiftImage gift={gift} label={t(`chat:gifts.${gift}`)} />
            </li>
          ))}
        </ul>
      </main>
    );
  },
  play: async () => {
    await expect(screen.getAllByRole('img')).toHaveLength(GIFTS.length);
  },
};
