import { SignupAboutStep } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { NEW_MEMBER } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * Step 3 of signup, one of the steps of SignupSteps.tsx: "about me" and interests, saved with
 * "Save and continue", or skipped.
 */
const meta = {
  title: 'Sections/SignupAboutStep',
  component: SignupAboutStep,
  decorators: [inMain],
  parameters: {
    site: { member: 'free', user: NEW_MEMBER, signup: { step: 3 } } satisfies SiteParameters,
  },
} satisfies Meta<typeof SignupAboutStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustSignedUp: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('signup:aboutStep.intro'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('profile:about.notes') })).toHaveValue('');
    const interests = within(canvas.getByRole('group', { name: t('profile:about.interests') }));
    await expect(
      interests.getByRole('checkbox', { name: t('profile:interests.cooking') }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: t('signup:next') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('forms:skip') })).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('profile:about.notes') }),
      'Coffee first, then the mountains.',
    );
    await userEvent.click(canvas.getByText(t('profile:interests.hiking'), { exact: true }));
    await expect(
      canvas.getByRole('checkbox', { name: t('profile:interests.hiking') }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('signup:next') }));
    await expect(await canvas.findByText(t('forms:saved'))).toBeVisible();
  },
};
