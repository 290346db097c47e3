import { ICEBREAKER_OPENERS, IcebreakerModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { type Translate, textsOf } from '../../.storybook/texts';

const NAME = 'Giulia';

/**
 * The icebreaker, offered by an empty conversation: five openers to pick from. The one picked goes
 * into the message field, where the member can change it before sending (nothing is sent here).
 */
const meta = {
  title: 'Modals/IcebreakerModal',
  component: IcebreakerModal,
  args: { isOpen: true, name: NAME, onClose: fn(), onPick: fn() },
  render: function Controlled(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <IcebreakerModal
          {...args}
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
          onPick={(text) => {
            // As the conversation does: the opener goes into the field and the dialog closes.
            args.onPick(text);
            setOpen(false);
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof IcebreakerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const icebreakerDialog = (t: Translate) =>
  screen.findByRole('dialog', { name: t('chat:icebreaker.title', { name: NAME }) });

export const PickAnOpener: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await icebreakerDialog(t));
    await expect(dialog.getByText(t('chat:icebreaker.text'))).toBeVisible();
    const openers = ICEBREAKER_OPENERS.map((opener) =>
      t(`chat:icebreaker.openers.${opener}`, { name: NAME }),
    );
    const buttons = within(dialog.getByRole('list')).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(openers);
    // The first opener greets the member by name.
    await expect(openers[0]).toContain(NAME);
    const travel = t('chat:icebreaker.openers.travel', { name: NAME });
    await userEvent.click(dialog.getByRole('button', { name: travel }));
    await expect(args.onPick).toHaveBeenCalledOnce();
    await expect(args.onPick).toHaveBeenCalledWith(travel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Picked with the keyboard: Tab to an opener, Enter. */
export const PickWithKeyboard: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const element = await icebreakerDialog(t);
    const weekend = within(element).getByRole('button', {
      name: t('chat:icebreaker.openers.weekend', { name: NAME }),
    });
    // The dialog takes the focus; Tab goes past the close button to the first opener.
    await waitFor(() => expect(element.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 3 && document.activeElement !== weekend; step += 1) {
      await userEvent.tab();
    }
    await expect(weekend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(
      t('chat:icebreaker.openers.weekend', { name: NAME }),
    );
  },
};

export const CloseButton: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await icebreakerDialog(t));
    await userEvent.click(dialog.getByRole('button', { name: t('chat:icebreaker.close') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onPick).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    await icebreakerDialog(t);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The themed sizes show the openers, checked as in {@link PickAnOpener}. */
const themed: Story = PickAnOpener;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
