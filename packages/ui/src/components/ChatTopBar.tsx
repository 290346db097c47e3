import type { ProfileCard } from '@dating/contract';
import { creditsBadge } from '@dating/logic';
import { ArrowLeft, Coins, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import styles from './ChatTopBar.module.css';
import { FictionalNotice, type FictionalNoticeProps } from './FictionalNotice.js';
import { Link } from './Link.js';
import { MemberAvatar } from './MemberAvatar.js';
import { VisuallyHidden } from './VisuallyHidden.js';

/** Props of {@link ChatTopBar}. */
export interface ChatTopBarProps {
  /** The member written with; null while the conversation loads. */
  profile: ProfileCard | null;
  /** The member's credits, shown as the credits badge. */
  credits: number;
  /** A premium member's badge leads to their last order, a free member's to the packages. */
  paid: boolean;
  /**
   * The brand's fictional icon and singular label in the member's language (`useBrandTexts`):
   * a conversation with a fictional profile shows them, always.
   */
  fictionalLabel: FictionalNoticeProps;
  /** Removes the conversation (after asking); none before the conversation's first message. */
  onRemove?: (() => void) | undefined;
  /** Prefix of image URLs (the brand's CDN, `settings.cdn_prefix`). */
  cdnPrefix?: string;
}

/**
 * The in-chat top bar (spec section 2): back to the conversations (below 992 px, where the list is
 * not beside the conversation), the other member's photo and name as the page's heading and a
 * link to their profile, online now, the brand's fictional notice for a fictional profile, the
 * credits badge and the button that removes the conversation.
 */
export function ChatTopBar({
  profile,
  credits,
  paid,
  fictionalLabel,
  onRemove,
  cdnPrefix = '',
}: ChatTopBarProps) {
  const { t } = useTranslation('chat');
  const badge = creditsBadge(credits);
  return (
    <div className={styles.bar}>
      <Link to="/chats" variant="plain" className={styles.back}>
        <ArrowLeft aria-hidden="true" className={styles.icon} />
        <VisuallyHidden>{t('topBar.backToConversations')}</VisuallyHidden>
      </Link>
      {profile ? (
        <div className={styles.who}>
          {/* The name (the page's heading) leads to the profile; the photo goes with it. */}
          <Link to={`/members/${profile.id}`} variant="plain" className={styles.member}>
            <MemberAvatar profile={profile} cdnPrefix={cdnPrefix} />
            <h1 className={styles.name}>{profile.name}</h1>
          </Link>
          {profile.online ? <span className={styles.online}>{t('topBar.online')}</span> : null}
          {profile.fictional ? <FictionalNotice {...fictionalLabel} /> : null}
        </div>
      ) : (
        <div className={styles.who} />
      )}
      <Link
        to={paid ? '/credits/repeat-order' : '/credits'}
        variant="plain"
        className={styles.credits}
        data-tone={badge?.tone ?? 'plenty'}
      >
        <Coins aria-hidden="true" className={styles.icon} />
        {t('topBar.credits', { count: credits })}
        <VisuallyHidden>{`, ${t('topBar.buyCredits')}`}</VisuallyHidden>
      </Link>
      {onRemove ? (
        <Button variant="ghost" className={styles.remove} onPress={onRemove}>
          <Trash2 aria-hidden="true" className={styles.icon} />
          <VisuallyHidden>{t('topBar.remove')}</VisuallyHidden>
        </Button>
      ) : null}
    </div>
  );
}
