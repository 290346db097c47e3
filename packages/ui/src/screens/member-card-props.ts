import type { BrandTexts, ProfileCard, Settings } from '@dating/contract';
import type { MemberCardProps } from '../components/MemberCard.js';

/** A search result as a member card: thumbnail from the brand's CDN, fictional notice in its words (`useBrandTexts`). */
export function memberCardProps(
  profile: ProfileCard,
  settings: Pick<Settings, 'cdn_prefix'>,
  texts: Pick<BrandTexts, 'fictional_icon' | 'fictional_singular'>,
): MemberCardProps {
  return {
    name: profile.name,
    age: profile.age,
    city: profile.city,
    online: profile.online,
    imageSrc: profile.main_image
      ? `${settings.cdn_prefix}${profile.main_image.thumb_filename}`
      : null,
    fictional: profile.fictional
      ? { icon: texts.fictional_icon, label: texts.fictional_singular }
      : null,
  };
}
