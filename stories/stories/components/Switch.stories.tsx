import { Switch } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

type SwitchStoryArgs = { isSelected: boolean; isDisabled: boolean; withDescription: boolean };

/** An on/off switch for a setting that applies at once: here invisible mode. */
const meta = {
  title: 'Components/Switch',
  parameters: { layout: 'padded' },
  args: { isSelected: false, isDisabled: false, withDescription: true },
  render: function Controlled({ isSelected, isDisabled, withDescription }) {
    const { t } = useTranslation('profile');
    const [selected, setSelected] = useState(isSelected);
    return (
      <main style={{ maxWidth: '32rem' }}>
        <Switch
          isSelected={selected}
          onChange={setSelected}
          isDisabled={isDisabled}
          {...(withDescription ? { description: t('account.invisibleHint') } : {})}
        >
          {t('account.invisible')}
        </Switch>
      </main>
    );
  },
} satisfies Meta<SwitchStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: t('profile:account.invisible') });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText(t('profile:account.invisible')));
    await expect(toggle).toBeChecked();
  },
};

export const On: Story = { args: { isSelected: true } };

export const WithoutHint: Story = { args: { withDescription: false } };

export const Disabled: Story = {
  args: { isDisabled: true, isSelected: true },
  play: async ({ canvasElement, loaded }) => {
    const name = textsOf(loaded)('profile:account.invisible');
    await expect(within(canvasElement).getByRole('switch', { name })).toBeDisabled();
  },
};
