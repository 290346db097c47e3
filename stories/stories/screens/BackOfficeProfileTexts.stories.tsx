import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's review of profile texts (`/operator/texts`, moderators and admins): names and
 * about-me texts that look like contact details, links or money requests, the oldest first. The
 * fixture: an about-me text with a WhatsApp number and a customs fee, a name with an Instagram
 * handle, an about-me text with a link.
 */
const meta = {
  title: 'Screens/Back office/Profile texts',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (operator: SiteParameters['operator'] = {}): { site: SiteParameters } => ({
  site: { route: '/operator/texts', operator: { as: 'moderator', ...operator } },
});

export const Queue: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const [first] = await screen.findAllByRole('article');
    if (!first) throw new Error('A text waits');
    const text = within(first);
    await expect(text.getByText(containing('the customs fee'))).toBeVisible();
    await expect(text.getByText(t('operator:texts.flags.money'))).toBeVisible();
    await expect(screen.getAllByRole('article')).toHaveLength(3);
  },
};

export const RemoveAndKeep: Story = {
  parameters: at({ as: 'admin' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const [first] = await screen.findAllByRole('article');
    if (!first) throw new Error('A text waits');
    await userEvent.click(
      within(first).getByRole('button', { name: t('operator:texts.remove.notes') }),
    );
    await expect(await screen.findAllByRole('article')).toHaveLength(2);
    const [name] = screen.getAllByRole('article');
    if (!name) throw new Error('The name waits');
    await userEvent.click(within(name).getByRole('button', { name: t('operator:texts.keep') }));
    await expect(await screen.findAllByRole('article')).toHaveLength(1);
  },
};

export const NoneWaiting: Story = {
  parameters: at({ texts: 'none' }),
  play: async ({ loaded }) => {
    await expect(await screen.findByText(textsOf(loaded)('operator:texts.none'))).toBeVisible();
  },
};
