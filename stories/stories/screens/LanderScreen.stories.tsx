import { LanderScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme, toolbarSettings } from '../../.storybook/brands';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { onWholeSite, PAGE_LOAD_TIMEOUT } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * The landers paid traffic arrives on (`/landers/{name}/{slug?}`, `/landers/tinderswipe`), each
 * in the lander layout with the brand's members from the fixture showcase: the words, the
 * design's members (fictional profiles marked), the signup on the page and the footer. Each in
 * the toolbar's brand, then in every theme on a phone and on a desktop.
 */
const meta = {
  title: 'Screens/Landers',
  component: LanderScreen,
} satisfies Meta<typeof LanderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Design =
  | 'alonetonight'
  | 'collagelanding'
  | 'gallery'
  | 'iconslanding'
  | 'maplanding'
  | 'socialnetwork'
  | 'transitionsvideolanding'
  | 'video'
  | 'tinderswipe';

/** A lander's story: the whole site at its address, checked for its headline and the signup. */
function lander(design: Design): Story {
  return {
    ...onWholeSite({ member: 'visitor', route: `/landers/${design}` } satisfies SiteParameters),
    play: async ({ canvasElement, globals, loaded }) => {
      const t = textsOf(loaded);
      const canvas = within(canvasElement);
      const { name } = toolbarSettings(globals);
      const headline = t(`landers:${design}.headline`, { name });
      await expect(
        await canvas.findByRole(
          'heading',
          { level: 1, name: headline },
          { timeout: PAGE_LOAD_TIMEOUT },
        ),
      ).toBeVisible();
      await expect(
        canvas.getByRole('heading', { level: 2, name: t('landers:signup.title') }),
      ).toBeVisible();
    },
  };
}

export const AloneTonight = lander('alonetonight');
export const AloneTonightPhoneMidnight: Story = {
  ...AloneTonight,
  globals: inTheme('midnight', 'mobile'),
};
export const AloneTonightDesktopClassic: Story = {
  ...AloneTonight,
  globals: inTheme('classic', 'desktop'),
};
export const AloneTonightPhoneSunrise: Story = {
  ...AloneTonight,
  globals: inTheme('sunrise', 'mobile'),
};

export const Collage = lander('collagelanding');
export const CollagePhoneClassic: Story = { ...Collage, globals: inTheme('classic', 'mobile') };
export const CollageDesktopMidnight: Story = {
  ...Collage,
  globals: inTheme('midnight', 'desktop'),
};
export const CollageDesktopSunrise: Story = { ...Collage, globals: inTheme('sunrise', 'desktop') };

export const Gallery = lander('gallery');
export const GalleryPhoneSunrise: Story = { ...Gallery, globals: inTheme('sunrise', 'mobile') };
export const GalleryDesktopClassic: Story = { ...Gallery, globals: inTheme('classic', 'desktop') };
export const GalleryPhoneMidnight: Story = { ...Gallery, globals: inTheme('midnight', 'mobile') };

export const Icons = lander('iconslanding');
export const IconsPhoneClassic: Story = { ...Icons, globals: inTheme('classic', 'mobile') };
export const IconsDesktopMidnight: Story = { ...Icons, globals: inTheme('midnight', 'desktop') };
export const IconsDesktopSunrise: Story = { ...Icons, globals: inTheme('sunrise', 'desktop') };

export const MembersMap = lander('maplanding');
export const MembersMapPhoneMidnight: Story = {
  ...MembersMap,
  globals: inTheme('midnight', 'mobile'),
};
export const MembersMapDesktopSunrise: Story = {
  ...MembersMap,
  globals: inTheme('sunrise', 'desktop'),
};
export const MembersMapDesktopClassic: Story = {
  ...MembersMap,
  globals: inTheme('classic', 'desktop'),
};

export const SocialNetwork = lander('socialnetwork');
export const SocialNetworkPhoneClassic: Story = {
  ...SocialNetwork,
  globals: inTheme('classic', 'mobile'),
};
export const SocialNetworkPhoneSunrise: Story = {
  ...SocialNetwork,
  globals: inTheme('sunrise', 'mobile'),
};
export const SocialNetworkDesktopMidnight: Story = {
  ...SocialNetwork,
  globals: inTheme('midnight', 'desktop'),
};

export const Transitions = lander('transitionsvideolanding');
export const TransitionsPhoneSunrise: Story = {
  ...Transitions,
  globals: inTheme('sunrise', 'mobile'),
};
export const TransitionsDesktopClassic: Story = {
  ...Transitions,
  globals: inTheme('classic', 'desktop'),
};
export const TransitionsPhoneMidnight: Story = {
  ...Transitions,
  globals: inTheme('midnight', 'mobile'),
};

export const Video = lander('video');
export const VideoPhoneClassic: Story = { ...Video, globals: inTheme('classic', 'mobile') };
export const VideoDesktopMidnight: Story = { ...Video, globals: inTheme('midnight', 'desktop') };
export const VideoDesktopSunrise: Story = { ...Video, globals: inTheme('sunrise', 'desktop') };

export const Swipe = lander('tinderswipe');
export const SwipePhoneMidnight: Story = { ...Swipe, globals: inTheme('midnight', 'mobile') };
export const SwipePhoneClassic: Story = { ...Swipe, globals: inTheme('classic', 'mobile') };
export const SwipeDesktopSunrise: Story = { ...Swipe, globals: inTheme('sunrise', 'desktop') };

/** A campaign bought for one language (`/landers/gallery/deu`) on a brand that offers it. */
export const GalleryInGerman: Story = {
  ...onWholeSite({
    member: 'visitor',
    route: '/landers/gallery/deu',
    settings: { languages: ['de', 'en'] },
  } satisfies SiteParameters),
  globals: { locale: 'de' },
  play: async ({ canvasElement, globals }) => {
    const { name } = toolbarSettings(globals);
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: `Lerne die Mitglieder von ${name} kennen` },
        { timeout: PAGE_LOAD_TIMEOUT },
      ),
    ).toBeVisible();
  },
};
