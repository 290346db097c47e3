import { BlockMemberModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { type Translate, textsOf } from '../../.storybook/texts';

const NAME = 'Giulia';

/**
 * Asks before a member is blocked, saying what it does and where it is undone. "Cancel" has the
 * focus.
 */
const meta = {
  title: 'Modals/BlockMemberModal',
  component: BlockMemberModal,
  args: { isOpen: true, name: NAME, onClose: fn(), onBlock: fn() },
  render: function Controlled(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <BlockMemberModal
          {...args}
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
          onBlock={() => {
            // As the profile does: the dialog closes and the member is blocked.
            args.onBlock();
            setOpen(false);
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof BlockMemberModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const blockDialog = (t: Translate) =>
  screen.findByRole('dialog', { name: t('discovery:blockModal.title', { name: NAME }) });

export const Block: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await blockDialog(t));
    await expect(dialog.getByText(t('discovery:blockModal.text', { name: NAME }))).toBeVisible();
    // The safe answer has the focus.
    const cancel = dialog.getByRole('button', { name: t('discovery:blockModal.cancel') });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: t('discovery:blockModal.confirm') }));
    await expect(args.onBlock).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** "Cancel", pressed with Enter where the focus starts: no one is blocked. */
export const CancelWithEnter: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await blockDialog(t));
    const cancel = dialog.getByRole('button', { name: t('discovery:blockModal.cancel') });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onBlock).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    await blockDialog(t);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onBlock).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The themed sizes show the question, checked as in {@link Block}. */
const themed: Story = Block;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
