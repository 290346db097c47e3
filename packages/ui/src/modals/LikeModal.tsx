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
  /** The member just liked, or (`received`) the member who likes the viewer. */
  member: LikedMember;
  /**
   * `given` (default): the viewer has just liked the member. `received`: the member likes the
   * viewer (the pop-up given no profile, which fetched the newest like).
   */
  direction?: 'given' | 'received';
  /**
   * The brand's fictional icon and singular label in the member's language (`useBrandTexts`),
   * shown whenever the liked member is fictional.
   */
  fictionalLabel: FictionalNoticeProps;
  /**
   * The pop-up's button: "Keep searching" after a like given (the caller goes on with the
   * search), "View profile" for a like received (the caller opens the liked profile).
   */
  onAction: () => void;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
}

/**
 * The like pop-up, with the member's photo: after a like that is not (yet) a match, "You liked
 * {name}" and "Keep searching"; for a like received, "{name} likes you" and "View profile".
 */
export function LikeModal({
  isOpen,
  onClose,
  member,
  fictionalLabel,
  direction = 'given',
  onAction,
  cdnPrefix = '',
}: LikeModalProps) {
  const { t } = useTranslation(['discovery', 'forms']);
  const { name } = member;
  return (
    <Modal
      title={t(direction === 'given' ? 'likeModal.title' : 'likeModal.receivedTitle', { name })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={t('forms:close')}
    >
      <div className={styles.body}>
        <div className={styles.photo}>
          <LikedMemberPhoto member={member} cdnPrefix={cdnPrefix} />
          {member.fictional ? (
            <div className={styles.fictional}>
              <FictionalNotice {...fictionalLabel} />
            </div>
          ) : null}
        </div>
        <p className={styles.text}>
          {t(direction === 'given' ? 'likeModal.text' : 'likeModal.receivedText', { name })}
        </p>
        <Button variant="primary" onPress={onAction} autoFocus>
          {t(direction === 'given' ? 'likeModal.keepSearching' : 'likeModal.viewProfile')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The photo of the member a like or match pop-up is about (its `match` size, from the brand's
 * CDN), or the placeholder with their initial.
 */
export function LikedMemberPhoto({
  member,
  cdnPrefix,
}: {
  member: LikedMember;
  cdnPrefix: string;
}) {
  const { t } = useTranslation('common');
  const { name } = member;
  return (
    <MemberImage
      src={member.main_image ? `${cdnPrefix}${member.main_image.match}` : null}
      name={name}
      alt={t('photoOf', { name })}
      placeholderLabel={t('noPhoto', { name })}
      priority
    />
  );
}
