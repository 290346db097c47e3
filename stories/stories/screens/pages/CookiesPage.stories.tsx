import { SITE_COOKIES, SITE_STORAGE_KEYS } from '@dating/contract/enums';
import { CookiesPage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import { findPage } from '../../../.storybook/story-helpers';
import { textsOf } from '../../../.storybook/texts';

/**
 * The cookie policy (`/pages/cookies`): every cookie and storage key of the site, from the
 * contract's one list, with purpose and lifetime.
 */
const meta = {
  title: 'Screens/Pages/CookiesPage',
  component: CookiesPage,
  decorators: [inMain],
  parameters: { site: { route: '/pages/cookies' } },
} satisfies Meta<typeof CookiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('cookiesPage:title'));
    const canvas = within(canvasElement);
    for (const cookie of Object.values(SITE_COOKIES)) {
      await expect(canvas.getByRole('rowheader', { name: cookie.name })).toBeVisible();
    }
    for (const key of Object.values(SITE_STORAGE_KEYS)) {
      await expect(canvas.getByRole('rowheader', { name: key })).toBeVisible();
    }
  },
};

export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };
export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
