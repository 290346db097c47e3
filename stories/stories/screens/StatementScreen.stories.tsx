import { FIXTURE_STATEMENT_TOKEN } from '@dating/logic/testing';
import { SiteRoutes, StatementScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * A statement of reasons (`/statements/{token}`, EU DSA Art. 17), at the link its mail gives the
 * member, with the appeal (Art. 20); and what a suspended member sees when logging in: the ban
 * policy with their restriction on top. The fixture statement: a week's suspension for a scam.
 */
const meta = {
  title: 'Screens/Statement of reasons',
  component: StatementScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATEMENT = `/statements/${FIXTURE_STATEMENT_TOKEN}`;

export const Statement: Story = {
  parameters: { site: { route: STATEMENT, member: 'visitor' } },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 1, name: t('banPage:statement.title') }),
    ).toBeVisible();
    await expect(screen.getByText(t('banPage:grounds.scam'), { exact: false })).toBeVisible();
    await expect(
      screen.getByText('You asked a member for 200 euros for a train ticket.'),
    ).toBeVisible();
    await expect(screen.getByText(t('banPage:statement.person'))).toBeVisible();
  },
};

export const Appeal: Story = {
  parameters: { site: { route: STATEMENT, member: 'visitor' } },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const field = await screen.findByRole('textbox', {
      name: containing(t('banPage:statement.appeal.label')),
    });
    // An empty appeal says what it misses.
    await userEvent.click(
      screen.getByRole('button', { name: t('banPage:statement.appeal.submit') }),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'My brother used my phone that evening.');
    await userEvent.click(
      screen.getByRole('button', { name: t('banPage:statement.appeal.submit') }),
    );
    await expect(await screen.findByText('My brother used my phone that evening.')).toBeVisible();
    await expect(screen.getByText(t('banPage:statement.appeal.waiting'))).toBeVisible();
    await expect(screen.queryByRole('textbox')).toBeNull();
  },
};

/** A text of the member's profile removed: found automatically, decided by a person. */
export const TextRemoved: Story = {
  parameters: {
    site: {
      route: STATEMENT,
      member: 'visitor',
      statement: {
        kind: 'text_removal',
        ground: 'scam',
        facts:
          'Lonely widower on an oil platform. WhatsApp +44 7700 900123, I need help with the customs fee.',
        automated: true,
        created_at: '2026-01-15T08:00:00.000Z',
        ends_at: null,
        lifted_at: null,
        appeal_until: '2026-07-15T08:00:00.000Z',
        appeal: null,
      },
    },
  },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(containing(t('banPage:statement.kinds.text_removal'))),
    ).toBeVisible();
    await expect(screen.getByText(containing('the customs fee'))).toBeVisible();
    await expect(screen.getByText(t('banPage:statement.automated'))).toBeVisible();
  },
};

export const UnknownLink: Story = {
  parameters: { site: { route: '/statements/not-a-statement-at-all-0000000', member: 'visitor' } },
  play: async ({ loaded }) => {
    await expect(await screen.findByText(textsOf(loaded)('errors:notFound'))).toBeVisible();
  },
};

export const SuspendedMemberLogsIn: Story = {
  parameters: {
    site: { route: '/login', member: 'visitor', failures: { login: 'account_restricted' } },
  },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.type(
      await screen.findByRole('textbox', { name: containing(t('login:email')) }),
      'tom@amora.example',
    );
    await userEvent.type(screen.getByLabelText(containing(t('login:password'))), 'his password');
    await userEvent.click(screen.getByRole('button', { name: t('login:submit') }));
    // The ban policy, with Tom's suspension, its end and its rule on top.
    const title = await screen.findByText(t('banPage:notice.suspensionTitle'));
    const notice = title.closest('[role="status"]') as HTMLElement;
    await expect(notice).toBeVisible();
    await expect(
      within(notice).getByText(t('banPage:notice.ground', { ground: t('banPage:grounds.scam') })),
    ).toBeVisible();
    await expect(
      await screen.findByRole('heading', { level: 1, name: t('banPage:title') }),
    ).toBeVisible();
  },
};
