import { Checkbox } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

type CheckboxStoryArgs = {
  isSelected: boolean;
  isDisabled: boolean;
  withDescription: boolean;
  invalid: boolean;
};

/**
 * A checkbox with its label, an optional hint and a validation message; here the "upload as a
 * private photo" box of the photo manager, in the toolbar language.
 */
const meta = {
  title: 'Components/Checkbox',
  parameters: { layout: 'padded' },
  args: { isSelected: false, isDisabled: false, withDescription: true, invalid: false },
  render: function Controlled({ isSelected, isDisabled, withDescription, invalid }) {
    const { t } = useTranslation(['profile', 'signup']);
    const [selected, setSelected] = useState(isSelected);
    return (
      <main>
        <Checkbox
          name="private"
          isSelected={selected}
          onChange={setSelected}
          isDisabled={isDisabled}
          {...(withDescription ? { description: t('profile:photos.privateHint') } : {})}
          errorMessage={invalid ? t('problems:fields.looking_for.required') : null}
        >
          {t('profile:photos.private')}
        </Checkbox>
      </main>
    );
  },
} satisfies Meta<CheckboxStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: t('profile:photos.private') });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText(t('profile:photos.private')));
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(t('profile:photos.privateHint'));
  },
};

export const Checked: Story = { args: { isSelected: true } };

export const WithoutHint: Story = { args: { withDescription: false } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, loaded }) => {
    const name = textsOf(loaded)('profile:photos.private');
    await expect(within(canvasElement).getByRole('checkbox', { name })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: t('profile:photos.private') })).toBeInvalid();
    await expect(canvas.getByText(t('problems:fields.looking_for.required'))).toBeVisible();
  },
};
