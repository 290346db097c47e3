import { SignupMatchesScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { findPage, NEW_MEMBER, onWholeSite } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * Matches shown after signup (`/signup-matches`): members of the gender the new member looks for,
 * in their country, as cards (fictional profiles marked). Members only.
 */
const meta = {
  title: 'Screens/SignupMatches',
  component: SignupMatchesScreen,
  decorators: [inMain],
} satisfies Meta<typeof SignupMatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters): { site: SiteParameters } => ({
  site: { route: '/signup-matches', ...site },
});

export const Matches: Story = {
  parameters: at({ member: 'free', user: NEW_MEMBER }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const [first, second] = await canvas.findAllByRole('article');
    // Photo cards in a grid, two to a row even on a phone, with no list bullets beside them.
    await expect(getComputedStyle(first?.closest('ul') as Element).listStyleType).toBe('none');
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
    await expect(canvas.getByRole('link', { name: t('signup:matches.all') })).toHaveAttribute(
      'href',
      '/members',
    );
  },
};

export const PremiumMember: Story = { parameters: at({ member: 'premium' }) };

export const NoMatches: Story = {
  parameters: at({ member: 'free', user: NEW_MEMBER, search: 'empty' }),
  play: async ({ canvasElement, loaded }) => {
    await expect(
      await within(canvasElement).findByText(textsOf(loaded)('signup:matches.none')),
    ).toBeVisible();
  },
};

export const Visitor: Story = {
  ...onWholeSite(at({ member: 'visitor' }).site),
  play: async ({ canvasElement, loaded }) => {
    await findPage(canvasElement, textsOf(loaded)('login:title'));
  },
};

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...Matches, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...Matches, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...Matches, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...Matches, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...Matches, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...Matches, globals: inTheme('sunrise', 'desktop') };
