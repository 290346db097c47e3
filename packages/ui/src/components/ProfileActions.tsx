import type { LikeState } from '@dating/contract/enums';
import { Ban, Flag, Gift, Heart, HeartOff, MessageCircle, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import { Link } from './Link.js';
import { loginPath } from './login-path.js';
import styles from './ProfileActions.module.css';
import type { Viewer } from './viewer.js';

/** Props of {@link ProfileActions}. */
export interface ProfileActionsProps {
  /** The other member's name, for the like state in words. */
  name: string;
  /** Who looks: a visitor gets one "Log in to like" link instead of the buttons. */
  viewer: Viewer;
  /** Where a visitor comes back to after logging in (this profile's address); none by default. */
  returnTo?: string;
  /** How the two stand (`MemberProfile.like`), or null without a like either way. */
  like: LikeState | null;
  /** The viewer has blocked this member: only unblock and report are offered. */
  blocked: boolean;
  /**
   * True while a like, unlike, block or unblock is under way: the buttons ignore presses but keep
   * the focus where it was.
   */
  pending: boolean;
  onLike: () => void;
  onUnlike: () => void;
  onBlock: () => void;
  onUnblock: () => void;
  /** Opens the report form (reporting blocks the member too). */
  onReport: () => void;
  /**
   * Where "Send a message" leads (`/members/{id}/chat`), and "Send a gift" with `?gift` (the
   * chat opens the gift catalogue); neither button without it.
   */
  chatHref?: string;
}

/**
 * What the viewer can do on another member's profile: write to them, like (or like back), unlike,
 * block or unblock, and report, with the like state in words (you liked them, they like you, a match).
 */
export function ProfileActions({
  name,
  viewer,
  returnTo,
  like,
  blocked,
  pending,
  onLike,
  onUnlike,
  onBlock,
  onUnblock,
  onReport,
  chatHref,
}: ProfileActionsProps) {
  const { t } = useTranslation('discovery');
  if (viewer === 'visitor') {
    return (
      <div className={styles.actions}>
        <Link to={loginPath(returnTo)} variant="button">
          <Heart aria-hidden="true" className={styles.icon} />
          {t('actions.loginToLike')}
        </Link>
      </div>
    );
  }
  const likes = like === 'liked' || like === 'match';
  const state = blocked
    ? t('actions.blocked', { name })
    : like
      ? t(`actions.state.${like}`, { name })
      : '';
  return (
    <div className={styles.panel}>
      <p role="status" className={styles.state} data-like={blocked ? 'blocked' : (like ?? 'none')}>
        {state}
      </p>
      <div className={styles.actions}>
        {blocked || !chatHref ? null : (
          <>
            <Link to={chatHref} variant="button">
              <MessageCircle aria-hidden="true" className={styles.icon} />
              {t('actions.message')}
            </Link>
            <Link to={`${chatHref}?gift`} variant="button-secondary">
              <Gift aria-hidden="true" className={styles.icon} />
              {t('actions.gift')}
            </Link>
          </>
        )}
        {blocked ? null : likes ? (
          <Button variant="secondary" isPending={pending} onPress={onUnlike}>
            <HeartOff aria-hidden="true" className={styles.icon} />
            {t('actions.unlike')}
          </Button>
        ) : (
          <Button variant="primary" isPending={pending} onPress={onLike}>
            <Heart aria-hidden="true" className={styles.icon} />
            {like === 'received' ? t('actions.likeBack') : t('actions.like')}
          </Button>
        )}
        {blocked ? (
          <Button variant="secondary" isPending={pending} onPress={onUnblock}>
            <ShieldCheck aria-hidden="true" className={styles.icon} />
            {t('actions.unblock')}
          </Button>
        ) : (
          <Button variant="ghost" isPending={pending} onPress={onBlock}>
            <Ban aria-hidden="true" className={styles.icon} />
            {t('actions.block')}
          </Button>
        )}
        <Button variant="ghost" isPending={pending} onPress={onReport}>
          <Flag aria-hidden="true" className={styles.icon} />
          {t('actions.report')}
        </Button>
      </div>
    </div>
  );
}
