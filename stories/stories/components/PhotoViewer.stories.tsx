import { PhotoViewer } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { memberPhoto } from '../../.storybook/member-profiles';
import { type Translate, textsOf } from '../../.storybook/texts';

const PHOTOS = [12, 13, 16].map((variant, index) => ({
  src: memberPhoto(variant).filename,
  alt: `Photo ${index + 1} of Sophie`,
}));

/**
 * A profile's or a conversation's photos over the whole screen, one at a time: swipe, the arrow
 * keys or the buttons move between them; a double tap or the zoom button enlarges the photo;
 * Escape or the close button ends it. Screen readers hear which photo of how many is shown.
 */
const meta = {
  title: 'Components/PhotoViewer',
  component: PhotoViewer,
  args: { photos: PHOTOS, title: 'Photos of Sophie', isOpen: true, onClose: fn() },
  render: function Controlled(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <PhotoViewer
          {...args}
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof PhotoViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewer = () => screen.findByRole('dialog', { name: 'Photos of Sophie' });
const position = (t: Translate, number: number) =>
  t('common:photoViewer.position', { number, count: PHOTOS.length });

export const Browse: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await viewer());
    await expect(dialog.getByRole('img', { name: 'Photo 1 of Sophie' })).toBeVisible();
    await expect(dialog.getByText(position(t, 1))).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: t('common:photoViewer.previous') }),
    ).toBeDisabled();
    // The arrow keys, then the buttons.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await dialog.findByRole('img', { name: 'Photo 2 of Sophie' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('common:photoViewer.next') }));
    await expect(await dialog.findByRole('img', { name: 'Photo 3 of Sophie' })).toBeVisible();
    await expect(dialog.getByText(position(t, 3))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('common:photoViewer.next') })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await dialog.findByRole('img', { name: 'Photo 2 of Sophie' })).toBeVisible();
  },
};

/** A swipe to the left shows the next photo, to the right the one before. */
export const Swipe: Story = {
  play: async () => {
    const dialog = within(await viewer());
    const photo = dialog.getByRole('img', { name: 'Photo 1 of Sophie' });
    fireEvent.pointerDown(photo, { clientX: 300, clientY: 300 });
    fireEvent.pointerUp(photo, { clientX: 120, clientY: 310 });
    const second = await dialog.findByRole('img', { name: 'Photo 2 of Sophie' });
    fireEvent.pointerDown(second, { clientX: 100, clientY: 300 });
    fireEvent.pointerUp(second, { clientX: 300, clientY: 300 });
    await expect(await dialog.findByRole('img', { name: 'Photo 1 of Sophie' })).toBeVisible();
    // A small move is a tap, not a swipe.
    fireEvent.pointerDown(photo, { clientX: 300, clientY: 300 });
    fireEvent.pointerUp(photo, { clientX: 290, clientY: 300 });
    await expect(dialog.getByRole('img', { name: 'Photo 1 of Sophie' })).toBeVisible();
  },
};

/** The zoom button (or a double tap) enlarges the photo; again, it fits the screen. */
export const Zoom: Story = {
  args: { startIndex: 1 },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await viewer());
    const photo = dialog.getByRole('img', { name: 'Photo 2 of Sophie' });
    const fitted = photo.getBoundingClientRect().width;
    await userEvent.click(dialog.getByRole('button', { name: t('common:photoViewer.zoomIn') }));
    await waitFor(() => expect(photo.getBoundingClientRect().width).toBeGreaterThan(fitted * 2));
    await userEvent.dblClick(photo);
    await waitFor(() => expect(photo.getBoundingClientRect().width).toBe(fitted));
    await expect(
      dialog.getByRole('button', { name: t('common:photoViewer.zoomIn') }),
    ).toBeVisible();
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    await viewer();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A chat photo: one photo, no way to another. */
export const OnePhoto: Story = {
  args: { photos: PHOTOS.slice(0, 1), title: 'Photos of Sophie' },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = within(await viewer());
    await expect(dialog.getByRole('img', { name: 'Photo 1 of Sophie' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: t('common:photoViewer.next') })).toBeNull();
  },
};

/** The viewer in every theme: its own dark surround, the theme's focus ring and type. */
const themed: Story = Browse;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
