import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's moderation: the queue of reports and notices (`/operator/reports`), the oldest
 * first, each with its evidence and the decision on it, and the appeals (`/operator/appeals`)
 * against other moderators' decisions. The fixture queue interleaves reports (a scam with the
 * conversation as evidence, a fake profile without one, harassment with long messages) with
 * notices from `/complaints` (a visitor's about a profile by its link, a member's about a
 * conversation, a general complaint about a payment); one report is decided with a warning, one
 * notice dismissed; one appeal against a ban Robin decided. The parts the reports and notices
 * share (`QueueParts`: the member's evidence, the conversation, the decision form, the decided
 * item) show in every story of the queue.
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
    await expect(within(list).getAllByRole('button')).toHaveLength(6);
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
    // Decided: the next oldest item is shown.
    const list = screen.getByRole('navigation', { name: t('operator:reports.list') });
    await expect(await within(list).findAllByRole('button')).toHaveLength(5);
  },
};

/** The second item: Nora's notice about Jan's profile, by its link. */
const openNotice = async (t: ReturnType<typeof textsOf>, index: number) => {
  const list = await screen.findByRole('navigation', { name: t('operator:reports.list') });
  await userEvent.click(within(list).getAllByRole('button')[index] as HTMLElement);
  return within(await screen.findByRole('article', { name: containing('N-3F9A1C7B2') }));
};

export const Notice: Story = {
  parameters: at('/operator/reports'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const notice = await openNotice(t, 1);
    await expect(notice.getByText(containing('These are photos of my sister'))).toBeVisible();
    await userEvent.click(
      notice.getByRole('radio', { name: t('operator:reports.decision.warning') }),
    );
    // The member the notice's link names is the one restricted, unless the moderator says another.
    const member = notice.getByRole('textbox', { name: containing(t('operator:notices.member')) });
    await expect(member).not.toHaveValue('');
    await userEvent.click(
      notice.getByRole('button', { name: t('operator:reports.decision.submit') }),
    );
    // The facts and the answer to the notifier are both needed.
    const answer = notice.getByRole('textbox', { name: containing(t('operator:notices.answer')) });
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(
      notice.getByRole('textbox', { name: containing(t('operator:reports.decision.facts')) }),
      'Your profile shows photos of another person.',
    );
    await userEvent.type(answer, 'We warned the member; the photos will be replaced.');
    await userEvent.click(
      notice.getByRole('button', { name: t('operator:reports.decision.submit') }),
    );
    const list = screen.getByRole('navigation', { name: t('operator:reports.list') });
    await expect(await within(list).findAllByRole('button')).toHaveLength(5);
  },
};

export const GeneralComplaint: Story = {
  parameters: at('/operator/reports'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    // The sixth item: a complaint about a payment. It concerns no member: it is answered.
    const complaint = await openNotice(t, 5);
    await expect(complaint.queryByRole('radio')).toBeNull();
    await expect(complaint.getByText(t('operator:notices.general'))).toBeVisible();
    await userEvent.type(
      complaint.getByRole('textbox', { name: containing(t('operator:notices.answer')) }),
      'Your transfer arrived today; the 120 credits are on your account.',
    );
    await userEvent.click(
      complaint.getByRole('button', { name: t('operator:reports.decision.submit') }),
    );
    const list = screen.getByRole('navigation', { name: t('operator:reports.list') });
    await expect(await within(list).findAllByRole('button')).toHaveLength(5);
  },
};

export const Decided: Story = {
  parameters: at('/operator/reports'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('radio', { name: t('operator:reports.views.decided') }),
    );
    // The newest: a notice dismissed, with the answer its notifier was sent.
    const notice = within(await screen.findByRole('article'));
    await expect(notice.getByText(t('operator:notices.dismissed'))).toBeVisible();
    await expect(notice.getByText(containing('bought the photo from you'))).toBeVisible();
    const list = screen.getByRole('navigation', { name: t('operator:reports.list') });
    await userEvent.click(within(list).getAllByRole('button')[1] as HTMLElement);
    const report = within(
      await screen.findByRole('article', {
        name: containing(t('discovery:report.reasons.other')),
      }),
    );
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
