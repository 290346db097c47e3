import { LoginScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { LOCKOUT_MINUTES, type SiteParameters } from '../../.storybook/site-parameters';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

/** The login page (`/login`) with the spec's error texts. */
const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  decorators: [inMain],
  parameters: { site: { member: 'visitor', route: '/login' } satisfies SiteParameters },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (loginFailure: SiteParameters['loginFailure'], shown = true) => ({
  site: {
    member: 'visitor',
    route: '/login',
    loginFailure,
    loginErrorShown: shown,
  } satisfies SiteParameters,
});

async function fillAndSubmit(
  canvasElement: HTMLElement,
  t: Translate,
  email: string,
  password: string,
) {
  const canvas = within(canvasElement);
  const emailField = canvas.getByRole('textbox', { name: containing(t('login:email')) });
  if (email) await userEvent.type(emailField, email);
  if (password)
    await userEvent.type(canvas.getByLabelText(containing(t('login:password'))), password);
  await userEvent.click(canvas.getByRole('button', { name: t('login:submit') }));
}

export const Empty: Story = {};

export const LoginFailed: Story = {
  parameters: failing('login_failed'),
  play: async ({ canvasElement, loaded }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(textsOf(loaded)('problems:login_failed'));
  },
};

export const AccountLocked: Story = {
  parameters: failing('account_locked'),
  play: async ({ canvasElement, loaded }) => {
    const text = textsOf(loaded)('problems:account_locked', { minutes: LOCKOUT_MINUTES });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text);
  },
};

export const SubmitWrongPassword: Story = {
  parameters: failing('login_failed', false),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await fillAndSubmit(canvasElement, t, 'alex@example.com', 'not-the-password');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t('problems:login_failed')),
    );
  },
};

export const SubmitWhileLocked: Story = {
  parameters: failing('account_locked', false),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await fillAndSubmit(canvasElement, t, 'alex@example.com', 'guess-again');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      t('problems:account_locked', { minutes: LOCKOUT_MINUTES }),
    );
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await fillAndSubmit(canvasElement, t, '', '');
    const canvas = within(canvasElement);
    // The form's rule loads with the first submit.
    await expect(await canvas.findByText(t('problems:fields.email.required'))).toBeVisible();
    await expect(canvas.getByText(t('problems:fields.password.required'))).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await fillAndSubmit(canvasElement, t, 'alex@example', 'secret');
    const problem = await within(canvasElement).findByText(t('problems:fields.email.invalid'));
    await expect(problem).toBeVisible();
  },
};
