import { Panel, Switch } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

/** A titled region of a page (one part of the profile or the notification settings). */
const meta = {
  title: 'Components/Panel',
  component: Panel,
  parameters: { layout: 'padded' },
  args: { title: '', level: 2, children: null },
  argTypes: { level: { control: 'inline-radio', options: [2, 3] }, children: { control: false } },
  render: function Translated(args) {
    const { t } = useTranslation('profile');
    const [invisible, setInvisible] = useState(false);
    return (
      <main>
        <h1>{t('title')}</h1>
        {args.level === 3 ? <h2>{t('account.title')}</h2> : null}
        <Panel
          {...args}
          title={args.title || (args.level === 3 ? t('account.invisible') : t('account.title'))}
        >
          <Switch
            isSelected={invisible}
            onChange={setInvisible}
            description={t('account.invisibleHint')}
          >
            {t('account.invisible')}
          </Switch>
        </Panel>
      </main>
    );
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const region = within(canvasElement).getByRole('region', { name: t('profile:account.title') });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('profile:account.title'),
    );
  },
};

export const LevelThree: Story = {
  args: { level: 3 },
  play: async ({ canvasElement, loaded }) => {
    const name = textsOf(loaded)('profile:account.invisible');
    const region = within(canvasElement).getByRole('region', { name });
    await expect(within(region).getByRole('heading', { level: 3 })).toBeVisible();
  },
};
