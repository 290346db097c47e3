import { AccountSection } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { LOCKOUT_MINUTES, type SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The account part of the profile page: invisible mode, the e-mail and password changes, the
 * data download and the way to the notification settings and account deletion.
 */
const meta = {
  title: 'Sections/AccountSection',
  component: AccountSection,
  decorators: [inMain],
  parameters: { site: { member: 'free' } satisfies SiteParameters },
} satisfies Meta<typeof AccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeMember: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: t('profile:account.invisible') }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('form', { name: t('profile:account.email') })).toBeVisible();
    await expect(canvas.getByRole('form', { name: t('profile:account.password') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('profile:account.download') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('profile:account.settings') })).toHaveAttribute(
      'href',
      '/notifications',
    );
  },
};

export const InvisibleMode: Story = {
  parameters: { site: { member: 'premium', user: { invisible: true } } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const invisible = canvas.getByRole('switch', { name: t('profile:account.invisible') });
    await expect(invisible).toBeChecked();
    await userEvent.click(canvas.getByText(t('profile:account.invisible')));
    await waitFor(() => expect(invisible).not.toBeChecked());
  },
};

export const EmailChangeSent: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const form = within(
      within(canvasElement).getByRole('form', { name: t('profile:account.email') }),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: t('profile:account.newEmail') }),
      'alex.new@example.org',
    );
    const password = form.getByLabelText(t('profile:account.emailPassword'));
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'my password');
    await userEvent.click(form.getByRole('button', { name: t('profile:account.changeEmail') }));
    await expect(
      await form.findByText(t('profile:account.emailSent', { email: 'alex.new@example.org' })),
    ).toBeVisible();
  },
};

export const EmailChangeTaken: Story = {
  parameters: {
    site: {
      member: 'free',
      failures: { requestEmailChange: 'email_taken' },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const form = within(
      within(canvasElement).getByRole('form', { name: t('profile:account.email') }),
    );
    const field = form.getByRole('textbox', { name: t('profile:account.newEmail') });
    await userEvent.type(field, 'taken@example.org');
    await userEvent.type(form.getByLabelText(t('profile:account.emailPassword')), 'my password');
    await userEvent.click(form.getByRole('button', { name: t('profile:account.changeEmail') }));
    await expect(await form.findByText(t('problems:fields.email.taken'))).toBeVisible();
    await expect(field).toBeInvalid();
  },
};

export const EmailChangeWrongPassword: Story = {
  parameters: {
    site: {
      member: 'free',
      failures: { requestEmailChange: 'wrong_password' },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const form = within(
      within(canvasElement).getByRole('form', { name: t('profile:account.email') }),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: t('profile:account.newEmail') }),
      'alex.new@example.org',
    );
    const password = form.getByLabelText(t('profile:account.emailPassword'));
    await userEvent.type(password, 'not my password');
    await userEvent.click(form.getByRole('button', { name: t('profile:account.changeEmail') }));
    await expect(await form.findByText(t('problems:fields.password.wrong'))).toBeVisible();
    await expect(password).toBeInvalid();
  },
};

export const EmailChangeRateLimited: Story = {
  parameters: {
    site: {
      member: 'free',
      failures: { requestEmailChange: 'rate_limited' },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const form = within(
      within(canvasElement).getByRole('form', { name: t('profile:account.email') }),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: t('profile:account.newEmail') }),
      'alex.new@example.org',
    );
    await userEvent.type(form.getByLabelText(t('profile:account.emailPassword')), 'a guess');
    await userEvent.click(form.getByRole('button', { name: t('profile:account.changeEmail') }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      t('problems:rate_limited', { minutes: LOCKOUT_MINUTES }),
    );
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const form = within(
      within(canvasElement).getByRole('form', { name: t('profile:account.password') }),
    );
    await userEvent.type(form.getByLabelText(t('profile:account.oldPassword')), 'the old one');
    await userEvent.type(form.getByLabelText(t('profile:account.newPassword')), 'a new password');
    await userEvent.type(form.getByLabelText(t('profile:account.repeatPassword')), 'another one');
    await userEvent.click(form.getByRole('button', { name: t('profile:account.changePassword') }));
    await expect(await form.findByText(t('problems:fields.confirmation.mismatch'))).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const form = within(
      within(canvasElement).getByRole('form', { name: t('profile:account.password') }),
    );
    await userEvent.type(form.getByLabelText(t('profile:account.oldPassword')), 'the old one');
    await userEvent.type(form.getByLabelText(t('profile:account.newPassword')), 'a new password');
    await userEvent.type(
      form.getByLabelText(t('profile:account.repeatPassword')),
      'a new password',
    );
    await userEvent.click(form.getByRole('button', { name: t('profile:account.changePassword') }));
    await expect(await form.findByText(t('profile:account.passwordChanged'))).toBeVisible();
  },
};
