import { NOTES_MAX_LENGTH } from '@dating/contract/enums';
import { TextArea } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

type TextAreaStoryArgs = {
  value: string;
  rows: number;
  isRequired: boolean;
  withDescription: boolean;
  invalid: boolean;
};

/** A labelled multi-line input with its hint and validation message: the "about me" text. */
const meta = {
  title: 'Components/TextArea',
  parameters: { layout: 'padded' },
  args: { value: '', rows: 5, isRequired: false, withDescription: true, invalid: false },
  render: function Controlled({ value, rows, isRequired, withDescription, invalid }) {
    const { t } = useTranslation(['profile', 'notifications']);
    const [text, setText] = useState(value);
    return (
      <main style={{ maxWidth: '40rem' }}>
        <TextArea
          label={t('profile:about.notes')}
          name="notes"
          rows={rows}
          maxLength={NOTES_MAX_LENGTH}
          isRequired={isRequired}
          value={text}
          onChange={setText}
          {...(withDescription
            ? { description: t('profile:about.notesHint', { count: NOTES_MAX_LENGTH }) }
            : {})}
          errorMessage={invalid ? t('notifications:delete.remarksRequired') : null}
        />
      </main>
    );
  },
} satisfies Meta<TextAreaStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const field = within(canvasElement).getByRole('textbox', { name: t('profile:about.notes') });
    await userEvent.type(field, 'Weekend hiker, weekday cook.');
    await expect(field).toHaveValue('Weekend hiker, weekday cook.');
    await expect(field).toHaveAccessibleDescription(
      t('profile:about.notesHint', { count: NOTES_MAX_LENGTH }),
    );
  },
};

export const Filled: Story = {
  args: { value: 'Weekend hiker, weekday cook.\nLooking for someone to share long walks with.' },
};

export const Invalid: Story = {
  args: { isRequired: true, invalid: true, withDescription: false },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('profile:about.notes') })).toBeInvalid();
    await expect(canvas.getByText(t('notifications:delete.remarksRequired'))).toBeVisible();
  },
};
