import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The back office's transparency figures (`/operator/transparency`, moderators and admins; EU
 * DSA, Art. 15): a half-year's notices, reports, restrictions, photo review and appeals, as the
 * fake gives them for any half-year (`fixtureTransparency`), with a CSV download.
 */
const meta = {
  title: 'Screens/Back office/Transparency',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (operator: SiteParameters['operator'] = {}): { site: SiteParameters } => ({
  site: { route: '/operator/transparency', operator: { as: 'moderator', ...operator } },
});

export const Figures: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const notices = await screen.findByRole('table', { name: t('operator:transparency.notices') });
    await expect(
      within(notices).getByRole('rowheader', { name: t('operator:transparency.received') }),
    ).toBeVisible();
    await expect(
      screen.getByRole('table', { name: t('operator:transparency.appeals') }),
    ).toBeVisible();
    await expect(
      screen.getByRole('button', { name: t('operator:transparency.csv') }),
    ).toBeEnabled();
  },
};

export const EarlierHalfYear: Story = {
  parameters: at({ as: 'admin' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('table', { name: t('operator:transparency.notices') });
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(t('operator:transparency.period')) }),
    );
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(4);
    await userEvent.click(options[3] as HTMLElement);
    await expect(
      await screen.findByRole('table', { name: t('operator:transparency.restrictions') }),
    ).toBeVisible();
  },
};
