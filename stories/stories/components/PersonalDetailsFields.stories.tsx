import { PersonalDetailsFields, type PersonalDetailsValues } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * A choice per personal detail (hair and eye colour, body type, ...): each one may be "not set",
 * except the sexuality.
 */
const meta = {
  title: 'Components/PersonalDetailsFields',
  component: PersonalDetailsFields,
  parameters: { layout: 'padded' },
  args: {
    values: {
      relationship_status: 'single',
      sexuality: 'hetero',
      body_type: 'athletic',
      hair_color: 'brown',
      eye_color: 'blue',
      tattoos: 'none',
    },
    onChange: fn(),
  },
  render: function Controlled(args) {
    const [values, setValues] = useState<PersonalDetailsValues>(args.values);
    return (
      <main>
        <PersonalDetailsFields
          {...args}
          values={values}
          onChange={(changes) => {
            args.onChange(changes);
            setValues({ ...values, ...changes });
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof PersonalDetailsFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllDetails: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const hair = canvas.getByRole('button', { name: containing(t('profile:details.hair_color')) });
    await expect(hair).toHaveTextContent(t('profile:details.values.hair_color.brown'));
    await userEvent.click(hair);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(
      within(listbox).getByRole('option', { name: t('profile:details.values.hair_color.red') }),
    );
    await expect(args.onChange).toHaveBeenCalledWith({ hair_color: 'red' });
    await expect(hair).toHaveTextContent(t('profile:details.values.hair_color.red'));
  },
};

export const NothingSet: Story = {
  args: {
    values: {
      relationship_status: null,
      sexuality: 'hetero',
      body_type: null,
      hair_color: null,
      eye_color: null,
      tattoos: null,
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const eyes = canvas.getByRole('button', { name: containing(t('profile:details.eye_color')) });
    await expect(eyes).toHaveTextContent(t('forms:notSet'));
  },
};

export const SignupStepDetails: Story = {
  args: {
    values: { relationship_status: null, body_type: null, hair_color: null, eye_color: null },
    details: ['relationship_status', 'body_type', 'hair_color', 'eye_color'],
  },
};
