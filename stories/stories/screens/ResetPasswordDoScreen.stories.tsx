import { PASSWORD_MIN_LENGTH } from '@dating/contract/enums';
import { ResetPasswordDoScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { LINK_TOKEN, type SiteParameters } from '../../.storybook/site-parameters';
import { type Translate, textsOf } from '../../.storybook/texts';

/**
 * A new password with the reset mail's link (`/reset-password/do?token=...`): the password twice,
 * checked before sending; an expired link asks for a new one; success logs the member in.
 */
const meta = {
  title: 'Screens/ResetPasswordDo',
  component: ResetPasswordDoScreen,
  decorators: [inMain],
} satisfies Meta<typeof ResetPasswordDoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'visitor', route: `/reset-password/do?token=${LINK_TOKEN}`, ...site },
});

async function choose(canvasElement: HTMLElement, t: Translate, password: string, repeat: string) {
  const canvas = within(canvasElement);
  if (password)
    await userEvent.type(canvas.getByLabelText(t('account:reset.newPassword')), password);
  if (repeat)
    await userEvent.type(canvas.getByLabelText(t('account:reset.repeatPassword')), repeat);
  await userEvent.click(canvas.getByRole('button', { name: t('account:reset.save') }));
}

export const Form: Story = { parameters: at() };

export const PasswordsNotTheSame: Story = {
  parameters: at(),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await choose(canvasElement, t, 'a new password', 'another password');
    await expect(
      await within(canvasElement).findByText(t('problems:fields.confirmation.mismatch')),
    ).toBeVisible();
  },
};

export const PasswordMissing: Story = {
  parameters: at(),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await choose(canvasElement, t, '', '');
    await expect(
      await within(canvasElement).findByText(t('problems:forms.passwordReset.password.required')),
    ).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  parameters: at(),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await choose(canvasElement, t, 'abc', 'abc');
    await expect(
      await within(canvasElement).findByText(
        t('problems:fields.password.too_short', { count: PASSWORD_MIN_LENGTH }),
      ),
    ).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  parameters: at({ failures: { resetPassword: 'token_invalid' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await choose(canvasElement, t, 'a new password', 'a new password');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('problems:token_invalid'));
    await expect(
      within(alert).getByRole('link', { name: t('account:reset.newLink') }),
    ).toHaveAttribute('href', '/reset-password');
  },
};

export const Saving: Story = {
  parameters: at({ pending: ['resetPassword'] }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await choose(canvasElement, t, 'a new password', 'a new password');
    await expect(
      await within(canvasElement).findByRole('button', { name: t('account:reset.saving') }),
    ).toBeVisible();
  },
};

export const Changed: Story = {
  parameters: at(),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await choose(canvasElement, t, 'a new password', 'a new password');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('account:reset.done'));
    await expect(canvas.getByRole('link', { name: t('account:reset.toMembers') })).toHaveAttribute(
      'href',
      '/members',
    );
  },
};

export const MissingToken: Story = {
  parameters: at({ route: '/reset-password/do' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('account:reset.missingToken'));
    await expect(
      within(status).getByRole('link', { name: t('account:reset.newLink') }),
    ).toHaveAttribute('href', '/reset-password');
  },
};
