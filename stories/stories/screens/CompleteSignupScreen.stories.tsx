import { CompleteSignupScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { LOCKOUT_MINUTES, type SiteParameters } from '../../.storybook/site-parameters';
import { findPage, NEW_MEMBER, onWholeSite } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * The completion step of signup (`/complete-signup`): confirm the e-mail address (the mail can be
 * sent again, a wrong address is changed in the profile), then on to the matches. Members only.
 */
const meta = {
  title: 'Screens/CompleteSignup',
  component: CompleteSignupScreen,
  decorators: [inMain],
} satisfies Meta<typeof CompleteSignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters): { site: SiteParameters } => ({
  site: { route: '/complete-signup', ...site },
});

export const Unconfirmed: Story = {
  parameters: at({ member: 'free', user: NEW_MEMBER }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('signup:complete.intro', { email: 'alex@example.com' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('signup:complete.wrongAddress') }),
    ).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('link', { name: t('signup:complete.matches') })).toHaveAttribute(
      'href',
      '/signup-matches',
    );
  },
};

export const MailSentAgain: Story = {
  parameters: at({ member: 'free', user: NEW_MEMBER }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signup:complete.resend') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('signup:complete.resent'));
  },
};

export const MailRefused: Story = {
  parameters: at({
    member: 'free',
    user: NEW_MEMBER,
    failures: { sendConfirmationMail: 'rate_limited' },
  }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signup:complete.resend') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('problems:rate_limited', { minutes: LOCKOUT_MINUTES }),
    );
  },
};

/** A confirmed member: one message, that the address is confirmed. */
export const Confirmed: Story = {
  parameters: at({ member: 'free' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('signup:complete.doneTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('signup:complete.confirmed'))).toBeVisible();
    await expect(canvas.queryByText(t('signup:complete.title'))).toBeNull();
  },
};

export const PremiumMember: Story = {
  parameters: at({ member: 'premium', user: { status: 'not_confirmed' } }),
};

export const WithNavigation: Story = onWholeSite(at({ member: 'free', user: NEW_MEMBER }).site);

export const Visitor: Story = {
  ...onWholeSite(at({ member: 'visitor' }).site),
  play: async ({ canvasElement, loaded }) => {
    await findPage(canvasElement, textsOf(loaded)('login:title'));
  },
};
