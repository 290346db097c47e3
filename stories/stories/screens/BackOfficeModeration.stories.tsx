import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's moderation: the reports (`/operator/reports`), the oldest first, each with its
 * evidence and the decision on it, and the appeals (`/operator/appeals`) against other
 * moderators' decisions. The fixture queue: a scam with the conversation as evidence, a fake
 * profile without one, harassment with long messages; one report decided with a warning; one
 * appeal against a ban Robin decided.
 */
const meta = {
  title: 'Screens/Back office/Moderation',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (
  route: string,
  operator: SiteParameters['operator'] = {},
): { site: SiteParameters } => ({
  site: { route, operator: { as: 'moderator', ...operator } },
});

export const Queue: Story = {
  parameters: at('/operator/reports'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const list = await screen.findByRole('navigation', { name: t('operator:reports.list') });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    // The oldest is shown: the scam, with the conversation as the reporter saw it.
    const report = screen.getByRole('article');
    await expect(
      within(report).getByText(containing('Could you send me 200 euros for the ticket?')),
    ).toBeVisible();
    await expect(within(report).getByText(containing('a train ticket to visit me'))).toBeVisible();
  },
};

export const Suspend: Story = {
  parameters: at('/operator/reports'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const report = within(await screen.findByRole('article'));
    await userEvent.click(
      report.getByRole('radio', { name: t('operator:reports.decision.suspension') }),
    );
    // A restriction needs its facts: the member reads them.
    await userEvent.click(
      report.getByRole('button', { name: t('operator:reports.decision.submit') }),
    );
    const facts = report.getByRole('textbox', {
      name: containing(t('operator:reports.decision.facts')),
    });
    await expect(facts).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(facts, 'You asked a member for 200 euros for a train ticket.');
    await userEvent.click(
      report.getByRole('button', { name: t('operator:reports.decision.submit') }),
    );
    // Decided: the next oldest report is shown.
    const list = screen.getByRole('navigation', { name: t('operator:reports.list') });
    await expect(await within(list).findAllByRole('button')).toHaveLength(2);
  },
};

export const Decided: Story = {
  parameters: at('/operator/reports'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('radio', { name: t('operator:reports.views.decided') }),
    );
    const report = within(await screen.findByRole('article'));
    await expect(report.getByText(t('operator:restriction.kinds.warning'))).toBeVisible();
    await userEvent.type(
      report.getByRole('textbox', { name: containing(t('operator:reports.lift.reason')) }),
      'The number was the member’s office, not private.',
    );
    await userEvent.click(report.getByRole('button', { name: t('operator:reports.lift.submit') }));
    await expect(await report.findByText(t('operator:restriction.lifted'))).toBeVisible();
  },
};

export const EmptyQueue: Story = {
  parameters: at('/operator/reports', { reports: 'none' }),
  play: async ({ loaded }) => {
    await expect(await screen.findByText(textsOf(loaded)('operator:reports.none'))).toBeVisible();
  },
};

export const Appeals: Story = {
  parameters: at('/operator/appeals', { as: 'admin' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const appeal = within(await screen.findByRole('article'));
    await expect(appeal.getByText(containing('My brother used my phone'))).toBeVisible();
    await userEvent.click(
      appeal.getByRole('radio', { name: t('operator:appeals.outcomes.reversed') }),
    );
    await userEvent.type(
      appeal.getByRole('textbox', { name: containing(t('operator:appeals.answer')) }),
      'We believe you: the messages came from another phone.',
    );
    await userEvent.click(appeal.getByRole('button', { name: t('operator:appeals.submit') }));
    await expect(await screen.findByText(t('operator:appeals.none'))).toBeVisible();
  },
};

export const NoAppealsOfOwnDecisions: Story = {
  parameters: at('/operator/appeals'),
  play: async ({ loaded }) => {
    // Robin decided the fixture's ban: its appeal is someone else's.
    await expect(await screen.findByText(textsOf(loaded)('operator:appeals.none'))).toBeVisible();
  },
};

export const NotForChatOperators: Story = {
  parameters: { site: { route: '/operator/reports', operator: {} } },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:roleRequired.title') }),
    ).toBeVisible();
  },
};
