import { fixtureProfileCards } from '@dating/logic/testing';
import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's members (`/operator/members`): find a member by e-mail address, name or id,
 * open their record (account, arrival, payments, credits, reports, restrictions, audit trail), and
 * (moderators, admins) restrict them from it. The fixture members are the fixture's real profiles.
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

async function openFirst(t: ReturnType<typeof textsOf>) {
  await userEvent.type(
    await screen.findByRole('searchbox', { name: t('operator:members.search') }),
    first?.name ?? '',
  );
  await userEvent.click(screen.getByRole('button', { name: t('operator:members.submit') }));
  // Several members may share the name: the first found.
  const [open] = await screen.findAllByRole('button', {
    name: t('operator:members.open', { name: first?.name ?? '' }),
  });
  if (open) await userEvent.click(open);
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
    // Support reads the record; restricting is for moderators and admins.
    await expect(screen.queryByText(t('operator:members.restrict'))).toBeNull();
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
