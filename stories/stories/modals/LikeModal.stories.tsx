import { LikeModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { memberPhoto, useFictionalLabel } from '../../.storybook/member-profiles';
import { type Translate, textsOf } from '../../.storybook/texts';

const SOPHIE = { name: 'Sophie', fictional: false, main_image: memberPhoto(12) };
const GIULIA = { name: 'Giulia', fictional: true, main_image: memberPhoto(16) };

/**
 * The like pop-up: after a like, "You liked {name}" with their photo and a way back to the
 * search; for a like received (the pop-up given no profile), "{name} likes you" and their profile.
 */
const meta = {
  title: 'Modals/LikeModal',
  component: LikeModal,
  args: {
    isOpen: true,
    member: SOPHIE,
    fictionalLabel: { icon: '', label: '' },
    onClose: fn(),
    onAction: fn(),
  },
  render: function Controlled(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <LikeModal
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
} satisfies Meta<typeof LikeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const likeDialog = (t: Translate, name: string) =>
  screen.findByRole('dialog', { name: t('discovery:likeModal.title', { name }) });

export const RealProfile: Story = {
  play: async ({ args, loaded, globals }) => {
    const t = textsOf(loaded);
    const dialog = await likeDialog(t, 'Sophie');
    await expect(
      within(dialog).getByRole('img', { name: t('common:photoOf', { name: 'Sophie' }) }),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(t('discovery:likeModal.text', { name: 'Sophie' })),
    ).toBeVisible();
    const { fictional_singular } = toolbarTexts(globals);
    await expect(within(dialog).queryByText(fictional_singular, { exact: false })).toBeNull();
    // The way on has the focus.
    const keepSearching = within(dialog).getByRole('button', {
      name: t('discovery:likeModal.keepSearching'),
    });
    await waitFor(() => expect(keepSearching).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const FictionalProfile: Story = {
  args: { member: GIULIA },
  play: async ({ loaded, globals }) => {
    const t = textsOf(loaded);
    const dialog = await likeDialog(t, 'Giulia');
    const { fictional_singular } = toolbarTexts(globals);
    await expect(within(dialog).getByText(fictional_singular, { exact: false })).toBeVisible();
  },
};

/** The auto-like profile without a photo: the placeholder with the initial. */
export const NoPhoto: Story = {
  args: { member: { ...SOPHIE, main_image: null } },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await likeDialog(t, 'Sophie');
    await expect(
      within(dialog).getByRole('img', { name: t('common:noPhoto', { name: 'Sophie' }) }),
    ).toBeVisible();
  },
};

export const LikeReceived: Story = {
  args: { direction: 'received', member: GIULIA },
  play: async ({ args, loaded, globals }) => {
    const t = textsOf(loaded);
    const dialog = await screen.findByRole('dialog', {
      name: t('discovery:likeModal.receivedTitle', { name: 'Giulia' }),
    });
    await expect(
      within(dialog).getByText(t('discovery:likeModal.receivedText', { name: 'Giulia' })),
    ).toBeVisible();
    const { fictional_singular } = toolbarTexts(globals);
    await expect(within(dialog).getByText(fictional_singular, { exact: false })).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('discovery:likeModal.viewProfile') }),
    );
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    await likeDialog(t, 'Sophie');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await likeDialog(t, 'Sophie');
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms:close') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
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
