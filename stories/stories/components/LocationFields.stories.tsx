import { fixtureRegions } from '@dating/logic/testing';
import { LocationFields, type LocationValues } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { containing, textsOf } from '../../.storybook/texts';

const REGIONS = fixtureRegions();

/**
 * Country, region (named as the country names it) and town, plus the geolocation button with
 * its states: idle, locating, active (a place was found) and error (why not); without the button
 * where no device position is meant (a persona's place, in the back office).
 */
const meta = {
  title: 'Components/LocationFields',
  component: LocationFields,
  parameters: { layout: 'padded' },
  args: {
    values: { country: 'NL', region: 'NL-NH', city: 'Amsterdam' },
    countries: ['NL', 'BE', 'DE'],
    regions: REGIONS.NL ?? [],
    regionTerm: 'province',
    language: 'en',
    locate: { state: { status: 'idle', error: null, found: null }, onLocate: fn() },
    onChange: fn(),
  },
  render: function Controlled(args) {
    const { i18n } = useTranslation();
    const [values, setValues] = useState<LocationValues>(args.values);
    return (
      <main style={{ maxWidth: '32rem' }}>
        <LocationFields
          {...args}
          language={i18n.language}
          values={values}
          regions={REGIONS[values.country] ?? []}
          onChange={(changes) => {
            args.onChange(changes);
            setValues({ ...values, ...changes });
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof LocationFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(t('profile:location.locate')) }),
    );
    await expect(args.locate?.onLocate).toHaveBeenCalledTimes(1);
    const city = canvas.getByRole('textbox', { name: t('profile:location.city') });
    await userEvent.clear(city);
    await userEvent.type(city, 'Haarlem');
    await expect(args.onChange).toHaveBeenLastCalledWith({ city: 'Haarlem' });
    await expect(canvas.getByText(t('profile:location.region.province'))).toBeVisible();
  },
};

export const Locating: Story = {
  args: { locate: { state: { status: 'locating', error: null, found: null }, onLocate: fn() } },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const button = within(canvasElement).getByRole('button', {
      name: containing(t('profile:location.locating')),
    });
    await expect(button).toBeVisible();
  },
};

export const Active: Story = {
  args: {
    values: { country: 'NL', region: 'NL-ZH', city: 'Rotterdam' },
    locate: {
      state: {
        status: 'active',
        error: null,
        found: { city: 'Rotterdam', region: 'Zuid-Holland' },
      },
      onLocate: fn(),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      t('profile:location.found', { city: 'Rotterdam', region: 'Zuid-Holland' }),
    );
  },
};

export const ActiveWithoutRegion: Story = {
  args: {
    values: { country: 'BE', region: null, city: 'Gent' },
    regionTerm: 'province',
    locate: {
      state: { status: 'active', error: null, found: { city: 'Gent', region: null } },
      onLocate: fn(),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('profile:location.foundNoRegion', { city: 'Gent' }),
    );
  },
};

const failed = (error: 'denied' | 'unavailable' | 'timeout' | 'not_found'): Story => ({
  args: { locate: { state: { status: 'error', error, found: null }, onLocate: fn() } },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t(`profile:location.errors.${error}`),
    );
  },
});

export const ErrorDenied = failed('denied');
export const ErrorUnavailable = failed('unavailable');
export const ErrorTimeout = failed('timeout');
export const ErrorNotFound = failed('not_found');

export const ErrorOutsideCountries: Story = {
  args: { locate: { state: { status: 'error', error: 'outside', found: null }, onLocate: fn() } },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('profile:location.outsideCountries'),
    );
  },
};

export const CountryWithoutRegions: Story = {
  args: { values: { country: 'BE', region: null, city: '' } },
};

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...Idle, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...Idle, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...Idle, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...Idle, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...Idle, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...Idle, globals: inTheme('sunrise', 'desktop') };

export const WithoutLocateButton: Story = {
  args: { locate: undefined },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: containing(t('profile:location.locate')) }),
    ).toBeNull();
    await expect(canvas.getByRole('textbox', { name: t('profile:location.city') })).toBeVisible();
  },
};
