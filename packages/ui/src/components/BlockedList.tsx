import type { ProfileCard } from '@dating/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './BlockedList.module.css';
import { Button } from './Button.js';
import { FictionalNotice, type FictionalNoticeProps } from './FictionalNotice.js';
import { MemberImage } from './MemberImage.js';

/** A blocked member as the list shows them. */
export type BlockedMember = Pick<ProfileCard, 'id' | 'name' | 'main_image' | 'fictional'>;

/** Props of {@link BlockedList}. */
export interface BlockedListProps {
  /** The members the viewer has blocked. */
  profiles: readonly BlockedMember[];
  /** Unblocks one member. */
  onUnblock: (id: number) => void;
  /** The member being unblocked right now, or null: every button waits meanwhile. */
  pendingId?: number | null;
  /**
   * The brand's fictional icon and singular label in the member's language (`useBrandTexts`),
   * shown beside every fictional profile.
   */
  fictionalLabel: FictionalNoticeProps;
  /** Level of the list's heading (default 2, a part of the profile page). */
  headingLevel?: 2 | 3;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
}

/** The members the viewer has blocked (on `/profile`), each with an "Unblock" button. */
export function BlockedList({
  profiles,
  onUnblock,
  pendingId = null,
  fictionalLabel,
  headingLevel = 2,
  cdnPrefix = '',
}: BlockedListProps) {
  const { t } = useTranslation(['discovery', 'common']);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId} className={styles.title}>
        {t('blockedList.title')}
      </Heading>
      {profiles.length ? (
        <ul className={styles.list}>
          {profiles.map(({ main_image: image, ...profile }) => (
            <li key={profile.id} className={styles.item}>
              <div className={styles.thumb}>
                <MemberImage
                  src={image ? `${cdnPrefix}${image.thumb_filename}` : null}
                  src2x={image?.thumb_2x_filename ? `${cdnPrefix}${image.thumb_2x_filename}` : null}
                  name={profile.name}
                  alt={t('common:photoOf', { name: profile.name })}
                  placeholderLabel={t('common:noPhoto', { name: profile.name })}
                />
              </div>
              <div className={styles.who}>
                <span className={styles.name}>{profile.name}</span>
                {profile.fictional ? <FictionalNotice {...fictionalLabel} /> : null}
              </div>
              <UnblockButton
                name={profile.name}
                pending={pendingId === profile.id}
                waiting={pendingId !== null && pendingId !== profile.id}
                onUnblock={() => onUnblock(profile.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('blockedList.empty')}</p>
      )}
    </section>
  );
}

interface UnblockButtonProps {
  name: string;
  /** This member is being unblocked. */
  pending: boolean;
  /** Another member is being unblocked. */
  waiting: boolean;
  onUnblock: () => void;
}

/**
 * One member's "Unblock" button. Its name starts with the visible word (speech input finds it by
 * that word) and adds the member's name; while pending it keeps the focus and says so.
 */
function UnblockButton({ name, pending, waiting, onUnblock }: UnblockButtonProps) {
  const { t } = useTranslation('discovery');
  return (
    <Button
      variant="secondary"
      aria-label={pending ? undefined : t('blockedList.unblockName', { name })}
      isPending={pending}
      isDisabled={waiting}
      onPress={onUnblock}
    >
      {pending ? t('blockedList.unblocking') : t('blockedList.unblock')}
    </Button>
  );
}
