import { PHOTO_LIMITS } from '@dating/contract/enums';
import { fixtureImage } from '@dating/logic/testing';
import { Link, PHOTO_MEGABYTES, PhotoManager, useProblemText } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { textsOf } from '../../.storybook/texts';

const photo = (variant: number) => ({ ...fixtureImage(variant), id: variant });

/**
 * The member's own photos: count against the limit (3 free, 25 premium), the main photo marked,
 * a menu per photo, the upload button (with "private"), and the outcome of the last change.
 */
const meta = {
  title: 'Components/PhotoManager',
  component: PhotoManager,
  parameters: { layout: 'padded' },
  args: {
    photos: [photo(4), photo(5)],
    privatePhotos: [],
    limit: PHOTO_LIMITS.free,
    onUpload: fn(),
    onMakeMain: fn(),
    onSetPrivate: fn(),
    onDelete: fn(),
  },
  render: function Translated(args) {
    const { t } = useTranslation('profile');
    const free = args.limit === PHOTO_LIMITS.free;
    return (
      <main style={{ maxWidth: '48rem' }}>
        <PhotoManager
          {...args}
          limitNote={
            free ? (
              <p>
                {t('profile:photos.limitFree', {
                  count: PHOTO_LIMITS.free,
                  premium: PHOTO_LIMITS.premium,
                })}{' '}
                <Link to="/premium">{t('profile:photos.getPremium')}</Link>
              </p>
            ) : null
          }
        />
      </main>
    );
  },
} satisfies Meta<typeof PhotoManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTwoPhotos: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('profile:photos.count', { count: 2, limit: 3 }))).toBeVisible();
    await expect(canvas.getByText(t('profile:photos.main'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile:photos.upload') })).toBeEnabled();
    await userEvent.click(
      canvas.getByRole('button', {
        name: `${t('profile:photos.actions')}: ${t('profile:photos.photo', { number: 2 })}`,
      }),
    );
    const menu = await screen.findByRole('menu');
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: t('profile:photos.makeMain') }),
    );
    await expect(args.onMakeMain).toHaveBeenCalledWith(5);
  },
};

export const FreeAtLimit: Story = {
  args: { photos: [photo(4), photo(5), photo(6)] },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('profile:photos.count', { count: 3, limit: 3 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile:photos.upload') })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: t('profile:photos.getPremium') })).toBeVisible();
  },
};

export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByText(t('profile:photos.none'))).toBeVisible();
  },
};

export const PremiumWithPrivatePhotos: Story = {
  args: {
    photos: [photo(4), photo(5), photo(6)],
    privatePhotos: [photo(7), photo(8)],
    limit: PHOTO_LIMITS.premium,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('profile:photos.count', { count: 5, limit: PHOTO_LIMITS.premium })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: t('profile:photos.privateTitle') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('profile:photos.getPremium') })).toBeNull();
  },
};

export const Uploading: Story = {
  args: { busy: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const button = within(canvasElement).getByRole('button', {
      name: t('profile:photos.uploading'),
    });
    await expect(button).toBeVisible();
  },
};

export const Uploaded: Story = {
  args: { photos: [photo(4), photo(5), photo(6)], message: { tone: 'success', text: '' } },
  render: function WithMessage(args) {
    const { t } = useTranslation('profile');
    return (
      <main style={{ maxWidth: '48rem' }}>
        <PhotoManager {...args} message={{ tone: 'success', text: t('photos.uploaded') }} />
      </main>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      textsOf(loaded)('profile:photos.uploaded'),
    );
  },
};

export const UploadRefused: Story = {
  render: function WithError(args) {
    const problemText = useProblemText();
    const text = problemText({ code: 'photo_too_large' });
    return (
      <main style={{ maxWidth: '48rem' }}>
        <PhotoManager {...args} message={{ tone: 'danger', text }} />
      </main>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      textsOf(loaded)('problems:photo_too_large', { megabytes: PHOTO_MEGABYTES }),
    );
  },
};

export const SignupStepWithoutPrivate: Story = {
  args: { photos: [photo(4)], allowPrivate: false },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(
      canvas.queryByRole('heading', { name: t('profile:photos.publicTitle') }),
    ).toBeNull();
  },
};

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...FreeTwoPhotos, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...FreeTwoPhotos, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...FreeTwoPhotos, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...FreeTwoPhotos, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...FreeTwoPhotos, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...FreeTwoPhotos, globals: inTheme('sunrise', 'desktop') };

/** A brand that reviews photos: one waits for its review (only its owner sees it), one was removed. */
export const InReviewAndRemoved: Story = {
  args: {
    photos: [photo(4), { ...photo(5), status: 'pending' }, { ...photo(6), status: 'rejected' }],
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('profile:photos.status.pending'))).toBeVisible();
    await expect(canvas.getByText(t('profile:photos.status.rejected'))).toBeVisible();
  },
};
