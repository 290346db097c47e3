import type { LikeProfile } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import type { FictionalNoticeProps } from './FictionalNotice.js';
import styles from './LikeCard.module.css';
import { MemberCard } from './MemberCard.js';

/** Props of {@link LikeCard}. */
export interface LikeCardProps {
  /** The member in the likes list, with how the two stand. */
  profile: LikeProfile;
  /** The member's like has not been seen yet (`like_new` of `liked_by`): a "New" badge. */
  isNew: boolean;
  /**
   * The brand's fictional icon and singular label in the member's language (`useBrandTexts`),
   * shown whenever the profile is fictional.
   */
  fictionalLabel: FictionalNoticeProps;
  /** The card is in the first row: its photo loads at once, with high priority. */
  priority?: boolean;
  /** Heading level inside the list (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
}

/**
 * A member in the likes lists: the search card's look, with the like state ("Likes you", "You
 * liked", "Match") and a "New" badge for a like not seen yet; the card (named by the member) opens
 * the liked profile at `/likes/m/{id}`; the state says how the two stand beside it.
 */
export function LikeCard({
  profile,
  isNew,
  fictionalLabel,
  priority = false,
  headingLevel = 3,
  cdnPrefix = '',
}: LikeCardProps) {
  const { t } = useTranslation('discovery');
  const image = profile.main_image;
  return (
    <div className={styles.card}>
      <MemberCard
        href={`/likes/m/${profile.id}`}
        name={profile.name}
        age={profile.age}
        city={profile.city}
        imageSrc={image ? `${cdnPrefix}${image.thumb_filename}` : null}
        image2xSrc={image?.thumb_2x_filename ? `${cdnPrefix}${image.thumb_2x_filename}` : null}
        priority={priority}
        online={profile.online}
        fictional={profile.fictional ? fictionalLabel : null}
        headingLevel={headingLevel}
      />
      <span className={styles.badges}>
        <span className={styles.badge} data-like={profile.like}>
          {t(`likeCard.state.${profile.like}`)}
        </span>
        {isNew ? (
          <span className={styles.badge} data-new="">
            {t('likeCard.new')}
          </span>
        ) : null}
      </span>
    </div>
  );
}
