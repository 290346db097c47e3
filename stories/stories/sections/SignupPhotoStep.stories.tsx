import { fixtureImage } from '@dating/logic/testing';
import { SignupPhotoStep } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { NEW_MEMBER } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * Step 1 of signup, the first of the steps of SignupSteps.tsx: a public photo of the member.
 * "Continue" waits for a photo; "Skip" goes on without one.
 */
const meta = {
  title: 'Sections/SignupPhotoStep',
  component: SignupPhotoStep,
  decorators: [inMain],
  parameters: {
    site: { member: 'free', user: NEW_MEMBER, signup: { step: 1 } } satisfies SiteParameters,
  },
} satisfies Meta<typeof SignupPhotoStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPhotoYet: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('signup:photoStep.intro'))).toBeVisible();
    await expect(canvas.getByText(t('profile:photos.none'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile:photos.upload') })).toBeEnabled();
    // Public photos only: no "private" choice here.
    await expect(canvas.queryByRole('checkbox', { name: t('profile:photos.private') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('forms:continue') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('forms:skip') })).toBeEnabled();
  },
};

export const WithPhoto: Story = {
  parameters: {
    site: {
      member: 'free',
      user: { ...NEW_MEMBER, profile: { ...NEW_MEMBER.profile, photos: [fixtureImage(4)] } },
      signup: { step: 1 },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('profile:photos.count', { count: 1, limit: 3 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('forms:continue') })).toBeEnabled();
  },
};
