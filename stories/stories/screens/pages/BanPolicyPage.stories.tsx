import { BanPolicyPage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import { findPage } from '../../../.storybook/story-helpers';
import { textsOf } from '../../../.storybook/texts';

/**
 * The ban policy (`/pages/ban`): what the brand acts against, the measures, the statement of
 * reasons every restriction comes with, and the appeal.
 */
const meta = {
  title: 'Screens/Pages/BanPolicyPage',
  component: BanPolicyPage,
  decorators: [inMain],
  parameters: { site: { route: '/pages/ban', member: 'free' } },
} satisfies Meta<typeof BanPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('banPage:title'));
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 2,
        name: t('banPage:sections.appeal.heading'),
      }),
    ).toBeVisible();
  },
};

export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };
