import { ReturnPolicyPage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import { findPage } from '../../../.storybook/story-helpers';
import { textsOf } from '../../../.storybook/texts';

/**
 * The return policy (`/pages/return-policy`, linked from the checkout): the right of withdrawal
 * with the brand's refund period, its early end, and the model withdrawal form.
 */
const meta = {
  title: 'Screens/Pages/ReturnPolicyPage',
  component: ReturnPolicyPage,
  decorators: [inMain],
  parameters: { site: { route: '/pages/return-policy', member: 'premium' } },
} satisfies Meta<typeof ReturnPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('returnPolicyPage:title'));
    await expect(within(canvasElement).getByText(t('returnPolicyPage:form.intro'))).toBeVisible();
  },
};

export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };
export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
