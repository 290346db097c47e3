import { ActivateDoneScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { LINK_TOKEN, type SiteParameters } from '../../.storybook/site-parameters';
import { findPage, onWholeSite } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * Where the confirmation mail's link leads (`/activate/done?token=...`): the address is confirmed
 * (which logs the member in), then three cards lead on. A spent or expired link goes to
 * `/activate/error`.
 */
const meta = {
  title: 'Screens/ActivateDone',
  component: ActivateDoneScreen,
  decorators: [inMain],
} satisfies Meta<typeof ActivateDoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters): { site: SiteParameters } => ({
  site: { route: `/activate/done?token=${LINK_TOKEN}`, ...site },
});

const CARDS = [
  ['account:activation.profileCard', '/profile'],
  ['account:activation.premiumCard', '/premium'],
  ['account:activation.membersCard', '/members'],
] as const;

export const Confirmed: Story = {
  parameters: at({ member: 'visitor' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await findPage(canvasElement, t('account:activation.doneTitle'));
    for (const [key, href] of CARDS) {
      await expect(canvas.getByRole('heading', { level: 2, name: t(key) })).toBeVisible();
      await expect(canvas.getByRole('link', { name: t(key) })).toHaveAttribute('href', href);
    }
  },
};

export const ConfirmedByFreeMember: Story = {
  parameters: at({ member: 'free', user: { status: 'not_confirmed' } }),
};

export const ConfirmedByPremiumMember: Story = {
  parameters: at({ member: 'premium', user: { status: 'not_confirmed' } }),
};

export const Confirming: Story = {
  parameters: at({ member: 'visitor', pending: ['activate'] }),
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      textsOf(loaded)('account:activation.confirming'),
    );
  },
};

export const ExpiredLink: Story = {
  ...onWholeSite(at({ member: 'visitor', failures: { activate: 'token_invalid' } }).site),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('account:activation.errorTitle'));
    await expect(within(canvasElement).getByText(t('account:activation.errorIntro'))).toBeVisible();
  },
};

/** The link opened again once the address is confirmed: it says so and offers the login. */
export const AlreadyConfirmed: Story = {
  parameters: at({ member: 'visitor', failures: { activate: 'already_confirmed' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('account:activation.alreadyTitle'));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('account:activation.alreadyIntro'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account:activation.login') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A confirmed member who opens the page without a link: already confirmed, and the ways on. */
export const AlreadyConfirmedMember: Story = {
  parameters: { site: { route: '/activate/done', member: 'free' } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('account:activation.alreadyTitle'));
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: t(CARDS[2][0]) }),
    ).toBeVisible();
  },
};
