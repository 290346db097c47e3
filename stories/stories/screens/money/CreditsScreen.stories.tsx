import { CreditsScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { textsOf } from '../../../.storybook/texts';

/**
 * Buying credits (`/credits`): the balance, what credits pay for, and the packages. A code in the
 * address (`?code=`, the deletion offer's link) is checked and taken off. Members only.
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

export const WithTheDeletionOffer: Story = {
  parameters: at('/credits?code=STAY-7KQ2M9XP'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(
        t('money:bundles.codeApplied', { code: 'STAY-7KQ2M9XP', percent: 50 }),
      ),
    ).toBeVisible();
    // Each package leads to its checkout with the code.
    const list = await screen.findByRole('list', { name: t('money:bundles.label') });
    for (const link of within(list).getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/\?code=STAY-7KQ2M9XP$/);
    }
  },
};

export const WithAnUsedCode: Story = {
  parameters: at('/credits?code=USED15'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('problems:fields.code.already_used'))).toBeVisible();
  },
};

const themed: Story = {
  parameters: at('/credits'),
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
