import { RadioGroup } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

type RadioGroupStoryArgs = {
  value: string | null;
  orientation: 'horizontal' | 'vertical';
  invalid: boolean;
  withDescription: boolean;
};

/**
 * A labelled single choice among a few visible options (arrow keys move the choice): here the
 * signup's "Looking for" question.
 */
const meta = {
  title: 'Components/RadioGroup',
  parameters: { layout: 'padded' },
  args: { value: null, orientation: 'horizontal', invalid: false, withDescription: false },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: function Controlled({ value, orientation, invalid, withDescription }) {
    const { t } = useTranslation('signup');
    const [chosen, setChosen] = useState(value);
    return (
      <main>
        <RadioGroup
          label={t('lookingFor')}
          name="looking_for"
          orientation={orientation}
          options={[
            { id: 'male', label: t('lookingForOptions.male') },
            { id: 'female', label: t('lookingForOptions.female') },
            { id: 'both', label: t('lookingForOptions.both') },
          ]}
          value={chosen}
          onChange={setChosen}
          {...(withDescription ? { description: t('nameHint') } : {})}
          errorMessage={invalid ? t('problems:fields.looking_for.required') : null}
        />
      </main>
    );
  },
} satisfies Meta<RadioGroupStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const group = within(canvasElement).getByRole('radiogroup', { name: t('signup:lookingFor') });
    const women = within(group).getByRole('radio', { name: t('signup:lookingForOptions.female') });
    await expect(women).not.toBeChecked();
    // The radio inputs are visually hidden: a member clicks the label.
    await userEvent.click(within(group).getByText(t('signup:lookingForOptions.female')));
    await expect(women).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(group).getByRole('radio', { name: t('signup:lookingForOptions.both') }),
    ).toBeChecked();
  },
};

export const Chosen: Story = { args: { value: 'female' } };

export const Vertical: Story = { args: { orientation: 'vertical', value: 'both' } };

export const WithHint: Story = { args: { withDescription: true } };

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      within(canvasElement).getByText(t('problems:fields.looking_for.required')),
    ).toBeVisible();
  },
};
