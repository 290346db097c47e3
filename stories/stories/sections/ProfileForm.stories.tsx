import { ProfileForm } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toolbarSettings } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import { foundPlace, type SiteParameters } from '../../.storybook/site-parameters';
import { NEW_MEMBER } from '../../.storybook/story-helpers';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * A form over parts of the own profile with one save button: the location (with the
 * geolocation button), the personal details, "about me" with interests. The profile page shows
 * one form per part; the signup steps combine parts.
 */
const meta = {
  title: 'Sections/ProfileForm',
  component: ProfileForm,
  decorators: [inMain],
  args: { parts: ['location'], onSaved: fn() },
  parameters: { site: { member: 'free' } satisfies SiteParameters },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Location: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: containing(t('profile:location.locate')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('profile:location.city') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('forms:save') })).toBeVisible();
    // One part only: no personal details, no "about me".
    await expect(canvas.queryByRole('textbox', { name: t('profile:about.notes') })).toBeNull();
  },
};

export const LocationFound: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(t('profile:location.locate')) }),
    );
    const place = foundPlace(toolbarSettings(globals).countries);
    const found = place.region_name
      ? t('profile:location.found', { city: place.city, region: place.region_name })
      : t('profile:location.foundNoRegion', { city: place.city });
    await expect(await canvas.findByText(found)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('profile:location.city') })).toHaveValue(
      place.city,
    );
    await userEvent.click(canvas.getByRole('button', { name: t('forms:save') }));
    await expect(await canvas.findByText(t('forms:saved'))).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
  },
};

export const LocationDenied: Story = {
  parameters: { site: { member: 'free', geolocation: 'denied' } satisfies SiteParameters },
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
    // The town can still be typed in.
    await expect(canvas.getByRole('textbox', { name: t('profile:location.city') })).toBeEnabled();
  },
};

export const Details: Story = {
  args: { parts: ['details'] },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    for (const detail of [
      'relationship_status',
      'sexuality',
      'body_type',
      'hair_color',
      'eye_color',
      'tattoos',
    ]) {
      await expect(
        canvas.getByRole('button', { name: containing(t(`profile:details.${detail}`)) }),
      ).toBeVisible();
    }
    await expect(
      canvas.queryByRole('button', { name: containing(t('profile:location.locate')) }),
    ).toBeNull();
  },
};

export const DetailsOfNewMember: Story = {
  args: { parts: ['details'] },
  parameters: { site: { member: 'free', user: NEW_MEMBER } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const hair = within(canvasElement).getByRole('button', {
      name: containing(t('profile:details.hair_color')),
    });
    await expect(hair).toHaveTextContent(t('forms:notSet'));
  },
};

export const About: Story = {
  args: { parts: ['about'] },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: t('profile:about.notes') });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Coffee first, then the mountains.');
    const interests = canvas.getByRole('group', { name: t('profile:about.interests') });
    await expect(interests).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('forms:save') }));
    await expect(await canvas.findByText(t('forms:saved'))).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
  },
};

export const SaveFails: Story = {
  args: { parts: ['about'] },
  parameters: {
    site: {
      member: 'free',
      failures: { updateProfile: 'internal_error' },
    } satisfies SiteParameters,
  },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('forms:save') }));
    await expect(await canvas.findByText(t('problems:internal_error'))).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const SomeDetails: Story = {
  args: { parts: ['details'], details: ['relationship_status', 'body_type'] },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: containing(t('profile:details.body_type')) }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: containing(t('profile:details.tattoos')) }),
    ).toBeNull();
  },
};
