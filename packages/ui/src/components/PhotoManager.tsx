import type { Image } from '@dating/contract';
import { PHOTO_FILE_TYPES } from '@dating/contract/enums';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { useTranslation } from 'react-i18next';
import { PHOTO_MEGABYTES } from '../hooks/use-problem-text.js';
import { Button } from './Button.js';
import { Checkbox } from './Checkbox.js';
import { DropdownMenu } from './DropdownMenu.js';
import { FormMessage, type FormOutcome } from './FormMessage.js';
import styles from './PhotoManager.module.css';

/** Props of {@link PhotoManager}. */
export interface PhotoManagerProps {
  /** Public photos in their order; the first active one is the main photo. */
  photos: readonly Image[];
  privatePhotos: readonly Image[];
  /** How many photos the member may keep (3 free, 25 premium). */
  limit: number;
  /** Prefix of image URLs (the brand's CDN). */
  cdnPrefix?: string;
  /** True while a photo uploads or changes. */
  busy?: boolean;
  /** Offers private photos (the profile page does, the signup step does not). */
  allowPrivate?: boolean;
  /** A link or text under the count for members at the free limit (e.g. Get Premium). */
  limitNote?: React.ReactNode;
  /** The result of the last upload or change. */
  message?: FormOutcome | null;
  onUpload: (file: File, isPrivate: boolean) => void;
  onMakeMain: (id: number) => void;
  onSetPrivate: (id: number, isPrivate: boolean) => void;
  onDelete: (id: number) => void;
}

/**
 * The member's own photos: upload (choose a file, optionally private), the main photo marked, a
 * photo in review (seen by its owner alone until a moderator approves it) or removed marked so,
 * and per photo a menu to make it the main photo, move it between public and private, or delete
 * it. Counts against the member's limit; uploading stops at the limit.
 */
export function PhotoManager({
  photos,
  privatePhotos,
  limit,
  cdnPrefix = '',
  busy = false,
  allowPrivate = true,
  limitNote,
  message,
  onUpload,
  onMakeMain,
  onSetPrivate,
  onDelete,
}: PhotoManagerProps) {
  const { t } = useTranslation('profile');
  const [uploadPrivate, setUploadPrivate] = useState(false);
  const count = photos.length + privatePhotos.length;
  const full = count >= limit;
  const mainId = photos.find((photo) => photo.status === 'active')?.id;

  const grid = (list: readonly Image[], isPrivate: boolean, offset: number) => (
    <ul className={styles.grid}>
      {list.map((photo, index) => {
        const number = offset + index + 1;
        const actions = [
          ...(!isPrivate && photo.id !== mainId
            ? [{ id: 'main', label: t('photos.makeMain') }]
            : []),
          ...(allowPrivate
            ? [
                isPrivate
                  ? { id: 'public', label: t('photos.makePublic') }
                  : { id: 'private', label: t('photos.makePrivate') },
              ]
            : []),
          { id: 'delete', label: t('photos.delete') },
        ];
        return (
          <li key={photo.id} className={styles.photo}>
            <img
              src={`${cdnPrefix}${photo.thumb_filename}`}
              alt={t('photos.photo', { number })}
              className={styles.image}
              loading="lazy"
            />
            {photo.id === mainId ? (
              <span className={styles.mainBadge}>{t('photos.main')}</span>
            ) : null}
            {photo.status === 'pending' || photo.status === 'rejected' ? (
              <span className={styles.statusBadge} data-status={photo.status}>
                {t(`photos.status.${photo.status}`)}
              </span>
            ) : null}
            <div className={styles.menu}>
              <DropdownMenu
                label={`${t('photos.actions')}: ${t('photos.photo', { number })}`}
                trigger={<Ellipsis aria-hidden="true" className={styles.menuIcon} />}
                chevron={false}
                items={actions}
                onAction={(action) => {
                  if (action === 'main') onMakeMain(photo.id);
                  else if (action === 'private') onSetPrivate(photo.id, true);
                  else if (action === 'public') onSetPrivate(photo.id, false);
                  else onDelete(photo.id);
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={styles.manager}>
      <p className={styles.count}>{t('photos.count', { count, limit })}</p>
      {count === 0 ? <p className={styles.none}>{t('photos.none')}</p> : null}
      {photos.length ? (
        <>
          {allowPrivate ? <h3 className={styles.subtitle}>{t('photos.publicTitle')}</h3> : null}
          {grid(photos, false, 0)}
        </>
      ) : null}
      {privatePhotos.length ? (
        <>
          <h3 className={styles.subtitle}>{t('photos.privateTitle')}</h3>
          {grid(privatePhotos, true, photos.length)}
        </>
      ) : null}
      {full ? limitNote : null}
      <div className={styles.upload}>
        <FileTrigger
          acceptedFileTypes={PHOTO_FILE_TYPES}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onUpload(file, allowPrivate && uploadPrivate);
          }}
        >
          <Button variant="secondary" isDisabled={full} isPending={busy}>
            {busy ? t('photos.uploading') : t('photos.upload')}
          </Button>
        </FileTrigger>
        {allowPrivate ? (
          <Checkbox
            isSelected={uploadPrivate}
            onChange={setUploadPrivate}
            isDisabled={full}
            description={t('photos.privateHint')}
          >
            {t('photos.private')}
          </Checkbox>
        ) : null}
      </div>
      <p className={styles.hint}>{t('photos.formats', { megabytes: PHOTO_MEGABYTES })}</p>
      <FormMessage message={message ?? null} />
    </div>
  );
}
