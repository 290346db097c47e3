import { brandCompany } from '@dating/contract';
import { ServicePage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findBrand, inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import { findPage } from '../../../.storybook/story-helpers';
import { textsOf } from '../../../.storybook/texts';

/**
 * Service and imprint (`/pages/service`): who runs the brand, from the brand file's company
 * details (what it leaves out is left out), and how to reach them.
 */
const meta = {
  title: 'Screens/Pages/ServicePage',
  component: ServicePage,
  decorators: [inMain],
  parameters: { site: { route: '/pages/service' } },
} satisfies Meta<typeof ServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('servicePage:title'));
    const company = brandCompany(findBrand(globals.brand));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(company.name)).toBeVisible();
    if (company.kvk) await expect(canvas.getByText(company.kvk)).toBeVisible();
  },
};

export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };
