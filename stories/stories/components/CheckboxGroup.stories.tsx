import { REACTIVATION_DAYS } from '@dating/contract/enums';
import { Checkbox, CheckboxGroup } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { textsOf } from '../../.storybook/texts';

type CheckboxGroupStoryArgs = { value: string[]; invalid: boolean; chips?: boolean };

const OPTIONS = ['price', 'found_someone', 'not_looking', 'time'] as const;

/** A labelled group of checkboxes whose checked values form one list. */
const meta = {
  title: 'Components/CheckboxGroup',
  parameters: { layout: 'padded' },
  args: { value: ['found_someone'], invalid: false },
  render: function Controlled({ value, invalid, chips = false }) {
    const { t } = useTranslation('notifications');
    const [checked, setChecked] = useState<string[]>(value);
    return (
      <main>
        <CheckboxGroup
          label={t('delete.reason')}
          description={t('delete.intro', { count: REACTIVATION_DAYS })}
          value={checked}
          onChange={setChecked}
          errorMessage={invalid ? t('delete.reasonRequired') : null}
          layout={chips ? 'chips' : 'grid'}
        >
          {OPTIONS.map((option) => (
            <Checkbox key={option} value={option} variant={chips ? 'chip' : 'box'}>
              {t(`delete.reasons.${option}`)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </main>
    );
  },
} satisfies Meta<CheckboxGroupStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeChecked: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const group = within(canvasElement).getByRole('group', {
      name: t('notifications:delete.reason'),
    });
    const inGroup = within(group);
    await expect(inGroup.getAllByRole('checkbox')).toHaveLength(OPTIONS.length);
    await expect(
      inGroup.getByRole('checkbox', { name: t('notifications:delete.reasons.found_someone') }),
    ).toBeChecked();
    await userEvent.click(inGroup.getByText(t('notifications:delete.reasons.time')));
    await expect(
      inGroup.getByRole('checkbox', { name: t('notifications:delete.reasons.time') }),
    ).toBeChecked();
  },
};

export const NoneChecked: Story = { args: { value: [] } };

export const Invalid: Story = {
  args: { value: [], invalid: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      within(canvasElement).getByText(t('notifications:delete.reasonRequired')),
    ).toBeVisible();
  },
};

/** The same options as tappable chips (how interests are picked). */
export const Chips: Story = {
  args: { chips: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const box = within(canvasElement).getByRole('checkbox', {
      name: t('notifications:delete.reasons.time'),
    });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...Chips, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...Chips, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...Chips, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...Chips, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...Chips, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...Chips, globals: inTheme('sunrise', 'desktop') };
