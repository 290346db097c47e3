import { GIFTS } from '@dating/contract/enums';
import { GiftPickerModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { textsOf } from '../../.storybook/texts';

const NAME = 'Giulia';

/**
 * The gift catalogue, opened from the send footer or the profile's "Send a gift": every gift
 * drawn with its name, and what a gift costs. Picking one sends it.
 */
const meta = {
  title: 'Modals/GiftPickerModal',
  component: GiftPickerModal,
  args: { isOpen: true, name: NAME, price: 15, onClose: fn(), onPick: fn() },
  render: function Controlled(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <GiftPickerModal
          {...args}
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
          onPick={(gift) => {
            args.onPick(gift);
            setOpen(false);
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof GiftPickerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await screen.findByRole('dialog', {
      name: t('chat:giftPicker.title', { name: NAME }),
    });
    await expect(within(dialog).getByText(t('chat:giftPicker.price', { count: 15 }))).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: /./ })).toHaveLength(
      GIFTS.length + 1,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat:gifts.rose') }));
    await expect(args.onPick).toHaveBeenCalledWith('rose');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OneCredit: Story = {
  args: { price: 1 },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('chat:giftPicker.price', { count: 1 }))).toBeVisible();
  },
};

export const PhoneMidnight: Story = { ...Catalogue, globals: inTheme('midnight', 'mobile') };
export const DesktopSunrise: Story = { ...Catalogue, globals: inTheme('sunrise', 'desktop') };
export const PhoneClassic: Story = { ...Catalogue, globals: inTheme('classic', 'mobile') };
