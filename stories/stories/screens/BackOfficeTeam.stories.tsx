import { FIXTURE_ADMIN } from '@dating/logic/testing';
import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's team (`/operator/team`, admins only): the brand's operators with their roles,
 * status and answers; adding one (the password is shown once), changing roles, switching one off
 * after a confirmation, and a new password. The fixture team: Alex (admin, the one logged in),
 * Kim (support, switched off), Robin (moderator and support), Sam (chat).
 */
const meta = {
  title: 'Screens/Back office/Team',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (operator: SiteParameters['operator'] = {}): { site: SiteParameters } => ({
  site: { route: '/operator/team', operator: { as: 'admin', ...operator } },
});

const rowOf = (name: string) => {
  const table = screen.getByRole('table');
  const header = within(table).getByRole('rowheader', { name: containing(name) });
  const row = header.closest('tr');
  if (!row) throw new Error(`No row of ${name}`);
  return within(row);
};

export const Team: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:team.title') }),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    // A header row and the four operators, by e-mail address.
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(rowOf('Kim').getByText(t('operator:team.status.disabled'))).toBeVisible();
    await expect(rowOf('Robin').getByText(containing(t('operator:roles.support')))).toBeVisible();
    // The navigation shows every part an admin may use, the team as the current one.
    const nav = screen.getByRole('navigation', { name: t('operator:nav.label') });
    await expect(within(nav).getByRole('link', { name: t('operator:nav.team') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getAllByRole('link')).toHaveLength(13);
  },
};

export const AddOperator: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const form = within(await screen.findByRole('region', { name: t('operator:team.add.title') }));
    await userEvent.type(form.getByLabelText(containing(t('operator:team.add.name'))), 'Jo');
    await userEvent.type(
      form.getByLabelText(containing(t('operator:team.add.email'))),
      'jo@amora.example',
    );
    await userEvent.click(
      form.getByRole('checkbox', { name: containing(t('operator:roles.chat')) }),
    );
    await userEvent.click(
      form.getByRole('checkbox', { name: containing(t('operator:roles.moderator')) }),
    );
    await userEvent.click(form.getByRole('button', { name: t('operator:team.add.submit') }));
    // The password, once, in a dialog that only its own button closes.
    const dialog = await screen.findByRole('dialog', {
      name: t('operator:team.password.title', { email: 'jo@amora.example' }),
    });
    await expect(within(dialog).getByText('fake-password-000001')).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('operator:team.password.done') }),
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(rowOf('Jo').getByText(t('operator:roles.moderator'))).toBeVisible();
  },
};

export const AddressTaken: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const form = within(await screen.findByRole('region', { name: t('operator:team.add.title') }));
    await userEvent.type(form.getByLabelText(containing(t('operator:team.add.name'))), 'Robin');
    await userEvent.type(
      form.getByLabelText(containing(t('operator:team.add.email'))),
      'robin@amora.example',
    );
    await userEvent.click(form.getByRole('button', { name: t('operator:team.add.submit') }));
    await expect(await form.findByText(t('operator:team.add.problems.email.taken'))).toBeVisible();
  },
};

export const ChangeRoles: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('table');
    await userEvent.click(rowOf('Sam').getByRole('button', { name: t('operator:team.editRoles') }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: t('operator:team.rolesDialog.title', { name: 'Sam' }),
      }),
    );
    await userEvent.click(
      dialog.getByRole('checkbox', { name: containing(t('operator:roles.support')) }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('operator:team.rolesDialog.save') }),
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(rowOf('Sam').getByText(containing(t('operator:roles.support')))).toBeVisible();
  },
};

export const LastAdmin: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('table');
    await userEvent.click(
      rowOf(FIXTURE_ADMIN.name).getByRole('button', { name: t('operator:team.editRoles') }),
    );
    const dialog = within(
      await screen.findByRole('dialog', {
        name: t('operator:team.rolesDialog.title', { name: FIXTURE_ADMIN.name }),
      }),
    );
    await userEvent.click(
      dialog.getByRole('checkbox', { name: containing(t('operator:roles.chat')) }),
    );
    await userEvent.click(
      dialog.getByRole('checkbox', { name: containing(t('operator:roles.admin')) }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('operator:team.rolesDialog.save') }),
    );
    // Refused, and why: the dialog stays open with the reason.
    await expect(await dialog.findByText(t('problems:last_admin'))).toBeVisible();
  },
};

export const SwitchOff: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('table');
    await userEvent.click(rowOf('Robin').getByRole('button', { name: t('operator:team.disable') }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: t('operator:team.disableDialog.title', { name: 'Robin' }),
      }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('operator:team.disableDialog.confirm') }),
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(rowOf('Robin').getByText(t('operator:team.status.disabled'))).toBeVisible();
    // Switched on again at once, without a dialog.
    await userEvent.click(rowOf('Robin').getByRole('button', { name: t('operator:team.enable') }));
    await expect(await rowOf('Robin').findByText(t('operator:team.status.active'))).toBeVisible();
  },
};

export const NewPassword: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('table');
    await userEvent.click(
      rowOf('Sam').getByRole('button', { name: t('operator:team.resetPassword') }),
    );
    const confirm = within(
      await screen.findByRole('dialog', {
        name: t('operator:team.resetDialog.title', { name: 'Sam' }),
      }),
    );
    await userEvent.click(
      confirm.getByRole('button', { name: t('operator:team.resetDialog.confirm') }),
    );
    const shown = await screen.findByRole('dialog', {
      name: t('operator:team.password.title', { email: 'sam@amora.example' }),
    });
    await expect(within(shown).getByText(t('operator:team.password.reset'))).toBeVisible();
  },
};

export const BusyTeam: Story = {
  parameters: at({ team: 'busy' }),
  play: async () => {
    const table = await screen.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(25);
  },
};

export const LoadFailed: Story = {
  parameters: {
    site: {
      route: '/operator/team',
      operator: { as: 'admin' },
      failures: { getOperatorTeam: 'internal_error' },
    },
  },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('operator:team.loadFailed'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('operator:team.retry') })).toBeVisible();
  },
};

export const NotForChatOperators: Story = {
  parameters: { site: { route: '/operator/team', operator: {} } },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:roleRequired.title') }),
    ).toBeVisible();
    // Sam's navigation offers only the chat inbox, the personas and the saved replies.
    const nav = screen.getByRole('navigation', { name: t('operator:nav.label') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/operator',
      '/operator/personas',
      '/operator/replies',
    ]);
    await expect(screen.queryByRole('table')).toBeNull();
  },
};
