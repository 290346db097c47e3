import { type LanderName, SWIPE_LANDER } from '@dating/contract/enums';
import { languageOfSlug } from '@dating/contract/rules';
import type { ComponentType } from 'react';
import { useParams } from '../../router.js';
import { useLocale } from '../../stores-context.js';
import { ErrorScreen } from '../ErrorScreen.js';
import { AloneTonightLander } from './AloneTonightLander.js';
import { CollageLander } from './CollageLander.js';
import { GalleryLander } from './GalleryLander.js';
import { IconsLander } from './IconsLander.js';
import { MapLander } from './MapLander.js';
import { SocialLander } from './SocialLander.js';
import { SwipeLander } from './SwipeLander.js';
import { TransitionsLander } from './TransitionsLander.js';

const VideoLander = () => <TransitionsLander texts="video" />;

/** Each lander's design (spec section 2, "Landing pages"). */
const DESIGNS: Readonly<Record<LanderName | typeof SWIPE_LANDER, ComponentType>> = {
  alonetonight: AloneTonightLander,
  collagelanding: CollageLander,
  gallery: GalleryLander,
  iconslanding: IconsLander,
  maplanding: MapLander,
  socialnetwork: SocialLander,
  transitionsvideolanding: TransitionsLander,
  video: VideoLander,
  [SWIPE_LANDER]: SwipeLander,
};

/**
 * A lander (`/landers/{name}/{slug?}`, `/landers/tinderswipe`), in the lander layout: the design
 * the address names, in the language its slug names (the site starts in it, see `startSite`), or
 * the 404 page for a language the brand does not offer.
 */
export function LanderScreen() {
  const { name = SWIPE_LANDER, slug } = useParams();
  const locale = useLocale();
  const named = languageOfSlug(slug);
  const Design = Object.hasOwn(DESIGNS, name) ? DESIGNS[name as LanderName] : undefined;
  if (!Design || (named && !locale.available.includes(named))) return <ErrorScreen status={404} />;
  return <Design />;
}
