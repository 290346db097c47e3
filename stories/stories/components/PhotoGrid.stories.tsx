import { FREE_VISIBLE_PHOTOS } from '@dating/contract/enums';
import { PhotoGrid } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { fixtureMemberProfile, memberPhoto } from '../../.storybook/member-profiles';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/** Six public photos, one private one: what each viewer sees of them differs. */
const publicPhotos = [12, 13, 14, 15, 18, 19].map((variant) => memberPhoto(variant));

/**
 * Another member's photos: thumbnails of those the viewer may see, then locked tiles for the
 * rest with one call to action: log in (visitor) or get premium (free member). A premium
 * member sees every public photo; private photos unlock with a match.
 */
const meta = {
  title: 'Components/PhotoGrid',
  component: PhotoGrid,
  decorators: [inMain],
  args: {
    viewer: 'free',
    profile: fixtureMemberProfile({
      photos: publicPhotos.slice(0, FREE_VISIBLE_PHOTOS),
      locked_photos: publicPhotos.length - FREE_VISIBLE_PHOTOS + 1,
    }),
  },
} satisfies Meta<typeof PhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeMember: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: t('discovery:photos.title', { name: 'Sophie' }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: t('discovery:photos.photo', { number: 2, name: 'Sophie' }) }),
    ).toBeVisible();
    await expect(canvas.getAllByText(t('discovery:photos.locked'))).toHaveLength(5);
    const premium = canvas.getByRole('link', { name: t('discovery:photos.premiumForMore') });
    await expect(premium).toHaveAttribute('href', '/premium');
    await expect(
      canvas.queryByRole('link', { name: t('discovery:photos.loginForMore') }),
    ).toBeNull();
  },
};

/** A photo opens in the viewer at that photo; closing it gives the focus back to the photo. */
export const OpenAPhoto: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const second = t('discovery:photos.photo', { number: 2, name: 'Sophie' });
    const tile = within(canvasElement).getByRole('button', { name: second });
    await userEvent.click(tile);
    const viewer = await screen.findByRole('dialog', {
      name: t('discovery:photos.title', { name: 'Sophie' }),
    });
    await expect(within(viewer).getByRole('img', { name: second })).toHaveAttribute(
      'src',
      publicPhotos[1]?.filename,
    );
    await expect(
      within(viewer).getByText(
        t('common:photoViewer.position', { number: 2, count: FREE_VISIBLE_PHOTOS }),
      ),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tile).toHaveFocus());
  },
};

/** A visitor sees the main image only. */
export const Visitor: Story = {
  args: {
    viewer: 'visitor',
    profile: fixtureMemberProfile({
      photos: publicPhotos.slice(0, 1),
      locked_photos: publicPhotos.length,
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getAllByText(t('discovery:photos.locked'))).toHaveLength(6);
    const login = canvas.getByRole('link', { name: t('discovery:photos.loginForMore') });
    await expect(login).toHaveAttribute('href', '/login');
    await expect(
      canvas.queryByRole('link', { name: t('discovery:photos.premiumForMore') }),
    ).toBeNull();
  },
};

/** After logging in, the visitor comes back to the profile. */
export const VisitorComesBack: Story = {
  args: { ...Visitor.args, returnTo: '/members/2002' },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const login = within(canvasElement).getByRole('link', {
      name: t('discovery:photos.loginForMore'),
    });
    await expect(login).toHaveAttribute('href', '/login?redirect=%2Fmembers%2F2002');
  },
};

/** A premium member sees every public photo; only the private one waits for a match. */
export const PremiumMember: Story = {
  args: {
    viewer: 'premium',
    profile: fixtureMemberProfile({ photos: publicPhotos, locked_photos: 1 }),
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
    await expect(canvas.getAllByText(t('discovery:photos.locked'))).toHaveLength(1);
    await expect(
      canvas.getByText(t('discovery:photos.privateAfterMatch', { name: 'Sophie' })),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A premium member with a match sees the private photos too: nothing is locked. */
export const PremiumWithMatch: Story = {
  args: {
    viewer: 'premium',
    profile: fixtureMemberProfile({
      photos: publicPhotos,
      private_photos: [memberPhoto(20)],
      locked_photos: 0,
      like: 'match',
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(7);
    await expect(canvas.queryByText(t('discovery:photos.locked'))).toBeNull();
  },
};

/** Thumbnails at twice the size for sharp screens, where the server has them. */
export const SharpThumbnails: Story = {
  args: {
    viewer: 'premium',
    profile: fixtureMemberProfile({
      photos: publicPhotos.slice(0, 2).map((photo) => ({
        ...photo,
        thumb_2x_filename: photo.filename,
      })),
      locked_photos: 0,
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const first = within(canvasElement).getByRole('img', {
      name: t('discovery:photos.photo', { number: 1, name: 'Sophie' }),
    });
    await expect(first.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/);
  },
};

/* Phone (three a row) and desktop in each theme, as a free member sees them. */
/** The themed sizes show what a free member sees, checked as in {@link FreeMember}. */
const themed: Story = FreeMember;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
