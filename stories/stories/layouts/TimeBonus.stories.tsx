import { TimeBonus } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { storyStores } from '../../.storybook/decorators';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The time bonus of a new member (signed up 10 minutes ago here): the banner with 25% off and
 * the countdown, linking to /credits; 40 s after entering the members area with 0 credits, the
 * pop-up that says to act fast. The clock is the story's fake one.
 */
const meta = {
  title: 'Layouts/TimeBonus',
  component: TimeBonus,
  decorators: [inMain],
} satisfies Meta<typeof TimeBonus>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', credits: 0, timeBonus: true, ...site },
});

export const Banner: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const banner = await screen.findByRole('complementary', { name: t('money:timeBonus.label') });
    // 3 h 50 min are left, and the countdown ticks every second.
    await expect(within(banner).getByRole('timer')).toHaveTextContent('03:50:00');
    await storyStores().clock.advance(1000);
    await expect(within(banner).getByRole('timer')).toHaveTextContent('03:49:59');
    await expect(
      within(banner).getByRole('link', { name: t('money:timeBonus.cta') }),
    ).toHaveAttribute('href', '/credits');
  },
};

export const ActFastPopUp: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('complementary', { name: t('money:timeBonus.label') });
    await storyStores().clock.advance(39_000);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await storyStores().clock.advance(1000);
    const dialog = await screen.findByRole('dialog', { name: t('money:timeBonus.modalTitle') });
    await expect(
      within(dialog).getByText(t('money:timeBonus.modalText', { count: 4, percent: 25 })),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('money:timeBonus.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NoPopUpWithCredits: Story = {
  parameters: at({ credits: 1 }),
  play: async ({ loaded }) => {
    await screen.findByRole('complementary', { name: textsOf(loaded)('money:timeBonus.label') });
    await storyStores().clock.advance(60_000);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** On a phone the banner is one compact row, 4.5rem at most, its whole text shown. */
const themed: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const banner = await screen.findByRole('complementary', {
      name: textsOf(loaded)('money:timeBonus.label'),
    });
    if (window.innerWidth >= 576) return;
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(72);
    await expect(banner.scrollHeight).toBeLessThanOrEqual(banner.clientHeight);
  },
};
export const PhoneGerman: Story = {
  ...themed,
  globals: { ...inTheme('sunrise', 'mobile'), locale: 'de' },
};
export const PhonePolish: Story = {
  ...themed,
  globals: { ...inTheme('classic', 'mobile'), locale: 'pl' },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
