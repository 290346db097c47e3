import type { Image, MemberProfile } from '@dating/contract';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberDialog } from '../hooks/use-member-dialog.js';
import { Link } from './Link.js';
import { loginPath } from './login-path.js';
import { LazyPhotoViewer, PhotoButton } from './PhotoButton.js';
import styles from './PhotoGrid.module.css';
import type { Viewer } from './viewer.js';

/** The parts of another member's profile that its photo grid shows. */
export type PhotoGridMember = Pick<
  MemberProfile,
  'name' | 'photos' | 'private_photos' | 'locked_photos'
>;

/** Props of {@link PhotoGrid}. */
export interface PhotoGridProps {
  profile: PhotoGridMember;
  /** Who looks: decides the call to action under locked photos. */
  viewer: Viewer;
  /** The section's id, for the header's "N photos" button to scroll to. */
  id?: string;
  /** Where a visitor comes back to after logging in (this profile's address); none by default. */
  returnTo?: string;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
}

/** The thumbnail's address at twice the size (`srcset` 2x) where the server has one. */
function srcSetOf(photo: Image, cdnPrefix: string): string | undefined {
  return photo.thumb_2x_filename
    ? `${cdnPrefix}${photo.thumb_filename} 1x, ${cdnPrefix}${photo.thumb_2x_filename} 2x`
    : undefined;
}

/**
 * The photos of another member the viewer may see, as square thumbnails, then one locked tile
 * per photo the viewer may not see yet, with one way to see them: log in (visitor) or get
 * premium (free member); a premium member sees private photos after a match. A photo opens in the
 * photo viewer, full size, with the others a swipe away.
 */
export function PhotoGrid({ profile, viewer, id, returnTo, cdnPrefix = '' }: PhotoGridProps) {
  const { t } = useTranslation('discovery');
  const headingId = useId();
  // The viewer is the member's own dialog: nothing opens by itself over it.
  const [dialog, setDialog] = useMemberDialog<'viewer'>();
  const [opened, setOpened] = useState(0);
  const { name, locked_photos: locked } = profile;
  const photos = [...profile.photos, ...profile.private_photos];
  if (!photos.length && !locked) return null;
  const altOf = (index: number) => t('photos.photo', { number: index + 1, name });
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} tabIndex={-1}>
      <h2 id={headingId} className={styles.title}>
        {t('photos.title', { name })}
      </h2>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.id} className={styles.tile}>
            <PhotoButton
              onOpen={() => {
                setOpened(index);
                setDialog('viewer');
              }}
            >
              <img
                className={styles.image}
                src={`${cdnPrefix}${photo.thumb_filename}`}
                srcSet={srcSetOf(photo, cdnPrefix)}
                alt={altOf(index)}
                loading="lazy"
                decoding="async"
              />
            </PhotoButton>
          </li>
        ))}
        {Array.from({ length: locked }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: locked tiles are alike and never move.
          <li key={`locked-${index}`} className={`${styles.tile} ${styles.locked}`}>
            <Lock aria-hidden="true" className={styles.lock} />
            <span className={styles.lockedText}>{t('photos.locked')}</span>
          </li>
        ))}
      </ul>
      {locked > 0 ? <LockedPhotosAction viewer={viewer} name={name} returnTo={returnTo} /> : null}
      <LazyPhotoViewer
        isOpen={dialog === 'viewer'}
        onClose={() => setDialog(null)}
        title={t('photos.title', { name })}
        startIndex={opened}
        photos={photos.map((photo, index) => ({
          src: `${cdnPrefix}${photo.filename}`,
          alt: altOf(index),
        }))}
      />
    </section>
  );
}

/** The one call to action under locked photos, for this viewer. */
function LockedPhotosAction({
  viewer,
  name,
  returnTo,
}: Pick<PhotoGridProps, 'viewer' | 'returnTo'> & { name: string }) {
  const { t } = useTranslation('discovery');
  if (viewer === 'visitor') {
    return (
      <Link to={loginPath(returnTo)} variant="button" className={styles.action}>
        {t('photos.loginForMore')}
      </Link>
    );
  }
  if (viewer === 'free') {
    return (
      <Link to="/premium" variant="button" className={styles.action}>
        {t('photos.premiumForMore')}
      </Link>
    );
  }
  return <p className={styles.hint}>{t('photos.privateAfterMatch', { name })}</p>;
}
