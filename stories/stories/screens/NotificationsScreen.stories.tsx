import { NOTIFICATION_TYPES } from '@dating/contract/enums';
import { DELETE_COUNTDOWN_SECONDS } from '@dating/logic';
import { NotificationsScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toolbarSettings } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { findPage, onWholeSite } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * Notification settings (`/notifications`, "Settings" in the account menu): a switch per
 * notification type, push on this device, e-mail (and why it stopped: bounce, spam complaint,
 * unsubscribe) and the way to delete the account. Members only.
 */
const meta = {
  title: 'Screens/Notifications',
  component: NotificationsScreen,
  decorators: [inMain],
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters): { site: SiteParameters } => ({
  site: { member: 'free', route: '/notifications', ...site },
});

const panel = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const EMAIL = 'alex@example.com';

export const FreeMember: Story = {
  parameters: at({}),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const types = panel(canvasElement, t('notifications:typesTitle'));
    await expect(types.getAllByRole('switch')).toHaveLength(NOTIFICATION_TYPES.length);
    const { name } = toolbarSettings(globals);
    await expect(
      types.getByRole('switch', { name: t('notifications:types.news', { name }) }),
    ).toBeChecked();
    const email = panel(canvasElement, t('notifications:email.title'));
    await expect(email.getByText(t('notifications:email.active', { email: EMAIL }))).toBeVisible();
  },
};

export const PremiumMember: Story = { parameters: at({ member: 'premium' }) };

export const SomeTypesOff: Story = {
  parameters: at({ user: { notifications_disabled: ['promotions', 'weekly_updates'] } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const types = panel(canvasElement, t('notifications:typesTitle'));
    const promotions = types.getByRole('switch', { name: t('notifications:types.promotions') });
    await expect(promotions).not.toBeChecked();
    await userEvent.click(types.getByText(t('notifications:types.promotions')));
    await waitFor(() => expect(promotions).toBeChecked());
  },
};

const emailDisabled = (reason: 'bounce' | 'spam_complaint' | 'unsubscribe'): Story => ({
  parameters: at({ user: { email_disabled: reason } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const email = panel(canvasElement, t('notifications:email.title'));
    await expect(
      email.getByText(t(`notifications:email.disabled.${reason}`, { email: EMAIL })),
    ).toBeVisible();
    await expect(email.getByText(t(`notifications:email.fix.${reason}`))).toBeVisible();
    const profileLink = email.queryByRole('link', { name: t('notifications:email.profile') });
    if (reason === 'bounce') await expect(profileLink).toHaveAttribute('href', '/profile');
    else await expect(profileLink).toBeNull();
    await userEvent.click(email.getByRole('button', { name: t('notifications:email.enable') }));
    await expect(
      await email.findByText(t('notifications:email.active', { email: EMAIL })),
    ).toBeVisible();
  },
});

export const EmailBounced = emailDisabled('bounce');
export const EmailSpamComplaint = emailDisabled('spam_complaint');
export const EmailUnsubscribed = emailDisabled('unsubscribe');

export const PushOn: Story = {
  parameters: at({ push: 'on' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const push = panel(canvasElement, t('notifications:push.title'));
    await expect(push.getByText(t('notifications:push.on'))).toBeVisible();
  },
};

export const PushOff: Story = {
  parameters: at({ push: 'off' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const push = panel(canvasElement, t('notifications:push.title'));
    await expect(push.getByText(t('notifications:push.off'))).toBeVisible();
    await expect(push.getByRole('button', { name: t('notifications:push.enable') })).toBeVisible();
  },
};

export const PushBlocked: Story = {
  parameters: at({ push: 'denied' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const push = panel(canvasElement, t('notifications:push.title'));
    await expect(push.getByText(t('notifications:push.denied'))).toBeVisible();
  },
};

export const PushUnsupported: Story = {
  parameters: at({ push: 'unsupported' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const push = panel(canvasElement, t('notifications:push.title'));
    await expect(push.getByText(t('notifications:push.unsupported'))).toBeVisible();
  },
};

export const DeleteReasonStep: Story = {
  parameters: at({}),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const remove = panel(canvasElement, t('notifications:delete.title'));
    await userEvent.click(remove.getByRole('button', { name: t('notifications:delete.button') }));
    const dialog = await screen.findByRole('dialog', {
      name: t('notifications:delete.modalTitle'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms:continue') }));
    await expect(
      await within(dialog).findByText(t('notifications:delete.reasonRequired')),
    ).toBeVisible();
  },
};

export const DeleteCountdownStep: Story = {
  parameters: at({}),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const remove = panel(canvasElement, t('notifications:delete.title'));
    await userEvent.click(remove.getByRole('button', { name: t('notifications:delete.button') }));
    const dialog = await screen.findByRole('dialog', {
      name: t('notifications:delete.modalTitle'),
    });
    await userEvent.click(within(dialog).getByText(t('notifications:delete.reasons.time')));
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms:continue') }));
    // The company's offer to stay comes first, once; declined, the confirmation follows.
    const offer = await screen.findByRole('dialog', {
      name: t('notifications:delete.offer.title'),
    });
    await userEvent.click(
      within(offer).getByRole('button', { name: t('notifications:delete.offer.decline') }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: t('notifications:delete.confirmTitle'),
    });
    await expect(
      within(confirm).getByRole('button', {
        name: t('notifications:delete.confirmIn', { seconds: DELETE_COUNTDOWN_SECONDS }),
      }),
    ).toBeDisabled();
  },
};

export const Visitor: Story = {
  ...onWholeSite(at({ member: 'visitor' }).site),
  play: async ({ canvasElement, loaded }) => {
    await findPage(canvasElement, textsOf(loaded)('login:title'));
  },
};
