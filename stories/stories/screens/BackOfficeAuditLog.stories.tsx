import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's audit log (`/operator/audit`, admins only): every back-office action, newest
 * first, searched by a text and narrowed to an operator or an action, older entries a page at a
 * time. The fixture log: two days of the team's changes and logins (7 entries).
 */
const meta = {
  title: 'Screens/Back office/Audit log',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (operator: SiteParameters['operator'] = {}): { site: SiteParameters } => ({
  site: { route: '/operator/audit', operator: { as: 'admin', ...operator } },
});

/** The rows of the entries' table, without its header row. */
async function entryRows(t: ReturnType<typeof textsOf>) {
  const table = await screen.findByRole('table', { name: t('operator:audit.results') });
  return within(table).getAllByRole('row').slice(1);
}

export const AuditLog: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await entryRows(t)).toHaveLength(7);
    const [newest] = await entryRows(t);
    await expect(
      within(newest as HTMLElement).getByText(t('operator:audit.actions.operator_disabled')),
    ).toBeVisible();
    // The first entry was the server's command, which made the admin.
    await expect(screen.getByText(t('operator:audit.commandLine'))).toBeVisible();
    // The roles before and after a change, in words.
    const moderator = t('operator:roles.moderator');
    await expect(
      screen.getByText(containing(`${moderator} → ${moderator}`), { selector: 'li' }),
    ).toBeVisible();
  },
};

export const Search: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await entryRows(t);
    await userEvent.type(
      screen.getByRole('searchbox', { name: t('operator:audit.search') }),
      'robin',
    );
    await userEvent.click(screen.getByRole('button', { name: t('operator:audit.submit') }));
    await waitFor(async () => expect(await entryRows(t)).toHaveLength(2));
  },
};

export const ByAction: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await entryRows(t);
    await userEvent.click(
      screen.getByRole('button', { name: containing(t('operator:audit.action')) }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: t('operator:audit.actions.operator_login') }),
    );
    await waitFor(async () => expect(await entryRows(t)).toHaveLength(2));
  },
};

export const Busy: Story = {
  parameters: at({ audit: 'busy', team: 'busy' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await entryRows(t)).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: t('operator:audit.more') }));
    await waitFor(async () => expect(await entryRows(t)).toHaveLength(80));
    await expect(screen.queryByRole('button', { name: t('operator:audit.more') })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: at({ audit: 'none' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('operator:audit.empty'))).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    site: {
      route: '/operator/audit',
      operator: { as: 'admin' },
      failures: { getAuditLog: 'internal_error' },
    },
  },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('operator:audit.loadFailed'))).toBeVisible();
  },
};

export const NotForModerators: Story = {
  parameters: { site: { route: '/operator/audit', operator: { as: 'moderator' } } },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:roleRequired.title') }),
    ).toBeVisible();
    await expect(screen.queryByRole('table')).toBeNull();
  },
};
