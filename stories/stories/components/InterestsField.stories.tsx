import type { Interest } from '@dating/contract/enums';
import { InterestsField } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { textsOf } from '../../.storybook/texts';

/** The interests a member ticks (every interest of the catalogue, or a few), translated. */
const meta = {
  title: 'Components/InterestsField',
  component: InterestsField,
  parameters: { layout: 'padded' },
  args: { value: ['travelling', 'cooking', 'music'], onChange: fn() },
  render: function Controlled(args) {
    const [value, setValue] = useState<readonly Interest[]>(args.value);
    return (
      <main>
        <InterestsField
          {...args}
          value={value}
          onChange={(next) => {
            args.onChange(next);
            setValue(next);
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof InterestsField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllInterests: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const group = within(canvasElement).getByRole('group', { name: t('profile:about.interests') });
    await expect(
      within(group).getByRole('checkbox', { name: t('profile:interests.cooking') }),
    ).toBeChecked();
    await userEvent.click(within(group).getByText(t('profile:interests.hiking'), { exact: true }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(['travelling', 'cooking', 'music', 'hiking']),
    );
  },
};

export const NoneChosen: Story = { args: { value: [] } };

export const FewOffered: Story = {
  args: {
    value: ['dating'],
    interests: ['relationship', 'dating', 'friendship', 'flirting', 'cuddling'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(5);
  },
};

const themedField: Story = {};

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...themedField, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themedField, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themedField, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themedField, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themedField, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themedField, globals: inTheme('sunrise', 'desktop') };
