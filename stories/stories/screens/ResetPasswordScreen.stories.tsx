import { LINK_LIFETIME_HOURS, REACTIVATION_DAYS } from '@dating/contract/enums';
import { ResetPasswordScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

/**
 * Asks for a password reset link (`/reset-password`), with the spec's errors: no account with
 * the address (sign up instead), too many reset mails today, and an account pending deletion
 * (reactivation offered).
 */
const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordScreen,
  decorators: [inMain],
  parameters: { site: { member: 'visitor', route: '/reset-password' } satisfies SiteParameters },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (code: NonNullable<SiteParameters['failures']>['requestPasswordReset']) => ({
  site: {
    member: 'visitor',
    route: '/reset-password',
    failures: { requestPasswordReset: code },
  } satisfies SiteParameters,
});

const EMAIL = 'eva@example.org';

async function askReset(canvasElement: HTMLElement, t: Translate, email: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByRole('textbox', { name: containing(t('account:reset.email')) });
  if (email) await userEvent.type(field, email);
  await userEvent.click(canvas.getByRole('button', { name: t('account:reset.submit') }));
}

export const Empty: Story = {};

export const Sent: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await askReset(canvasElement, t, EMAIL);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      t('account:reset.sent', { email: EMAIL, count: LINK_LIFETIME_HOURS.reset_password }),
    );
  },
};

export const MissingEmail: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await askReset(canvasElement, t, '');
    await expect(
      await within(canvasElement).findByText(t('problems:fields.email.required')),
    ).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await askReset(canvasElement, t, 'eva@example');
    await expect(
      await within(canvasElement).findByText(t('problems:fields.email.invalid')),
    ).toBeVisible();
  },
};

export const EmailNotFound: Story = {
  parameters: failing('email_not_found'),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await askReset(canvasElement, t, EMAIL);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('problems:email_not_found'));
    await expect(
      within(alert).getByRole('link', { name: t('account:reset.signup') }),
    ).toHaveAttribute('href', '/signup');
  },
};

export const TooManyResetMails: Story = {
  parameters: failing('too_many_reset_mails'),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await askReset(canvasElement, t, EMAIL);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t('problems:too_many_reset_mails'),
    );
  },
};

export const PendingDeletion: Story = {
  parameters: failing('account_pending_deletion'),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await askReset(canvasElement, t, EMAIL);
    await expect(
      await canvas.findByText(t('problems:account_pending_deletion', { count: REACTIVATION_DAYS })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('account:reactivationOffer.send') }),
    );
    await expect(
      await canvas.findByText(
        t('account:reactivationOffer.sent', { email: EMAIL, count: REACTIVATION_DAYS }),
      ),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: {
    site: {
      member: 'visitor',
      route: '/reset-password',
      pending: ['requestPasswordReset'],
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await askReset(canvasElement, t, EMAIL);
    await expect(
      await within(canvasElement).findByRole('button', { name: t('account:reset.pending') }),
    ).toBeVisible();
  },
};
