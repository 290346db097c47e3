import { RepeatOrderScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { textsOf } from '../../../.storybook/texts';

/**
 * Repeat order (`/credits/repeat-order`, where the navigation's Credits link leads): the
 * member's last order, priced as it is on sale now, to buy again with one button, then the other
 * packages; before a first purchase, the packages alone. Members only.
 */
const meta = {
  title: 'Screens/Money/RepeatOrder',
  component: RepeatOrderScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/credits/repeat-order">
        <RepeatOrderScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof RepeatOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'premium', credits: 7, route: '/credits/repeat-order', ...site },
});

export const RepeatOrder: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const last = await screen.findByRole('region', { name: t('money:repeat.lastOrder') });
    await expect(
      within(last)
        .getByRole('link', { name: t('money:repeat.again') })
        .getAttribute('href'),
    ).toMatch(/^\/credits\/p1\/[a-z0-9]+$/);
    await expect(
      screen.getByRole('heading', { level: 2, name: t('money:repeat.others') }),
    ).toBeVisible();
  },
};

export const RepeatOrderBeforeAnyPurchase: Story = {
  parameters: at({ payment: 'none' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('list', { name: t('money:bundles.label') });
    await expect(
      screen.getByRole('heading', { level: 2, name: t('money:premium.choose') }),
    ).toBeVisible();
    await expect(screen.queryByRole('region', { name: t('money:repeat.lastOrder') })).toBeNull();
  },
};

const themed: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    await screen.findByRole('region', { name: textsOf(loaded)('money:repeat.lastOrder') });
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
