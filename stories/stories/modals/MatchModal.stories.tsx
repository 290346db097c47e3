import { MatchModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { memberPhoto, useFictionalLabel } from '../../.storybook/member-profiles';
import { type Translate, textsOf } from '../../.storybook/texts';

const SOPHIE = { name: 'Sophie', fictional: false, main_image: memberPhoto(12) };
const GIULIA = { name: 'Giulia', fictional: true, main_image: memberPhoto(16) };

/**
 * The pop-up of a mutual like: "It's a match!", both photos, then "Send a message" first (to
 * the conversation, with its icebreakers) and the profile.
 */
const meta = {
  title: 'Modals/MatchModal',
  component: MatchModal,
  args: {
    isOpen: true,
    member: SOPHIE,
    fictionalLabel: { icon: '', label: '' },
    ownName: 'Alex',
    ownImage: memberPhoto(4, false).match,
    onClose: fn(),
    onMessage: fn(),
    onViewProfile: fn(),
  },
  render: function Controlled(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <MatchModal
          {...args}
          isOpen={isOpen}
          fictionalLabel={useFictionalLabel()}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof MatchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const matchDialog = (t: Translate) =>
  screen.findByRole('dialog', { name: t('discovery:matchModal.title') });

export const RealProfile: Story = {
  play: async ({ args, loaded, globals }) => {
    const t = textsOf(loaded);
    const dialog = await matchDialog(t);
    await expect(
      within(dialog).getByRole('img', { name: t('discovery:matchModal.yourPhoto') }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('img', { name: t('common:photoOf', { name: 'Sophie' }) }),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(t('discovery:matchModal.text', { name: 'Sophie' })),
    ).toBeVisible();
    const { fictional_singular } = toolbarTexts(globals);
    await expect(within(dialog).queryByText(fictional_singular, { exact: false })).toBeNull();
    // Writing to them comes first, and has the focus.
    const message = within(dialog).getByRole('button', { name: t('discovery:actions.message') });
    await waitFor(() => expect(message).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onMessage).toHaveBeenCalledOnce();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('discovery:matchModal.viewProfile') }),
    );
    await expect(args.onViewProfile).toHaveBeenCalledOnce();
  },
};

/** Over the profile itself (the member liked back there): no way to the page already shown. */
export const OverTheProfile: Story = {
  args: { onViewProfile: undefined },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await matchDialog(t));
    await expect(
      dialog.getByRole('button', { name: t('discovery:actions.message') }),
    ).toBeVisible();
    await expect(
      dialog.queryByRole('button', { name: t('discovery:matchModal.viewProfile') }),
    ).toBeNull();
  },
};

export const FictionalProfile: Story = {
  args: { member: GIULIA },
  play: async ({ loaded, globals }) => {
    const t = textsOf(loaded);
    const dialog = await matchDialog(t);
    const { fictional_singular } = toolbarTexts(globals);
    await expect(within(dialog).getByText(fictional_singular, { exact: false })).toBeVisible();
  },
};

/** The member has no photo of their own yet: the placeholder stands in. */
export const NoOwnPhoto: Story = {
  args: { ownImage: null },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await matchDialog(t);
    const own = within(dialog).getByRole('img', { name: t('discovery:matchModal.yourPhoto') });
    await expect(own).toHaveTextContent('A');
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    await matchDialog(t);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The themed sizes show the fictional profile, checked as in {@link FictionalProfile}. */
const themed: Story = FictionalProfile;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
