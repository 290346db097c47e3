import { PROFILE_SECTIONS, ProfileSectionLinks } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/**
 * The sticky row of links at the top of `/profile`: one tap reaches each section of the settings.
 * On a phone the row scrolls sideways when the section names do not fit.
 */
const meta = {
  title: 'Sections/ProfileSectionLinks',
  component: ProfileSectionLinks,
  decorators: [inMain],
} satisfies Meta<typeof ProfileSectionLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const nav = within(canvasElement).getByRole('navigation', { name: t('profile:sections') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      PROFILE_SECTIONS.map((section) => t(`profile:${section.title}`)),
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      PROFILE_SECTIONS.map((section) => `#${section.id}`),
    );
  },
};

/* At phone (375 px) and desktop (1280 px) sizes, in each theme. */
export const PhoneClassic: Story = { ...Default, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...Default, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...Default, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...Default, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...Default, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...Default, globals: inTheme('sunrise', 'desktop') };
