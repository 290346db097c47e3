import { RemoveChatModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { type Translate, textsOf } from '../../.storybook/texts';

const NAME = 'Giulia';

/**
 * Asks before a conversation is removed from the member's list: the other member keeps their
 * messages, and a new message brings the conversation back. "Keep it" has the focus.
 */
const meta = {
  title: 'Modals/RemoveChatModal',
  component: RemoveChatModal,
  args: { isOpen: true, name: NAME, onClose: fn(), onRemove: fn() },
  render: function Controlled(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <RemoveChatModal
          {...args}
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
          onRemove={() => {
            // As the conversation does: the dialog closes and the member leaves the conversation.
            args.onRemove();
            setOpen(false);
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof RemoveChatModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const removeDialog = (t: Translate) =>
  screen.findByRole('dialog', { name: t('chat:remove.title', { name: NAME }) });

export const Remove: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await removeDialog(t));
    await expect(dialog.getByText(t('chat:remove.text', { name: NAME }))).toBeVisible();
    // The safe answer has the focus.
    const keep = dialog.getByRole('button', { name: t('chat:remove.cancel') });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: t('chat:remove.confirm') }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** "Keep it", pressed with Enter where the focus starts: nothing is removed. */
export const KeepIt: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await removeDialog(t));
    const keep = dialog.getByRole('button', { name: t('chat:remove.cancel') });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    await removeDialog(t);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The themed sizes show the question, checked as in {@link Remove}. */
const themed: Story = Remove;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
