import type { ShowcaseProfile } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { FictionalNotice } from '../../components/FictionalNotice.js';
import { OnlineDot } from '../../components/OnlineDot.js';
import { VisuallyHidden } from '../../components/VisuallyHidden.js';
import { useBrandTexts } from '../../hooks/use-brand-texts.js';
import { useSettings } from '../../stores-context.js';
import styles from './LanderMember.module.css';
import { landerPhoto } from './lander-photos.js';

/** Props of {@link LanderMember}. */
export interface LanderMemberProps {
  profile: ShowcaseProfile;
  /**
   * `tile`: the photo with name, age and town on it (galleries, collages, decks); `full` the
   * same with the large photo (a hero); `avatar`: a round photo beside the name (feeds, lists).
   */
  look?: 'tile' | 'full' | 'avatar';
  /** Loads at once with a high priority: the design's largest photo on the first screen. */
  priority?: boolean;
  /** Shows the opening of the member's about-me text under the name. */
  withLine?: boolean;
}

/**
 * One member on a lander: their main photo, name, age and town, and, for a fictional profile,
 * the brand's notice in its own words, always visible on the photo (the law's honest mark).
 */
export function LanderMember({
  profile,
  look = 'tile',
  priority = false,
  withLine = false,
}: LanderMemberProps) {
  const settings = useSettings();
  const texts = useBrandTexts();
  const { t } = useTranslation('landers');
  const photo = landerPhoto(profile, settings.cdn_prefix);
  const src = photo && (look === 'full' ? photo.full : photo.thumb);
  const facts = profile.city
    ? t('memberWithPlace', { name: profile.name, age: profile.age, city: profile.city })
    : t('member', { name: profile.name, age: profile.age });
  const notice = profile.fictional ? (
    <FictionalNotice icon={texts.fictional_icon} label={texts.fictional_singular} element="span" />
  ) : null;
  return (
    <figure className={styles.member} data-look={look}>
      <div className={styles.frame}>
        {src ? (
          <img
            className={styles.photo}
            src={src}
            srcSet={
              look === 'tile' && photo?.thumb2x ? `${src} 1x, ${photo.thumb2x} 2x` : undefined
            }
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {profile.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        {notice && look !== 'avatar' ? <span className={styles.notice}>{notice}</span> : null}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.facts}>
          {profile.online ? (
            <span className={styles.online}>
              <OnlineDot ring />
              <VisuallyHidden>{t('online')}</VisuallyHidden>
            </span>
          ) : null}
          {facts}
        </span>
        {notice && look === 'avatar' ? notice : null}
        {withLine && profile.line ? <q className={styles.line}>{profile.line}</q> : null}
      </figcaption>
    </figure>
  );
}
