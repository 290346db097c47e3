import type { BrandTexts, ProfileCard, Settings } from '@dating/contract';
import type { MemberCardProps } from '../components/MemberCard.js';

/**
 * Cards in the first row of the widest results grid (5 columns from 1200 px, see
 * MembersScreen.module.css): on every screen they are above the fold or right below it.
 */
const FIRST_ROW_CARDS = 5;

/**
 * A search result as a member card: thumbnails (1x, 2x) from the brand's CDN, fictional notice in
 * its words (`useBrandTexts`).
 */
export function memberCardProps(
  profile: ProfileCard,
  settings: Pick<Settings, 'cdn_prefix'>,
  texts: Pick<BrandTexts, 'fictional_icon' | 'fictional_singular'>,
  /** The card's place in the results: the first row's photos load at once. */
  index = Number.POSITIVE_INFINITY,
): MemberCardProps {
  return {
    priority: index < FIRST_ROW_CARDS,
    name: profile.name,
    age: profile.age,
    city: profile.city,
    online: profile.online,
    imageSrc: profile.main_image
      ? `${settings.cdn_prefix}${profile.main_image.thumb_filename}`
      : null,
    image2xSrc: profile.main_image?.thumb_2x_filename
      ? `${settings.cdn_prefix}${profile.main_image.thumb_2x_filename}`
      : null,
    fictional: profile.fictional
      ? { icon: texts.fictional_icon, label: texts.fictional_singular }
      : null,
  };
}
