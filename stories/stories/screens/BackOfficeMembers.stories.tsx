import { fixtureProfileCards } from '@dating/logic/testing';
import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's members (`/operator/members`): find a member by e-mail address, name or id,
 * open their record (account, arrival, payments, credits, reports, restrictions, audit trail),
 * and act on it: (support, admins) give credits with a reason, send the confirmation link again,
 * delete the account at the member's request or bring a deleted one back; (moderators, admins)
 * restrict. The fixture members are the fixture's real profiles; the fifth waits for the
 * confirmation of their address, the sixth deleted their account.
 */
const meta = {
  title: 'Screens/Back office/Members',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (as: NonNullable<SiteParameters['operator']>['as']): { site: SiteParameters } => ({
  site: { route: '/operator/members', operator: { as } },
});

const real = fixtureProfileCards(60, 1).filter((profile) => !profile.fictional);
const [first] = real;

/** Finds a member by id and opens their record (the first real member by default). */
async function openFirst(t: ReturnType<typeof textsOf>, member = first) {
  await userEvent.type(
    await screen.findByRole('searchbox', { name: t('operator:members.search') }),
    String(member?.id ?? ''),
  );
  await userEvent.click(screen.getByRole('button', { name: t('operator:members.submit') }));
  await userEvent.click(
    await screen.findByRole('button', {
      name: t('operator:members.open', { name: member?.name ?? '' }),
    }),
  );
  return within(await screen.findByRole('article'));
}

export const Record: Story = {
  parameters: at('moderator'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const record = await openFirst(t);
    await expect(
      record.getByRole('heading', { level: 4, name: t('operator:members.payments') }),
    ).toBeVisible();
    await expect(
      record.getByText(containing(t('operator:audit.actions.member_viewed'))),
    ).toBeVisible();
  },
};

export const Restrict: Story = {
  parameters: at('moderator'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const record = await openFirst(t);
    await userEvent.type(
      record.getByRole('textbox', { name: containing(t('operator:reports.decision.facts')) }),
      'You sent the same advert to 40 members.',
    );
    await userEvent.click(
      record.getByRole('button', { name: t('operator:members.restrictSubmit') }),
    );
    // Restricted: the record loads again, its form empty.
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: containing(t('operator:reports.decision.facts')) }),
      ).toHaveValue(''),
    );
  },
};

export const ForSupport: Story = {
  parameters: at('support'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await openFirst(t);
    // Support reads the record and acts on it; restricting is for moderators and admins.
    await expect(screen.queryByText(t('operator:members.restrict'))).toBeNull();
    await expect(
      screen.getByRole('heading', { level: 4, name: t('operator:members.actions.title') }),
    ).toBeVisible();
  },
};

export const GiveCredits: Story = {
  parameters: at('support'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const record = await openFirst(t);
    // The reason is needed: the ledger and the audit log keep it.
    const submit = record.getByRole('button', {
      name: t('operator:members.actions.grantSubmit', { count: 10 }),
    });
    await userEvent.click(submit);
    // The first reason is the grant's (the second, the deletion's).
    const [reason] = record.getAllByRole('textbox', {
      name: containing(t('operator:members.actions.reason')),
    });
    if (!reason) throw new Error('The grant asks for a reason');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, 'The payment went through twice.');
    await userEvent.click(submit);
    await expect(await record.findByText(t('operator:members.actions.granted'))).toBeVisible();
    await expect(record.getByText(containing('The payment went through twice.'))).toBeVisible();
  },
};

export const Refund: Story = {
  parameters: at('support'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    // The first real member has paid: their payment can be refunded, with a reason.
    const record = await openFirst(t);
    const paymentId = `pay_fixture${String(first?.id ?? 0).padStart(17, '0')}`;
    await userEvent.click(
      record.getByRole('button', { name: t('operator:members.refund.open', { id: paymentId }) }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(
      dialog.getByRole('textbox', { name: containing(t('operator:members.actions.reason')) }),
      'Charged twice by the bank.',
    );
    // The first button refunds; the second cancels.
    await userEvent.click(dialog.getAllByRole('button')[0] as HTMLElement);
    await expect(
      await record.findByText(containing(t('operator:audit.actions.payment_refunded'))),
    ).toBeVisible();
    await expect(
      record.queryByRole('button', {
        name: t('operator:members.refund.open', { id: paymentId }),
      }),
    ).toBeNull();
  },
};

export const ConfirmationAgain: Story = {
  parameters: at('support'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const record = await openFirst(t, real[4]);
    await userEvent.click(
      record.getByRole('button', { name: t('operator:members.actions.confirmationSubmit') }),
    );
    await expect(
      await record.findByText(containing(t('operator:audit.actions.confirmation_resent'))),
    ).toBeVisible();
  },
};

export const DeleteAccount: Story = {
  parameters: at('admin'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const record = await openFirst(t);
    await userEvent.type(
      record.getAllByRole('textbox', {
        name: containing(t('operator:members.actions.reason')),
      })[1] as HTMLElement,
      'Asked by e-mail on 27 November.',
    );
    await userEvent.click(
      record.getByRole('button', { name: t('operator:members.actions.deleteSubmit') }),
    );
    const dialog = within(
      await screen.findByRole('dialog', {
        name: t('operator:members.actions.deleteDialog.title', { name: first?.name ?? '' }),
      }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('operator:members.actions.deleteDialog.confirm') }),
    );
    await expect(
      await screen.findByText(containing(t('operator:audit.actions.member_deleted'))),
    ).toBeVisible();
    await expect(screen.getByText(t('operator:members.status.deleted'))).toBeVisible();
  },
};

export const ReactivateAccount: Story = {
  parameters: at('support'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const record = await openFirst(t, real[5]);
    await expect(record.getByText(t('operator:members.status.deleted'))).toBeVisible();
    const submit = record.getByRole('button', {
      name: t('operator:members.actions.reactivateSubmit'),
    });
    // The reason is needed: the audit log keeps it.
    await userEvent.click(submit);
    await expect(await record.findByText(t('problems:fields.any.required'))).toBeVisible();
    await userEvent.type(
      record.getByRole('textbox', { name: containing(t('operator:members.actions.reason')) }),
      'Asked by e-mail on 28 November to have it back.',
    );
    await userEvent.click(submit);
    await expect(await screen.findByText(t('operator:members.actions.reactivated'))).toBeVisible();
    await expect(
      await screen.findByText(containing(t('operator:audit.actions.member_reactivated'))),
    ).toBeVisible();
  },
};

export const NothingFound: Story = {
  parameters: at('moderator'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.type(
      await screen.findByRole('searchbox', { name: t('operator:members.search') }),
      'nobody-like-this',
    );
    await userEvent.click(screen.getByRole('button', { name: t('operator:members.submit') }));
    await expect(await screen.findByText(t('operator:members.none'))).toBeVisible();
  },
};
