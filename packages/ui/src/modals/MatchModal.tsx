import { Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.js';
import { FictionalNotice, type FictionalNoticeProps } from '../components/FictionalNotice.js';
import { MemberImage } from '../components/MemberImage.js';
import { Modal } from '../components/Modal.js';
import { type LikedMember, LikedMemberPhoto } from './LikeModal.js';
import styles from './MatchModal.module.css';

/** Props of {@link MatchModal}. */
export interface MatchModalProps {
  isOpen: boolean;
  /** Closes the pop-up (the close button, Escape or a click outside). */
  onClose: () => void;
  /** The member the viewer matched with. */
  member: LikedMember;
  /**
   * The brand's fictional icon and singular label in the member's language (`useBrandTexts`),
   * shown whenever the matched member is fictional.
   */
  fictionalLabel: FictionalNoticeProps;
  /** The viewer's own name, for the placeholder of their photo. */
  ownName: string;
  /** The viewer's own main image (its `match` path, the CDN prefix added), or null for the placeholder. */
  ownImage: string | null;
  /**
   * The first action, "Send a message": the caller closes the pop-up and opens the conversation
   * (an empty one offers the icebreakers).
   */
  onMessage: () => void;
  /**
   * "View profile": the caller closes the pop-up and opens the member's profile. Absent where the
   * pop-up opens over that profile.
   */
  onViewProfile?: () => void;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
}

/**
 * The pop-up of a mutual like: "It's a match!", both photos side by side, then what to do next:
 * write to them first (focused), or look at their profile.
 */
export function MatchModal({
  isOpen,
  onClose,
  member,
  fictionalLabel,
  ownName,
  ownImage,
  onMessage,
  onViewProfile,
  cdnPrefix = '',
}: MatchModalProps) {
  const { t } = useTranslation(['discovery', 'forms']);
  const { name } = member;
  return (
    <Modal
      title={t('matchModal.title')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={t('forms:close')}
    >
      <div className={styles.body}>
        <div className={styles.photos}>
          <div className={styles.photo}>
            <MemberImage
              src={ownImage ? `${cdnPrefix}${ownImage}` : null}
              name={ownName}
              alt={t('matchModal.yourPhoto')}
              placeholderLabel={t('matchModal.yourPhoto')}
              priority
            />
          </div>
          <Heart aria-hidden="true" className={styles.heart} />
          <div className={styles.photo}>
            <LikedMemberPhoto member={member} cdnPrefix={cdnPrefix} />
          </div>
        </div>
        {member.fictional ? <FictionalNotice {...fictionalLabel} /> : null}
        <p className={styles.text}>{t('matchModal.text', { name })}</p>
        <div className={styles.actions}>
          <Button variant="primary" onPress={onMessage} autoFocus>
            <MessageCircle aria-hidden="true" className={styles.icon} />
            {t('actions.message')}
          </Button>
          {onViewProfile ? (
            <Button variant="secondary" onPress={onViewProfile}>
              {t('matchModal.viewProfile')}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
