import { CreditsScreen, RepeatOrderScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { textsOf } from '../../../.storybook/texts';

/**
 * Buying credits: `/credits` (the balance and the packages) and `/credits/repeat-order`, where
 * the navigation's Credits link leads: the member's last order, priced as it is on sale now, to
 * buy again with one button, then the other packages. Members only.
 */
const meta = {
  title: 'Screens/Money/Credits',
  component: CreditsScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/credits">
        <CreditsScreen />
      </Route>
      <Route path="/credits/repeat-order">
        <RepeatOrderScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof CreditsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string, site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'premium', credits: 7, route, ...site },
});

export const BuyCredits: Story = {
  parameters: at('/credits'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:credits.balance', { count: 7 }))).toBeVisible();
    const list = await screen.findByRole('list', { name: t('money:bundles.label') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const FreeMemberBuysCredits: Story = {
  parameters: at('/credits', { member: 'free', credits: 0 }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:credits.balance', { count: 0 }))).toBeVisible();
    await expect(await screen.findByText(t('money:bundles.premiumNote'))).toBeVisible();
  },
};

export const RepeatOrder: Story = {
  parameters: at('/credits/repeat-order'),
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
  parameters: at('/credits/repeat-order', { payment: 'none' }),
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
  parameters: at('/credits/repeat-order'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('region', { name: t('money:repeat.lastOrder') });
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
