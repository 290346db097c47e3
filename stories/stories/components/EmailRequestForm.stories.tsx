import { EmailRequestForm, FormMessage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, textsOf } from '../../.storybook/texts';

type EmailRequestStoryArgs = {
  /** Which page's form: the password reset, or a new reactivation link (with a heading). */
  form: 'reset' | 'reactivation';
  pending: boolean;
  /** Shows a confirmation under the button. */
  sent: boolean;
  onSubmit: (email: string) => void;
};

/**
 * Asks for an e-mail address to send a link to (a password reset, a new reactivation link): the
 * address is checked as the signup checks it before it is handed on.
 */
const meta = {
  title: 'Components/EmailRequestForm',
  parameters: { layout: 'padded' },
  args: { form: 'reset', pending: false, sent: false, onSubmit: fn() },
  argTypes: { form: { control: 'inline-radio', options: ['reset', 'reactivation'] } },
  render: function Translated({ form, pending, sent, onSubmit }) {
    const { t } = useTranslation(['account', 'login']);
    const reset = form === 'reset';
    const email = 'eva@example.org';
    return (
      <main style={{ maxWidth: '32rem' }}>
        <EmailRequestForm
          {...(reset ? {} : { title: t('account:reactivate.newLinkTitle') })}
          label={reset ? t('account:reset.email') : t('account:reactivate.email')}
          submitLabel={reset ? t('account:reset.submit') : t('account:reactivate.send')}
          variant={reset ? 'primary' : 'secondary'}
          pending={pending}
          errors={{ missing: t('login:emailRequired'), invalid: t('login:invalidEmail') }}
          onSubmit={onSubmit}
        >
          {reset ? null : (
            <FormMessage
              message={
                sent ? { tone: 'success', text: t('account:reactivate.sent', { email }) } : null
              }
            />
          )}
        </EmailRequestForm>
      </main>
    );
  },
} satisfies Meta<EmailRequestStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordReset: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: t('account:reset.submit') });
    await userEvent.click(submit);
    await expect(await canvas.findByText(t('login:emailRequired'))).toBeVisible();
    const field = canvas.getByRole('textbox', { name: containing(t('account:reset.email')) });
    await userEvent.type(field, 'eva@example');
    await userEvent.click(submit);
    await expect(await canvas.findByText(t('login:invalidEmail'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, '.org ');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('eva@example.org');
  },
};

export const Sending: Story = { args: { pending: true } };

export const NewReactivationLink: Story = {
  args: { form: 'reactivation' },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const form = within(canvasElement).getByRole('form', {
      name: t('account:reactivate.newLinkTitle'),
    });
    await expect(within(form).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('account:reactivate.newLinkTitle'),
    );
  },
};

export const NewReactivationLinkSent: Story = {
  args: { form: 'reactivation', sent: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('account:reactivate.sent', { email: 'eva@example.org' }),
    );
  },
};
