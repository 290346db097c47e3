import { SignupNotificationsStep } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { NEW_MEMBER } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * Step 4 of signup, the last of the steps of SignupSteps.tsx: push notifications on this device
 * (possible, on, blocked or not possible here), then "Finish".
 */
const meta = {
  title: 'Sections/SignupNotificationsStep',
  component: SignupNotificationsStep,
  decorators: [inMain],
  parameters: {
    site: { member: 'free', user: NEW_MEMBER, signup: { step: 4 } } satisfies SiteParameters,
  },
} satisfies Meta<typeof SignupNotificationsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const withPush = (push: SiteParameters['push']): { site: SiteParameters } => ({
  site: { member: 'free', user: NEW_MEMBER, signup: { step: 4 }, push },
});

export const JustSignedUp: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('signup:notificationsStep.intro'))).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: t('signup:finish') })).toBeVisible();
  },
};

export const TurnedOn: Story = {
  parameters: {
    site: {
      member: 'free',
      user: NEW_MEMBER,
      signup: { step: 4 },
      settings: { push_public_key: 'BFakePublicKey' },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('signup:notificationsStep.enable') }),
    );
    await expect(await canvas.findByText(t('signup:notificationsStep.enabled'))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(
      canvas.queryByRole('button', { name: t('signup:notificationsStep.enable') }),
    ).toBeNull();
  },
};

/** The server refuses the subscription: the member hears that it did not work. */
export const TurningOnFails: Story = {
  parameters: {
    site: {
      member: 'free',
      user: NEW_MEMBER,
      signup: { step: 4 },
      failures: { subscribePush: 'internal_error' },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    // The server refuses the subscription.
    await userEvent.click(
      canvas.getByRole('button', { name: t('signup:notificationsStep.enable') }),
    );
    await expect(await canvas.findByText(t('signup:notificationsStep.failed'))).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const AlreadyOn: Story = {
  parameters: withPush('on'),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('signup:notificationsStep.enabled'),
    );
  },
};

export const Blocked: Story = {
  parameters: withPush('denied'),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('signup:notificationsStep.denied'),
    );
    await expect(
      canvas.queryByRole('button', { name: t('signup:notificationsStep.enable') }),
    ).toBeNull();
  },
};

export const NotPossibleHere: Story = {
  parameters: withPush('unsupported'),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('signup:notificationsStep.unsupported'),
    );
  },
};
