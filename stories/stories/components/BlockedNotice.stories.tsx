import { BlockedNotice } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/** What a blocked member sees instead of the blocker's profile, with a way back to the search. */
const meta = {
  title: 'Components/BlockedNotice',
  component: BlockedNotice,
  decorators: [inMain],
  args: { name: 'Sophie' },
} satisfies Meta<typeof BlockedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blocked: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('discovery:blocked.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('discovery:blocked.text', { name: 'Sophie' }))).toBeVisible();
    const back = canvas.getByRole('link', { name: t('discovery:blocked.backToSearch') });
    await expect(back).toHaveAttribute('href', '/members');
  },
};

/** The spec's words, exactly, in English. */
export const SpecText: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "You're blocked by Sophie. You do not have access to this page.",
      ),
    ).toBeVisible();
  },
};

/** Inside a page that has its own main heading. */
export const AsSection: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: t('discovery:blocked.title') }),
    ).toBeVisible();
  },
};

/** The themed sizes show the notice, checked as in {@link Blocked}. */
const themed: Story = Blocked;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
