import type { MemberProfile } from '@dating/contract';
import type { Interest } from '@dating/contract/enums';
import { placeName } from '@dating/logic';
import { Camera, Heart, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMemberDialog } from '../hooks/use-member-dialog.js';
import { Button } from './Button.js';
import { FictionalNotice, type FictionalNoticeProps } from './FictionalNotice.js';
import { MemberImage } from './MemberImage.js';
import { OnlineDot } from './OnlineDot.js';
import { LazyPhotoViewer, PhotoButton } from './PhotoButton.js';
import styles from './ProfileHeader.module.css';

/** The parts of another member's profile that its header shows. */
export type ProfileHeaderMember = Pick<
  MemberProfile,
  | 'name'
  | 'age'
  | 'city'
  | 'region'
  | 'online'
  | 'fictional'
  | 'main_image'
  | 'photos'
  | 'private_photos'
  | 'locked_photos'
>;

/** Props of {@link ProfileHeader}. */
export interface ProfileHeaderProps {
  profile: ProfileHeaderMember;
  /**
   * The brand's fictional icon and singular label in the member's language (`useBrandTexts`),
   * shown beside the name whenever the profile is fictional.
   */
  fictionalLabel: FictionalNoticeProps;
  /** Interests this member shares with the viewer (none for a visitor): one highlight each. */
  sharedInterests: readonly Interest[];
  /** The member signed up less than `NEW_PROFILE_DAYS` ago: the "new here" highlight. */
  isNew: boolean;
  /** Shows the photos (e.g. scrolls to the photo grid); the button counts every photo. */
  onShowPhotos: () => void;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
}

/**
 * The top of another member's profile: the main image (which opens the photo viewer), the name (the page's heading) with the
 * online dot and, for a fictional profile, the brand's notice, age and place, a button with the
 * number of photos, and highlights (online now, shared interests, new here).
 */
export function ProfileHeader({
  profile,
  fictionalLabel,
  sharedInterests,
  isNew,
  onShowPhotos,
  cdnPrefix = '',
}: ProfileHeaderProps) {
  const { t } = useTranslation(['discovery', 'members', 'common']);
  const { name, main_image: image } = profile;
  const photoCount = profile.photos.length + profile.private_photos.length + profile.locked_photos;
  // The main photo opens in the viewer, the member's own dialog, with the other photos beside it.
  const [dialog, setDialog] = useMemberDialog<'viewer'>();
  const shown = [...profile.photos, ...profile.private_photos];
  const viewable = shown.some((photo) => photo.id === image?.id) ? shown : image ? [image] : [];
  const place = placeName(profile.city, profile.region);
  return (
    <header className={styles.header}>
      <div className={styles.photo}>
        {image ? (
          <PhotoButton onOpen={() => setDialog('viewer')}>
            <MemberImage
              src={`${cdnPrefix}${image.filename}`}
              name={name}
              alt={t('common:photoOf', { name })}
              placeholderLabel={t('common:noPhoto', { name })}
              priority
            />
          </PhotoButton>
        ) : (
          <MemberImage
            src={null}
            name={name}
            alt={t('common:photoOf', { name })}
            placeholderLabel={t('common:noPhoto', { name })}
          />
        )}
      </div>
      <LazyPhotoViewer
        isOpen={dialog === 'viewer'}
        onClose={() => setDialog(null)}
        title={t('photos.title', { name })}
        startIndex={Math.max(
          viewable.findIndex((photo) => photo.id === image?.id),
          0,
        )}
        photos={viewable.map((photo, index) => ({
          src: `${cdnPrefix}${photo.filename}`,
          alt: t('photos.photo', { number: index + 1, name }),
        }))}
      />
      <div className={styles.about}>
        <div className={styles.titleRow}>
          <h1 className={styles.name}>{name}</h1>
          {profile.online ? (
            <p className={styles.online}>
              <OnlineDot />
              {t('header.online')}
            </p>
          ) : null}
          {profile.fictional ? <FictionalNotice {...fictionalLabel} /> : null}
        </div>
        <p className={styles.details}>
          {t('members:age', { count: profile.age })}
          {place ? ` · ${place}` : ''}
        </p>
        {photoCount > 0 ? (
          <Button variant="secondary" onPress={onShowPhotos}>
            <Camera aria-hidden="true" className={styles.icon} />
            {t('header.photos', { count: photoCount })}
          </Button>
        ) : null}
        <Highlights online={profile.online} sharedInterests={sharedInterests} isNew={isNew} />
      </div>
    </header>
  );
}

/** The highlights as chips: online now, each shared interest, new here; nothing without any. */
function Highlights({
  online,
  sharedInterests,
  isNew,
}: Pick<ProfileHeaderProps, 'sharedInterests' | 'isNew'> & { online: boolean }) {
  const { t } = useTranslation(['discovery', 'profile']);
  if (!online && !sharedInterests.length && !isNew) return null;
  return (
    <ul className={styles.highlights} aria-label={t('header.highlights')}>
      {online ? (
        <li className={styles.chip}>
          <OnlineDot />
          {t('header.onlineNow')}
        </li>
      ) : null}
      {sharedInterests.map((interest) => (
        <li key={interest} className={styles.chip}>
          <Heart aria-hidden="true" className={styles.icon} />
          {t('header.sharedInterest', { interest: t(`profile:interests.${interest}`) })}
        </li>
      ))}
      {isNew ? (
        <li className={styles.chip}>
          <Sparkles aria-hidden="true" className={styles.icon} />
          {t('header.newHere')}
        </li>
      ) : null}
    </ul>
  );
}
