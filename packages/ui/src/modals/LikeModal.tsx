import type { Image, ProfileCard } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.js';
import { FictionalNotice, type FictionalNoticeProps } from '../components/FictionalNotice.js';
import { MemberImage } from '../components/MemberImage.js';
import { Modal } from '../components/Modal.js';
import styles from './LikeModal.module.css';

/**
 * The member a like or match pop-up is about: a card, the answer of a like, or the auto-like
 * profile (whose image holds only its `match` path).
 */
export interface LikedMember extends Pick<ProfileCard, 'name' | 'fictional'> {
  main_image: Pick<Image, 'match'> | null;
}

/** Props of {@link LikeModal}. */
export interface LikeModalProps {
  isOpen: boolean;
  /** Closes the pop-up (the close button, Escape or a click outside). */
  onClose: () => void;
  /** The member just liked. */
  member: LikedMember;
  /**
   * The brand's fictional icon and singular label in the member's language (`useBrandTexts`),
   * shown whenever the liked member is fictional.
   */
  fictionalLabel: FictionalNoticeProps;
  /** The "Keep searching" button: the caller closes the pop-up and goes on with the search. */
  onKeepSearching: () => void;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
}

/** The pop-up after a like that is not (yet) a match: "You liked {name}", with their photo. */
export function LikeModal({
  isOpen,
  onClose,
  member,
  fictionalLabel,
  onKeepSearching,
  cdnPrefix = '',
}: LikeModalProps) {
  const { t } = useTranslation(['discovery', 'common', 'forms']);
  const { name } = member;
  return (
    <Modal
      title={t('likeModal.title', { name })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={t('forms:close')}
    >
      <div className={styles.body}>
        <div className={styles.photo}>
          <MemberImage
            src={member.main_image ? `${cdnPrefix}${member.main_image.match}` : null}
            name={name}
            alt={t('common:photoOf', { name })}
            placeholderLabel={t('common:noPhoto', { name })}
            priority
          />
          {member.fictional ? (
            <div className={styles.fictional}>
              <FictionalNotice {...fictionalLabel} />
            </div>
          ) : null}
        </div>
        <p className={styles.text}>{t('likeModal.text', { name })}</p>
        <Button variant="primary" onPress={onKeepSearching} autoFocus>
          {t('likeModal.keepSearching')}
        </Button>
      </div>
    </Modal>
  );
}
