import type { ProfileCard, Settings } from '@dating/contract';
import type { MemberCardProps } from '../components/MemberCard.js';

/** A search result as a member card: thumbnail from the brand's CDN, fictional notice in its words. */
export function memberCardProps(
  profile: ProfileCard,
  settings: Pick<Settings, 'cdn_prefix' | 'fictional_icon' | 'fictional_singular'>,
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
      ? { icon: settings.fictional_icon, label: settings.fictional_singular }
      : null,
  };
}
