import { PremiumScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { containing, textsOf } from '../../../.storybook/texts';

/**
 * Premium (`/premium`, where Get Premium leads): the claim of a 46% higher chance to find a
 * match, what Premium gives, and the four packages (the popular one flagged), each leading to its
 * checkout. Open to visitors.
 */
const meta = {
  title: 'Screens/Money/Premium',
  component: PremiumScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/premium">
        <PremiumScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof PremiumScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', route: '/premium', ...site },
});

/** Waits for the four packages; answers their list. */
async function packages(t: ReturnType<typeof textsOf>) {
  const list = await screen.findByRole('list', { name: t('money:bundles.label') });
  await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  return list;
}

export const FreeMember: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const list = await packages(t);
    await expect(screen.getByText(t('money:premium.claim', { percent: 46 }))).toBeVisible();
    // The popular package is flagged, and each card leads to its checkout.
    await expect(within(list).getByText(t('money:bundles.popular'))).toBeVisible();
    const links = within(list).getAllByRole('link', {
      name: containing(t('money:bundles.choose')),
    });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/credits/p0',
      '/credits/p1',
      '/credits/p2',
      '/credits/p3',
    ]);
    await expect(screen.queryByText(t('money:premium.already'))).toBeNull();
  },
};

export const PremiumMember: Story = {
  parameters: at({ member: 'premium' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await packages(t);
    await expect(screen.getByText(t('money:premium.already'))).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: at({ member: 'visitor' }),
  play: async ({ loaded }) => {
    await packages(textsOf(loaded));
  },
};

export const Loading: Story = {
  parameters: at({ pending: ['getBundles'] }),
  play: async ({ loaded }) => {
    await expect(await screen.findByText(textsOf(loaded)('money:bundles.loading'))).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const LoadFailed: Story = {
  parameters: at({ failures: { getBundles: 'internal_error' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(t('money:bundles.loadFailed'));
    await userEvent.click(within(alert).getByRole('button', { name: t('money:bundles.retry') }));
  },
};

const themed: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    await packages(textsOf(loaded));
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
