import { SignupDetailsStep } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { toolbarSettings } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import { foundPlace, type SiteParameters } from '../../.storybook/site-parameters';
import { NEW_MEMBER } from '../../.storybook/story-helpers';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * Step 2 of signup, one of the steps of SignupSteps.tsx: the town (with the geolocation button)
 * and four personal details, saved with "Save and continue", or skipped.
 */
const meta = {
  title: 'Sections/SignupDetailsStep',
  component: SignupDetailsStep,
  decorators: [inMain],
  parameters: {
    site: { member: 'free', user: NEW_MEMBER, signup: { step: 2 } } satisfies SiteParameters,
  },
} satisfies Meta<typeof SignupDetailsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustSignedUp: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('signup:detailsStep.intro'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('profile:location.city') })).toHaveValue('');
    for (const detail of ['relationship_status', 'body_type', 'hair_color', 'eye_color']) {
      await expect(
        canvas.getByRole('button', { name: containing(t(`profile:details.${detail}`)) }),
      ).toBeVisible();
    }
    await expect(
      canvas.queryByRole('button', { name: containing(t('profile:details.tattoos')) }),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: t('signup:next') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('forms:skip') })).toBeVisible();
  },
};

export const Located: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(t('profile:location.locate')) }),
    );
    const place = foundPlace(toolbarSettings(globals).countries);
    const city = canvas.getByRole('textbox', { name: t('profile:location.city') });
    await expect(await canvas.findByDisplayValue(place.city)).toBe(city);
  },
};

export const LocationDenied: Story = {
  parameters: {
    site: {
      member: 'free',
      user: NEW_MEMBER,
      signup: { step: 2 },
      geolocation: 'denied',
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(t('profile:location.locate')) }),
    );
    await expect(await canvas.findByText(t('profile:location.errors.denied'))).toHaveAttribute(
      'role',
      'alert',
    );
  },
};
