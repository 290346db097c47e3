import { PricingScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { textsOf } from '../../../.storybook/texts';

/**
 * Pricing (`/pricing`, in every footer): what a message, a photo and a gift cost in credits, the
 * lowest price of a message per country of the brand in its currency, and the packages.
 */
const meta = {
  title: 'Screens/Money/Pricing',
  component: PricingScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/pricing">
        <PricingScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { route: '/pricing', ...site },
});

export const Visitor: Story = {
  parameters: at({
    settings: {
      message_credits: 5,
      photo_credits: 10,
      gift_credits: 15,
      countries: ['NL', 'BE'],
      minimum_message_costs: {
        NL: { costs: 0.35, currency: 'EUR' },
        BE: { costs: 0.35, currency: 'EUR' },
      },
    },
  }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const [costs, minimums] = await screen.findAllByRole('table');
    const message = within(costs as HTMLElement).getByRole('row', {
      name: `${t('money:pricing.message')} ${t('money:pricing.costCredits', { count: 5 })}`,
    });
    await expect(message).toBeVisible();
    await expect(within(minimums as HTMLElement).getAllByRole('row')).toHaveLength(3);
    await expect(await screen.findByRole('list', { name: t('money:bundles.label') })).toBeVisible();
  },
};

export const Member: Story = {
  parameters: at({ member: 'free' }),
  play: async ({ loaded }) => {
    await screen.findByRole('list', { name: textsOf(loaded)('money:bundles.label') });
  },
};

const themed: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    await screen.findByRole('list', { name: textsOf(loaded)('money:bundles.label') });
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
