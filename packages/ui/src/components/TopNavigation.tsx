import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../router.js';
import { Badge } from './Badge.js';
import { BrandLogo } from './BrandLogo.js';
import { LazyDropdownMenu } from './LazyDropdownMenu.js';
import styles from './TopNavigation.module.css';
import { VisuallyHidden } from './VisuallyHidden.js';

/** A language offered in the locale dropdown. */
export interface NavigationLanguage {
  code: string;
  /** The language's own name, e.g. "Deutsch". */
  nativeName: string;
}

/** Counters and balance of the logged-in member, as shown by the navigation. */
export interface NavigationMember {
  /** Badge text of unread messages (`99+` from 100), or null for no badge. */
  unreadBadge: string | null;
  unreadCount: number;
  /** Badge text of new likes, or null for no badge. */
  likesBadge: string | null;
  likesCount: number;
  /** Paid members see Credits (with a badge at 10 or fewer), others Get Premium. */
  paid: boolean;
  credits: number;
  creditsBadge: { text: string; tone: 'warning' | 'danger' } | null;
}

/** What the account menu offers. */
export type AccountAction = 'profile' | 'settings' | 'logout';

/** Props of {@link TopNavigation}. */
export interface TopNavigationProps {
  brandName: string;
  /** Logged-in member's counters, or null for a visitor. */
  member: NavigationMember | null;
  languages: readonly NavigationLanguage[];
  language: string;
  onLanguageChange: (code: string) => void;
  /** Called with `profile`, `settings` or `logout` from the account menu. */
  onAccountAction: (action: AccountAction) => void;
  /** False on the signup completion step: no locale and no account menu. */
  showMenus?: boolean;
}

/**
 * The site's top bar: logo, member links with badges, Credits or Get Premium, and the menus. On
 * phones and small tablets (below 992 px) it is a compact bar of logo and language menu: the member links and the
 * account menu move to the tab bar (`TabBar`) at the bottom.
 */
export function TopNavigation({
  brandName,
  member,
  languages,
  language,
  onLanguageChange,
  onAccountAction,
  showMenus = true,
}: TopNavigationProps) {
  const { t } = useTranslation('navigation');
  const current = languages.find((option) => option.code === language);
  const languageTrigger = current?.nativeName ?? language.toUpperCase();
  const languageLabel = t('languageMenu', { language: languageTrigger });
  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <nav className={styles.navigation} aria-label={t('mainNavigation')}>
      <Link to={member ? '/members' : '/'} className={styles.logo}>
        <BrandLogo name={brandName} />
      </Link>
      {member ? (
        <ul className={styles.links}>
          <li>
            <NavLink to="/members" end className={navLinkClass}>
              {t('searchMembers')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/chats" className={navLinkClass}>
              {t('messages')}
              {member.unreadBadge ? (
                <>
                  <Badge decorative>{member.unreadBadge}</Badge>
                  <VisuallyHidden>
                    {`, ${t('unreadMessages', { count: member.unreadCount })}`}
                  </VisuallyHidden>
                </>
              ) : null}
            </NavLink>
          </li>
          <li>
            <NavLink to="/likes" className={navLinkClass}>
              {t('likes')}
              {member.likesBadge ? (
                <>
                  <Badge decorative>{member.likesBadge}</Badge>
                  <VisuallyHidden>{`, ${t('newLikes', { count: member.likesCount })}`}</VisuallyHidden>
                </>
              ) : null}
            </NavLink>
          </li>
          <li>
            {member.paid ? (
              <NavLink to="/credits/repeat-order" className={navLinkClass}>
                {t('credits')}
                {member.creditsBadge ? (
                  <>
                    <Badge decorative tone={member.creditsBadge.tone}>
                      {member.creditsBadge.text}
                    </Badge>
                    <VisuallyHidden>
                      {`, ${t('creditsLeft', { count: member.credits })}`}
                    </VisuallyHidden>
                  </>
                ) : null}
              </NavLink>
            ) : (
              <NavLink to="/premium" className={`${styles.link} ${styles.premium}`}>
                {t('getPremium')}
              </NavLink>
            )}
          </li>
        </ul>
      ) : null}
      <div className={styles.end}>
        {showMenus ? (
          <LazyDropdownMenu
            label={languageLabel}
            trigger={languageTrigger}
            items={languages.map((option) => ({
              id: option.code,
              label: option.nativeName,
              lang: option.code,
            }))}
            selectedId={language}
            onAction={onLanguageChange}
          />
        ) : null}
        {member && showMenus ? (
          <div className={styles.account}>
            <LazyDropdownMenu
              label={t('account')}
              trigger={t('account')}
              items={[
                { id: 'profile', label: t('myProfile') },
                { id: 'settings', label: t('settings') },
                { id: 'logout', label: t('logout') },
              ]}
              onAction={(id) => onAccountAction(id as AccountAction)}
            />
          </div>
        ) : null}
        {member ? null : (
          <Link to="/login" className={styles.login}>
            {t('login')}
          </Link>
        )}
      </div>
    </nav>
  );
}
