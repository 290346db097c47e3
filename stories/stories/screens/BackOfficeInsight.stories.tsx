import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's insight (`/operator/insight`, admins): a brand's last 30 days in totals and
 * charts, the figures day by day, the new members by traffic source, and what waits for the
 * team. The fixture: a busy brand with a campaign from its 20th day, paid in euros and zloty,
 * three sources, a photo and two reports waiting.
 */
const meta = {
  title: 'Screens/Back office/Insight',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (operator: SiteParameters['operator'] = {}): { site: SiteParameters } => ({
  site: { route: '/operator/insight', operator: { as: 'admin', ...operator } },
});

export const Insight: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:insight.title') }),
    ).toBeVisible();
    // Five charts, each an image named by its title and described by its figures.
    const charts = screen.getAllByRole('img');
    await expect(charts).toHaveLength(5);
    await expect(charts[0]).toHaveAccessibleName(t('operator:insight.charts.signups'));
    await expect(charts[0]).toHaveAccessibleDescription(
      containing(t('operator:insight.measures.signups')),
    );
    // The sources: the network's campaign with its sub ID, and those who came on their own.
    const sources = screen.getByRole('table', { name: t('operator:insight.sources.title') });
    await expect(
      within(sources).getByRole('rowheader', {
        name: t('operator:insight.sources.network', { name: 'datingads' }),
      }),
    ).toBeVisible();
    await expect(within(sources).getByText('spring-campaign')).toBeVisible();
    await expect(
      within(sources).getByRole('rowheader', { name: t('operator:insight.sources.direct') }),
    ).toBeVisible();
    // Two reports wait, each queue a link to where it is worked on.
    const queues = screen.getByRole('table', { name: t('operator:insight.queues.title') });
    const reports = within(queues).getByRole('link', {
      name: t('operator:insight.queues.reports'),
    });
    await expect(reports).toHaveAttribute('href', '/operator/reports');
    // The chat team's answers and waits, the most answers first.
    const team = screen.getByRole('table', { name: t('operator:insight.operators.title') });
    const rows = within(team).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Sam');
    await expect(rows).toHaveLength(4);
    // Each of the three downloads as CSV: the days, the sources and the chat team's work.
    for (const table of ['daysCsv', 'sourcesCsv', 'operatorsCsv']) {
      await expect(
        screen.getByRole('button', { name: t(`operator:insight.${table}`) }),
      ).toBeEnabled();
    }
    // The offers the brand file sets: the spec's 25% and 4 hours here.
    const offers = screen.getByRole('region', { name: t('operator:insight.offers.title') });
    const [welcome, timeBonus] = within(offers).getAllByRole('listitem');
    await expect(welcome).toHaveTextContent(/25/);
    await expect(timeBonus).toHaveTextContent(/25.*4|4.*25/);
  },
};

export const DayByDay: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(await screen.findByText(t('operator:insight.byDay')));
    const table = screen.getByRole('table', { name: t('operator:insight.byDay') });
    // A header row and the 30 days, the newest first.
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

export const NewBrand: Story = {
  parameters: at({ insight: 'empty' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(t('operator:insight.sources.none', { days: 30 })),
    ).toBeVisible();
  },
};

export const NotForModerators: Story = {
  parameters: at({ as: 'moderator' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { name: t('operator:roleRequired.title') }),
    ).toBeVisible();
  },
};
