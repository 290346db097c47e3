import { REACTIVATION_DAYS } from '@dating/contract/enums';
import { ReactivationOffer } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toolbarSettings } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * For an account deleted less than 14 days ago (met at login, signup or password reset): a
 * button that mails the reactivation link, and the support address.
 */
const meta = {
  title: 'Sections/ReactivationOffer',
  component: ReactivationOffer,
  decorators: [inMain],
  args: { email: 'lena@example.org' },
  parameters: { site: { member: 'visitor' } satisfies SiteParameters },
} satisfies Meta<typeof ReactivationOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    // The offer is a status box; the error line beside it stays empty until a send fails.
    const offer = canvas.getByText(t('account:reactivationOffer.text')).closest('[role="status"]');
    await expect(offer).toHaveTextContent(
      t('problems:account_pending_deletion', { count: REACTIVATION_DAYS }),
    );
    await expect(offer).toHaveTextContent(t('account:reactivationOffer.text'));
    await expect(
      canvas.getByRole('button', { name: t('account:reactivationOffer.send') }),
    ).toBeEnabled();
    const email = toolbarSettings(globals).support_email;
    await expect(
      canvas.getByRole('link', { name: t('forms:contactSupport', { email }) }),
    ).toHaveAttribute('href', `mailto:${email}`);
  },
};

export const Sent: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('account:reactivationOffer.send') }),
    );
    await expect(
      await canvas.findByText(
        t('account:reactivationOffer.sent', { email: args.email, count: REACTIVATION_DAYS }),
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('account:reactivationOffer.send') }),
    ).toBeNull();
  },
};

export const Sending: Story = {
  parameters: { site: { member: 'visitor', pending: ['requestReactivation'] } },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: t('account:reactivationOffer.send') });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const SendFails: Story = {
  parameters: {
    site: { member: 'visitor', failures: { requestReactivation: 'rate_limited' } },
  } satisfies { site: SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('account:reactivationOffer.send') }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('problems:rate_limited', { minutes: 15 }),
    );
  },
};

/** As the signup's account step shows it, with its own words above the button. */
export const WithOwnText: Story = {
  render: function OwnText(args) {
    const { t } = useTranslation('signup');
    return <ReactivationOffer {...args} text={t('signup:pendingDeletion')} />;
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByText(t('signup:pendingDeletion'))).toBeVisible();
  },
};
