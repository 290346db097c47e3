import { ProfileHeader } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import {
  fixtureFictionalProfile,
  fixtureMemberProfile,
  useFictionalLabel,
} from '../../.storybook/member-profiles';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/**
 * The top of another member's profile: main image, name (the page's heading) with the online
 * dot, the brand's notice on a fictional profile, age and place, the photo count button and
 * the highlights (online now, shared interests, new here).
 */
const meta = {
  title: 'Components/ProfileHeader',
  component: ProfileHeader,
  decorators: [inMain],
  args: {
    profile: fixtureMemberProfile(),
    fictionalLabel: { icon: '', label: '' },
    sharedInterests: ['music', 'travelling'],
    isNew: true,
    onShowPhotos: fn(),
  },
  render: function WithBrandLabel(args) {
    return <ProfileHeader {...args} fictionalLabel={useFictionalLabel()} />;
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RealProfile: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sophie' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: t('common:photoOf', { name: 'Sophie' }) }),
    ).toBeVisible();
    const age = t('members:age', { count: 31 });
    await expect(canvas.getByText(`${age} · Amsterdam, Noord-Holland`)).toBeVisible();
    await expect(canvas.getByText(t('discovery:header.online'))).toBeVisible();
    const highlights = canvas.getByRole('list', { name: t('discovery:header.highlights') });
    const items = within(highlights).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      t('discovery:header.onlineNow'),
      t('discovery:header.sharedInterest', { interest: t('profile:interests.music') }),
      t('discovery:header.sharedInterest', { interest: t('profile:interests.travelling') }),
      t('discovery:header.newHere'),
    ]);
    const { fictional_singular } = toolbarTexts(globals);
    await expect(canvas.queryByText(fictional_singular, { exact: false })).toBeNull();
  },
};

export const CityThatIsItsRegion: Story = {
  args: { profile: { ...fixtureMemberProfile(), city: 'Wien', region: 'Wien', age: 29 } },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    // Vienna is a state of its own: named once, not "Wien, Wien".
    await expect(
      within(canvasElement).getByText(`${t('members:age', { count: 29 })} · Wien`),
    ).toBeVisible();
  },
};

export const FictionalProfile: Story = {
  args: { profile: fixtureFictionalProfile(), sharedInterests: ['music'], isNew: false },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Giulia' })).toBeVisible();
    const { fictional_singular } = toolbarTexts(globals);
    await expect(canvas.getByText(fictional_singular, { exact: false })).toBeVisible();
    await expect(canvas.queryByText(t('discovery:header.newHere'))).toBeNull();
  },
};

/** A visitor: no shared interests; an offline member who is not new shows no highlights. */
export const OfflineForVisitor: Story = {
  args: {
    profile: fixtureMemberProfile({ online: false }),
    sharedInterests: [],
    isNew: false,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(t('discovery:header.online'))).toBeNull();
    await expect(canvas.queryByRole('list', { name: t('discovery:header.highlights') })).toBeNull();
  },
};

export const ShowPhotos: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    // Two photos shown and three locked: five in all.
    const button = within(canvasElement).getByRole('button', {
      name: t('discovery:header.photos', { count: 5 }),
    });
    await userEvent.click(button);
    await expect(args.onShowPhotos).toHaveBeenCalledOnce();
  },
};

/** The main photo opens in the photo viewer, with the other photos the viewer may see. */
export const OpenTheMainPhoto: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const main = within(canvasElement).getByRole('button', {
      name: t('common:photoOf', { name: 'Sophie' }),
    });
    await userEvent.click(main);
    const viewer = await screen.findByRole('dialog', {
      name: t('discovery:photos.title', { name: 'Sophie' }),
    });
    await expect(
      within(viewer).getByText(t('common:photoViewer.position', { number: 1, count: 2 })),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(main).toHaveFocus());
  },
};

export const OnePhoto: Story = {
  args: {
    profile: fixtureMemberProfile({
      photos: [fixtureMemberProfile().photos[0]!],
      locked_photos: 0,
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      within(canvasElement).getByRole('button', {
        name: t('discovery:header.photos', { count: 1 }),
      }),
    ).toBeVisible();
  },
};

export const NoPhoto: Story = {
  args: {
    profile: fixtureMemberProfile({ main_image: null, photos: [], locked_photos: 0 }),
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: t('common:noPhoto', { name: 'Sophie' }) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The themed sizes show the fictional profile, checked as in {@link FictionalProfile}. */
const themed: Story = FictionalProfile;

/* Phone (photo above the words) and desktop (side by side) in each theme. */
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
