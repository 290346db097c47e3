import { Coins, Crown, Heart, MessageCircle, Search, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from '../router.js';
import { Badge } from './Badge.js';
import { LazyDropdownMenu } from './LazyDropdownMenu.js';
import styles from './TabBar.module.css';
import type { AccountAction, NavigationMember } from './TopNavigation.js';
import { VisuallyHidden } from './VisuallyHidden.js';

/** Props of {@link TabBar}. */
export interface TabBarProps {
  /** The logged-in member's counters and balance. */
  member: NavigationMember;
  /** Called with `profile`, `settings` or `logout` from the account tab's menu. */
  onAccountAction: (action: AccountAction) => void;
  /** False on the signup completion step: no account menu. */
  showMenus?: boolean;
}

/** Pages the account tab leads to: the tab shows as current there. */
const ACCOUNT_PATHS = ['/profile', '/notifications'];

function TabLink({
  to,
  icon,
  label,
  badge,
  end = false,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
  end?: boolean;
}) {
  return (
    <li className={styles.item}>
      {/* NavLink marks the current tab with aria-current="page". */}
      <NavLink to={to} end={end} className={styles.tab}>
        <span className={styles.icon}>{icon}</span>
        <span className={styles.label}>{label}</span>
        {badge}
      </NavLink>
    </li>
  );
}

/**
 * The bottom tab bar of phones and small tablets (below 992 px; hidden above, where the top
 * navigation holds the same items): Search, Likes, Messages, Credits or Premium, and Account,
 * which opens a menu with My profile, Settings and Logout. Every item of the navigation is at
 * most two taps away.
 */
export function TabBar({ member, onAccountAction, showMenus = true }: TabBarProps) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const accountCurrent = ACCOUNT_PATHS.some((path) => pathname.startsWith(path));
  return (
    <nav className={styles.bar} aria-label={t('tabBar')}>
      <ul className={styles.list}>
        <TabLink to="/members" end icon={<Search aria-hidden="true" />} label={t('tabSearch')} />
        <TabLink
          to="/likes"
          icon={<Heart aria-hidden="true" />}
          label={t('likes')}
          badge={
            member.likesBadge ? (
              <>
                <Badge decorative>{member.likesBadge}</Badge>
                <VisuallyHidden>{`, ${t('newLikes', { count: member.likesCount })}`}</VisuallyHidden>
              </>
            ) : null
          }
        />
        <TabLink
          to="/chats"
          icon={<MessageCircle aria-hidden="true" />}
          label={t('messages')}
          badge={
            member.unreadBadge ? (
              <>
                <Badge decorative>{member.unreadBadge}</Badge>
                <VisuallyHidden>
                  {`, ${t('unreadMessages', { count: member.unreadCount })}`}
                </VisuallyHidden>
              </>
            ) : null
          }
        />
        {member.paid ? (
          <TabLink
            to="/credits/repeat-order"
            icon={<Coins aria-hidden="true" />}
            label={t('credits')}
            badge={
              member.creditsBadge ? (
                <>
                  <Badge decorative tone={member.creditsBadge.tone}>
                    {member.creditsBadge.text}
                  </Badge>
                  <VisuallyHidden>{`, ${t('creditsLeft', { count: member.credits })}`}</VisuallyHidden>
                </>
              ) : null
            }
          />
        ) : (
          <TabLink to="/premium" icon={<Crown aria-hidden="true" />} label={t('tabPremium')} />
        )}
        {showMenus ? (
          <li className={styles.item} data-current={accountCurrent || undefined}>
            <LazyDropdownMenu
              label={t('account')}
              triggerClassName={styles.tab}
              placement="top end"
              trigger={
                <>
                  <span className={styles.icon}>
                    <UserRound aria-hidden="true" />
                  </span>
                  <span className={styles.label}>{t('account')}</span>
                </>
              }
              items={[
                { id: 'profile', label: t('myProfile') },
                { id: 'settings', label: t('settings') },
                { id: 'logout', label: t('logout') },
              ]}
              onAction={(id) => onAccountAction(id as AccountAction)}
            />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
