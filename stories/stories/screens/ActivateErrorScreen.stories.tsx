import { ActivateErrorScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { toolbarSettings } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import { LOCKOUT_MINUTES, type SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * A confirmation link that did not work (`/activate/error`): a member whose address is not
 * confirmed gets a new mail at once; a visitor is shown login and support.
 */
const meta = {
  title: 'Screens/ActivateError',
  component: ActivateErrorScreen,
  decorators: [inMain],
} satisfies Meta<typeof ActivateErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters): { site: SiteParameters } => ({
  site: { route: '/activate/error', ...site },
});

export const Visitor: Story = {
  parameters: at({ member: 'visitor' }),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('account:activation.errorLoggedOut'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account:activation.login') })).toHaveAttribute(
      'href',
      '/login',
    );
    const { support_email } = toolbarSettings(globals);
    await expect(
      canvas.getByRole('link', { name: t('forms:contactSupport', { email: support_email }) }),
    ).toHaveAttribute('href', `mailto:${support_email}`);
  },
};

export const UnconfirmedMember: Story = {
  parameters: at({ member: 'free', user: { status: 'not_confirmed' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('account:activation.errorLoggedIn'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('account:activation.resend') }));
    await expect(await canvas.findByText(t('account:activation.resent'))).toBeVisible();
  },
};

export const ResendRefused: Story = {
  parameters: at({
    member: 'free',
    user: { status: 'not_confirmed' },
    failures: { sendConfirmationMail: 'rate_limited' },
  }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('account:activation.resend') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('problems:rate_limited', { minutes: LOCKOUT_MINUTES }),
    );
  },
};

export const ConfirmedMember: Story = {
  parameters: at({ member: 'free' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('account:activation.resend') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('account:activation.login') })).toBeNull();
  },
};

export const PremiumMember: Story = {
  parameters: at({ member: 'premium', user: { status: 'not_confirmed' } }),
};
