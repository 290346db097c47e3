import { ReactivateScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { LINK_TOKEN, type SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * Brings a deleted account back with the reactivation mail's link (`/reactivate?token=...`) once
 * the member presses the button, offered only after the page checked that the link works; a link
 * used before says the account is back; a link that no longer works offers a new one.
 */
const meta = {
  title: 'Screens/Reactivate',
  component: ReactivateScreen,
  decorators: [inMain],
} satisfies Meta<typeof ReactivateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'visitor', route: `/reactivate?token=${LINK_TOKEN}`, ...site },
});

const EMAIL = 'eva@example.org';

export const Offer: Story = {
  parameters: at(),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await within(canvasElement).findByRole('button', { name: t('account:reactivate.submit') }),
    ).toBeVisible();
  },
};

/** While the page asks whether the link works, it says so and offers nothing yet. */
export const CheckingTheLink: Story = {
  parameters: at({ pending: ['checkReactivation'] }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('account:reactivate.checking'))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The link opened again after it worked: the account is back, and login is the way in. */
export const UsedLink: Story = {
  parameters: at({ failures: { checkReactivation: 'already_reactivated' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('problems:already_reactivated'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account:reactivate.login') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The same, where the member is logged in (the browser that reactivated): on to the members. */
export const UsedLinkLoggedIn: Story = {
  parameters: at({ member: 'free', failures: { checkReactivation: 'already_reactivated' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: t('account:reactivate.toMembers') }),
    ).toHaveAttribute('href', '/members');
  },
};

/** A link that expired before it was opened offers a new one at once. */
export const LinkExpiredBeforeOpening: Story = {
  parameters: at({ failures: { checkReactivation: 'token_invalid' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('problems:token_invalid'))).toBeVisible();
    await expect(
      canvas.getByRole('form', { name: t('account:reactivate.newLinkTitle') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('account:reactivate.submit') })).toBeNull();
  },
};

export const Reactivated: Story = {
  parameters: at(),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('account:reactivate.submit') }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('account:reactivate.done'));
    await expect(
      canvas.getByRole('link', { name: t('account:reactivate.toMembers') }),
    ).toHaveAttribute('href', '/members');
  },
};

export const Reactivating: Story = {
  parameters: at({ pending: ['reactivate'] }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('account:reactivate.submit') }),
    );
    await expect(
      await canvas.findByRole('button', { name: t('account:reactivate.pending') }),
    ).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  parameters: at({ failures: { reactivate: 'token_invalid' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('account:reactivate.submit') }),
    );
    await expect(await canvas.findByText(t('problems:token_invalid'))).toBeVisible();
    const form = canvas.getByRole('form', { name: t('account:reactivate.newLinkTitle') });
    await userEvent.type(
      within(form).getByRole('textbox', { name: containing(t('account:reactivate.email')) }),
      EMAIL,
    );
    await userEvent.click(within(form).getByRole('button', { name: t('account:reactivate.send') }));
    await expect(
      await within(form).findByText(t('account:reactivate.sent', { email: EMAIL })),
    ).toHaveAttribute('role', 'status');
  },
};

export const MissingToken: Story = {
  parameters: at({ route: '/reactivate' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('account:reactivate.missingToken'))).toBeVisible();
    const form = canvas.getByRole('form', { name: t('account:reactivate.newLinkTitle') });
    await userEvent.click(within(form).getByRole('button', { name: t('account:reactivate.send') }));
    await expect(await within(form).findByText(t('problems:fields.email.required'))).toBeVisible();
  },
};
