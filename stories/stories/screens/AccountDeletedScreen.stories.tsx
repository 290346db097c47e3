import { REACTIVATION_DAYS } from '@dating/contract/enums';
import { AccountDeletedScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { findPage } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/** Shown after deletion (`/account-deleted`): what happened, and coming back within 14 days. */
const meta = {
  title: 'Screens/AccountDeleted',
  component: AccountDeletedScreen,
  decorators: [inMain],
  parameters: { site: { member: 'visitor', route: '/account-deleted' } satisfies SiteParameters },
} satisfies Meta<typeof AccountDeletedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deleted: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await findPage(canvasElement, t('account:deleted.title'));
    await expect(
      canvas.getByText(t('account:deleted.reactivation', { count: REACTIVATION_DAYS })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account:deleted.home') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Smartphone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
