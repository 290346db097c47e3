import { fixtureShowcaseProfiles } from '@dating/logic/testing';
import { MemberLandingScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { onWholeSite, PAGE_LOAD_TIMEOUT } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * The landings around one member (`/members/{id}/landing`, `/landing2`, `/landing3`) and the
 * signup with them named (`/members/{id}/signup`), in the lander layout, with a fictional member
 * of the fixture showcase (the brand's notice on the photo). Each in the toolbar's brand, then in
 * every theme.
 */
const meta = {
  title: 'Screens/MemberLandings',
  component: MemberLandingScreen,
} satisfies Meta<typeof MemberLandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = fixtureShowcaseProfiles(24).find((profile) => profile.fictional && profile.line);
if (!member) throw new Error('The fixture showcase has no fictional member with a line');

/** A member landing's story: the whole site at its address, checked for its headline. */
function landing(design: 'landing' | 'landing2' | 'landing3' | 'signup'): Story {
  return {
    ...onWholeSite({
      member: 'visitor',
      route: `/members/${member?.id}/${design}`,
    } satisfies SiteParameters),
    play: async ({ canvasElement, loaded }) => {
      const t = textsOf(loaded);
      const name = member?.name;
      const key =
        design === 'landing3'
          ? 'landers:memberLanding.meet'
          : design === 'signup'
            ? 'landers:memberLanding.signupTitle'
            : 'landers:memberLanding.wantsToChat';
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole(
          'heading',
          { level: 1, name: t(key, { name }) },
          { timeout: PAGE_LOAD_TIMEOUT },
        ),
      ).toBeVisible();
      // The member: their words where the design quotes them, else their name and age.
      const shown =
        design === 'landing' || design === 'landing2'
          ? await canvas.findByText(member?.line ?? '')
          : await canvas.findByText((text) => text.startsWith(`${name}, ${member?.age}`));
      await expect(shown).toBeVisible();
    },
  };
}

export const Photo = landing('landing');
export const PhotoPhoneMidnight: Story = { ...Photo, globals: inTheme('midnight', 'mobile') };
export const PhotoDesktopSunrise: Story = { ...Photo, globals: inTheme('sunrise', 'desktop') };
export const PhotoPhoneClassic: Story = { ...Photo, globals: inTheme('classic', 'mobile') };

export const Chat = landing('landing2');
export const ChatPhoneClassic: Story = { ...Chat, globals: inTheme('classic', 'mobile') };
export const ChatDesktopMidnight: Story = { ...Chat, globals: inTheme('midnight', 'desktop') };
export const ChatPhoneSunrise: Story = { ...Chat, globals: inTheme('sunrise', 'mobile') };

export const Spotlight = landing('landing3');
export const SpotlightPhoneSunrise: Story = { ...Spotlight, globals: inTheme('sunrise', 'mobile') };
export const SpotlightDesktopClassic: Story = {
  ...Spotlight,
  globals: inTheme('classic', 'desktop'),
};
export const SpotlightPhoneMidnight: Story = {
  ...Spotlight,
  globals: inTheme('midnight', 'mobile'),
};

export const Signup = landing('signup');
export const SignupDesktopMidnight: Story = { ...Signup, globals: inTheme('midnight', 'desktop') };
export const SignupPhoneClassic: Story = { ...Signup, globals: inTheme('classic', 'mobile') };
export const SignupDesktopSunrise: Story = { ...Signup, globals: inTheme('sunrise', 'desktop') };
