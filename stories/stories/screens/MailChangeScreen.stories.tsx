import { MailChangeScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { LINK_TOKEN, type SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * Confirms an e-mail change with the link mailed to the new address (`/mail-change/do?token=`):
 * the new address, or why the link did not work (expired or used, the address taken meanwhile).
 */
const meta = {
  title: 'Screens/MailChange',
  component: MailChangeScreen,
  decorators: [inMain],
} satisfies Meta<typeof MailChangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_EMAIL = 'alex.new@example.org';

const at = (site: SiteParameters): { site: SiteParameters } => ({
  site: { route: `/mail-change/do?token=${LINK_TOKEN}`, ...site },
});

export const Changed: Story = {
  parameters: at({ member: 'free', user: { email: NEW_EMAIL } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('account:mailChange.done', { email: NEW_EMAIL }),
    );
    await expect(
      canvas.getByRole('link', { name: t('account:mailChange.toProfile') }),
    ).toHaveAttribute('href', '/profile');
  },
};

export const ChangedByPremiumMember: Story = {
  parameters: at({ member: 'premium', user: { email: NEW_EMAIL } }),
};

export const ChangedLoggedOut: Story = {
  parameters: at({ member: 'visitor' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const link = await within(canvasElement).findByRole('link', {
      name: t('account:mailChange.login'),
    });
    await expect(link).toHaveAttribute('href', '/login');
  },
};

export const Confirming: Story = {
  parameters: at({ member: 'free', pending: ['confirmEmailChange'] }),
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      textsOf(loaded)('account:mailChange.confirming'),
    );
  },
};

export const ExpiredLink: Story = {
  parameters: at({ member: 'free', failures: { confirmEmailChange: 'token_invalid' } }),
  play: async ({ canvasElement, loaded }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      textsOf(loaded)('problems:token_invalid'),
    );
  },
};

export const AddressTaken: Story = {
  parameters: at({ member: 'free', failures: { confirmEmailChange: 'email_taken' } }),
  play: async ({ canvasElement, loaded }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      textsOf(loaded)('problems:email_taken'),
    );
  },
};

export const MissingToken: Story = {
  parameters: at({ member: 'free', route: '/mail-change/do' }),
  play: async ({ canvasElement, loaded }) => {
    const text = textsOf(loaded)('problems:token_invalid');
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};
