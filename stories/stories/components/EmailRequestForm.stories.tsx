import { EmailRequestForm, FormMessage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, textsOf } from '../../.storybook/texts';

type EmailRequestStoryArgs = {
  /** Which page's form: the password reset, or a new reactivation link (with a heading). */
  form: 'reset' | 'reactivation';
  pending: boolean;
  /** The problem the screen's store found with the address, worded for the field. */
  problem: 'none' | 'required' | 'invalid';
  /** Shows a confirmation under the button. */
  sent: boolean;
  onSubmit: (email: string) => void;
};

/**
 * Asks for an e-mail address to send a link to (a password reset, a new reactivation link). It
 * hands the address on as typed; the screen's store checks it and the form shows the problem it
 * is given until the address is edited.
 */
const meta = {
  title: 'Components/EmailRequestForm',
  parameters: { layout: 'padded' },
  args: { form: 'reset', pending: false, problem: 'none', sent: false, onSubmit: fn() },
  argTypes: {
    form: { control: 'inline-radio', options: ['reset', 'reactivation'] },
    problem: { control: 'inline-radio', options: ['none', 'required', 'invalid'] },
  },
  render: function Translated({ form, pending, problem, sent, onSubmit }) {
    const { t } = useTranslation(['account', 'problems']);
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
          errorMessage={problem === 'none' ? null : t(`problems:fields.email.${problem}`)}
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
    const field = canvas.getByRole('textbox', { name: containing(t('account:reset.email')) });
    await userEvent.type(field, 'eva@example');
    await userEvent.click(canvas.getByRole('button', { name: t('account:reset.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('eva@example');
  },
};

/** The address is not one: 'Invalid email' until the member edits it. */
export const InvalidAddress: Story = {
  args: { problem: 'invalid' },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: containing(t('account:reset.email')) });
    await expect(canvas.getByText(t('problems:fields.email.invalid'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'x');
    await expect(canvas.queryByText(t('problems:fields.email.invalid'))).toBeNull();
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
