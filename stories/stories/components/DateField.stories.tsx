import { MINIMUM_AGE } from '@dating/contract/enums';
import { DateField } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

type DateFieldStoryArgs = {
  value: string;
  isRequired: boolean;
  withDescription: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
};

/**
 * A date typed in parts (day, month, year in the order of the interface language), each part a
 * spin button: the signup's date of birth.
 */
const meta = {
  title: 'Components/DateField',
  parameters: { layout: 'padded' },
  args: { value: '', isRequired: true, withDescription: false, invalid: false, onChange: fn() },
  render: function Controlled({ value, isRequired, withDescription, invalid, onChange }) {
    const { t } = useTranslation('signup');
    const [date, setDate] = useState(value);
    return (
      <main>
        <DateField
          label={t('dateOfBirth')}
          name="date_of_birth"
          isRequired={isRequired}
          value={date}
          onChange={(next) => {
            onChange(next);
            setDate(next);
          }}
          {...(withDescription
            ? { description: t('legal', { min_age: MINIMUM_AGE, count: MINIMUM_AGE }) }
            : {})}
          errorMessage={
            invalid
              ? t('problems:fields.date_of_birth.too_young', {
                  min_age: MINIMUM_AGE,
                  count: MINIMUM_AGE,
                })
              : null
          }
        />
      </main>
    );
  },
} satisfies Meta<DateFieldStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const group = within(canvasElement).getByRole('group', { name: t('signup:dateOfBirth') });
    const parts = within(group).getAllByRole('spinbutton');
    await expect(parts).toHaveLength(3);
    // Whatever the order of the parts in this language, each part is a spin button.
    for (const part of parts) {
      await userEvent.click(part);
      await userEvent.keyboard('{ArrowUp}');
      await expect(part).toHaveAttribute('aria-valuenow');
    }
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
  },
};

export const Filled: Story = {
  args: { value: '1995-04-02' },
  play: async ({ canvasElement, loaded }) => {
    const group = within(canvasElement).getByRole('group', {
      name: textsOf(loaded)('signup:dateOfBirth'),
    });
    await expect(group).toHaveTextContent('1995');
  },
};

export const WithHint: Story = { args: { withDescription: true } };

export const TooYoung: Story = {
  args: { value: '2010-01-16', invalid: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      within(canvasElement).getByText(
        t('problems:fields.date_of_birth.too_young', { min_age: MINIMUM_AGE, count: MINIMUM_AGE }),
      ),
    ).toBeVisible();
  },
};
