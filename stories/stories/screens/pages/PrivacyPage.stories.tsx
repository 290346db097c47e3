import { PERSONAL_DATA_CATEGORIES } from '@dating/contract/enums';
import { PrivacyPage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import { findPage } from '../../../.storybook/story-helpers';
import { textsOf } from '../../../.storybook/texts';

/**
 * The privacy policy (`/pages/privacy`): the controller with the brand's company details, every
 * kind of personal data the product keeps, purposes and legal bases, retention, recipients
 * (the brand's payment provider named) and the member's rights.
 */
const meta = {
  title: 'Screens/Pages/PrivacyPage',
  component: PrivacyPage,
  decorators: [inMain],
  parameters: { site: { route: '/pages/privacy' } },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('privacyPage:title'));
    const canvas = within(canvasElement);
    for (const category of PERSONAL_DATA_CATEGORIES) {
      await expect(canvas.getByText(t(`privacyPage:categories.${category}.name`))).toBeVisible();
    }
    await expect(canvas.getByText(t('servicePage:details.company'))).toBeVisible();
  },
};

/** A brand that takes real payments through Mollie names Mollie as a recipient. */
export const WithMollie: Story = {
  parameters: { site: { route: '/pages/privacy', settings: { payment_provider: 'mollie' } } },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('privacyPage:title'));
    await expect(
      within(canvasElement).getByText((text) => text.includes(t('privacyPage:payment.mollie'))),
    ).toBeVisible();
  },
};

export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };
