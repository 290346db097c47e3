import type { ProfileCard } from '@dating/contract';
import styles from './MemberAvatar.module.css';
import { MemberImage } from './MemberImage.js';

/** Props of {@link MemberAvatar}. */
export interface MemberAvatarProps {
  profile: Pick<ProfileCard, 'name' | 'main_image'>;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix: string;
}

/**
 * A member's thumbnail in a small circle (or the initial), beside their name: decoration, hidden
 * from assistive technology, since the name beside it says who it is.
 */
export function MemberAvatar({ profile, cdnPrefix }: MemberAvatarProps) {
  const image = profile.main_image;
  return (
    <span className={styles.avatar} aria-hidden="true">
      <MemberImage
        src={image ? `${cdnPrefix}${image.thumb_filename}` : null}
        src2x={image?.thumb_2x_filename ? `${cdnPrefix}${image.thumb_2x_filename}` : null}
        name={profile.name}
        alt=""
        placeholderLabel=""
      />
    </span>
  );
}
