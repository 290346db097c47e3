import { PHOTO_LIMITS } from '@dating/contract/enums';
import { fixtureImage } from '@dating/logic/testing';
import { PhotosSection } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { NEW_MEMBER } from '../../.storybook/story-helpers';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The member's photos through the profile store: the count against the limit (3 for free
 * members, 25 for Premium), the main photo, a menu per photo, the upload button and, on the
 * profile page, private photos.
 */
const meta = {
  title: 'Sections/PhotosSection',
  component: PhotosSection,
  decorators: [inMain],
  parameters: { site: { member: 'free' } satisfies SiteParameters },
} satisfies Meta<typeof PhotosSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = (variant: number) => ({ ...fixtureImage(variant), id: variant + 1 });

export const FreeMember: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('profile:photos.count', { count: 2, limit: 3 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile:photos.upload') })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: t('profile:photos.private') })).toBeVisible();
    // Below the limit: no word of Premium yet.
    await expect(canvas.queryByRole('link', { name: t('profile:photos.getPremium') })).toBeNull();
  },
};

export const FreeMemberAtLimit: Story = {
  parameters: {
    site: {
      member: 'free',
      user: { profile: { photos: [photo(4), photo(5), photo(6)] } },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('profile:photos.count', { count: 3, limit: 3 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile:photos.upload') })).toBeDisabled();
    await expect(
      canvas.getByText(
        containing(
          t('profile:photos.limitFree', {
            count: PHOTO_LIMITS.free,
            premium: PHOTO_LIMITS.premium,
          }),
        ),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('profile:photos.getPremium') }),
    ).toHaveAttribute('href', '/premium');
  },
};

export const PremiumMember: Story = {
  parameters: { site: { member: 'premium' } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('profile:photos.count', { count: 2, limit: PHOTO_LIMITS.premium })),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('profile:photos.getPremium') })).toBeNull();
  },
};

export const PremiumWithPrivatePhoto: Story = {
  parameters: {
    site: { member: 'premium', user: { profile: { private_photos: [photo(9)] } } },
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('profile:photos.count', { count: 3, limit: PHOTO_LIMITS.premium })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: t('profile:photos.privateTitle') }),
    ).toBeVisible();
  },
};

export const NoPhotosYet: Story = {
  parameters: { site: { member: 'free', user: NEW_MEMBER } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('profile:photos.none'))).toBeVisible();
    await expect(canvas.getByText(t('profile:photos.count', { count: 0, limit: 3 }))).toBeVisible();
  },
};

/** As in the signup's photo step: public photos only. */
export const WithoutPrivatePhotos: Story = {
  args: { allowPrivate: false },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox', { name: t('profile:photos.private') })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: `${t('profile:photos.actions')}: ${t('profile:photos.photo', { number: 2 })}`,
      }),
    );
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu).queryByRole('menuitem', { name: t('profile:photos.makePrivate') }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const DeletePhoto: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: `${t('profile:photos.actions')}: ${t('profile:photos.photo', { number: 2 })}`,
      }),
    );
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('profile:photos.delete') }));
    await expect(
      await canvas.findByText(t('profile:photos.count', { count: 1, limit: 3 })),
    ).toBeVisible();
  },
};
