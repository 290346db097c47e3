import { LANGUAGES } from '@dating/contract/enums';
import { timeBonusApplies } from '@dating/contract/rules';
import { badgeText, creditsBadge, formatSupportPhone, LIKE_POPUP_PARAMETER } from '@dating/logic';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../components/BrandLogo.js';
import { Disclaimer } from '../components/Disclaimer.js';
import { NavigationProgress } from '../components/NavigationProgress.js';
import { RouteAnnouncer } from '../components/RouteAnnouncer.js';
import { SiteFooter } from '../components/SiteFooter.js';
import {
  type AccountAction,
  type NavigationMember,
  TopNavigation,
} from '../components/TopNavigation.js';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { useTabCount } from '../hooks/use-tab-count.js';
import { useTypingHold } from '../hooks/use-typing-hold.js';
import { usePageLoadPending } from '../page-loads.js';
import { useOwnPageLinks } from '../page-overrides.js';
import { Link, useLocation, useNavigate } from '../router.js';
import { companyAddressLine } from '../screens/pages/legal-values.js';
import { RouteErrorBoundary } from '../screens/RouteErrorBoundary.js';
import {
  useCatalog,
  useCounters,
  useLocale,
  useOverlays,
  useSession,
  useSettings,
  useSignup,
  useStores,
} from '../stores-context.js';
import styles from './DefaultLayout.module.css';
import { SiteEntryWarning } from './SiteEntryWarning.js';

// The signup modal and its forms load when someone opens signup, not with the first page.
const SignupModal = lazy(() =>
  import('../modals/SignupModal.js').then((module) => ({ default: module.SignupModal })),
);

// Members' tab bar (phones): its code and icons stay out of the visitors' first load.
const TabBar = lazy(() =>
  import('../components/TabBar.js').then((module) => ({ default: module.TabBar })),
);

// The time bonus of a new member: loaded for members who get it.
const TimeBonus = lazy(() =>
  import('./TimeBonus.js').then((module) => ({ default: module.TimeBonus })),
);

// The match pop-up of a match made while the member was away: loaded when its turn comes.
const RestrictionNotices = lazy(() =>
  import('./RestrictionNotices.js').then((module) => ({ default: module.RestrictionNotices })),
);

const PendingMatch = lazy(() =>
  import('./PendingMatch.js').then((module) => ({ default: module.PendingMatch })),
);

// The like pop-up asked for by the address (`?like`): loaded when a member's address asks.
const LikePopup = lazy(() =>
  import('./LikePopup.js').then((module) => ({ default: module.LikePopup })),
);

/** Props of {@link DefaultLayout}. */
export interface DefaultLayoutProps {
  /** The page: the route table's matched screen, or one screen in a story. */
  children: ReactNode;
  /** Footer design: `copyright` adds the copyright line. */
  footerVariant?: 'plain' | 'copyright';
  /**
   * `chat`: the chat layout of spec section 2, full screen. The page fills the window and brings
   * its own top bar (the way back, the credits badge), so the site's navigation, tab bar, time
   * bonus banner, disclaimer and footer are left out; the chat's top bar marks fictional
   * profiles instead of the disclaimer.
   *
   * `lander`: the lander layout of spec section 2, for the pages paid traffic arrives on: a simple
   * header with the logo and a way to log in (or on to the members), no menus, tab bar or
   * pop-ups of members; the disclaimer, footer and site-entry warning as everywhere.
   */
  variant?: 'default' | 'chat' | 'lander';
}

/**
 * The default layout: top navigation with badges and menus (on phones a compact top bar and a
 * bottom tab bar), the navigation progress bar (shown
 * while a page's code loads), the page (its errors caught and shown as the error page), the
 * brand's fictional-profiles disclaimer, the footer, the site-entry warning, the match pop-up of a
 * match made while the member was away, the time bonus of a new member (banner and pop-up), the
 * like pop-up when the address asks for it (`?like`)
 * and, once opened, the signup modal. Its pop-ups open one at a time, through the overlay queue,
 * never while the member types (the layout tells the queue). Needs a router.
 */
export function DefaultLayout({
  children,
  footerVariant = 'plain',
  variant = 'default',
}: DefaultLayoutProps) {
  const stores = useStores();
  const settings = useSettings();
  const { companyInfo } = useCatalog();
  const ownPageLinks = useOwnPageLinks();
  const brandTexts = useBrandTexts();
  const { user } = useSession();
  const locale = useLocale();
  const counters = useCounters();
  const { open } = useOverlays();
  useTypingHold();
  // The tab title and the app badge: unread messages and new likes together.
  useTabCount(user ? counters.unreadMessages + counters.newLikes : 0);
  const { modalOpen: signupOpen, finished: signupFinished } = useSignup();
  const pageLoading = usePageLoadPending();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation(['navigation', 'common', 'footer']);

  const member: NavigationMember | null = user
    ? {
        unreadBadge: badgeText(counters.unreadMessages),
        unreadCount: counters.unreadMessages,
        likesBadge: badgeText(counters.newLikes),
        likesCount: counters.newLikes,
        paid: user.paid_user,
        credits: user.credits,
        creditsBadge: creditsBadge(user.credits),
      }
    : null;
  // A finished signup (modal or page) goes on to the completion step, which closes the flow.
  useEffect(() => {
    if (signupFinished) navigate('/complete-signup');
  }, [signupFinished, navigate]);

  const languages = LANGUAGES.filter((option) => locale.available.includes(option.code));
  const showMenus = location.pathname !== '/complete-signup';
  const chat = variant === 'chat';
  const lander = variant === 'lander';
  const onAccountAction = (action: AccountAction) => {
    if (action === 'profile') navigate('/profile');
    else if (action === 'settings') navigate('/notifications');
    else void stores.session.actions.logout().then(() => navigate('/'));
  };

  return (
    <div
      className={styles.page}
      data-tab-bar={member && !chat ? true : undefined}
      data-variant={variant}
    >
      <a href="#main" className={styles.skip}>
        {t('common:skipToContent')}
      </a>
      <NavigationProgress active={pageLoading} label={t('loadingPage')} />
      <RouteAnnouncer />
      {lander ? (
        <header className={styles.header}>
          <nav className={styles.landerBar} aria-label={t('mainNavigation')}>
            <Link to="/" className={styles.landerLogo}>
              <BrandLogo name={settings.name} />
            </Link>
            {user ? (
              <Link to="/members" className={styles.landerLink}>
                {t('searchMembers')}
              </Link>
            ) : (
              <Link to="/login" className={styles.landerLink}>
                {t('login')}
              </Link>
            )}
          </nav>
        </header>
      ) : null}
      {chat || lander ? null : (
        <header className={styles.header}>
          <TopNavigation
            brandName={settings.name}
            member={member}
            languages={languages}
            language={locale.language}
            showMenus={showMenus}
            onLanguageChange={(code) => {
              const option = languages.find((candidate) => candidate.code === code);
              if (option) void stores.locale.actions.setLanguage(option.code);
            }}
            onAccountAction={onAccountAction}
          />
          {member ? (
            <Suspense fallback={null}>
              <TabBar member={member} showMenus={showMenus} onAccountAction={onAccountAction} />
            </Suspense>
          ) : null}
        </header>
      )}
      {user &&
      showMenus &&
      variant === 'default' &&
      timeBonusApplies(user, stores.clock.now(), settings.offers.time_bonus_hours) ? (
        <Suspense fallback={null}>
          <TimeBonus key={user.profile.id} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {user && variant === 'default' ? (
          <Suspense fallback={null}>
            <RestrictionNotices key={user.profile.id} />
          </Suspense>
        ) : null}
        {/* A failing page is replaced by the error page until the next navigation. */}
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={null}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      {chat ? null : (
        <>
          <Disclaimer
            icon={brandTexts.fictional_icon}
            text={brandTexts.fictional_warning}
            label={t('footer:disclaimer')}
          />
          <footer className={styles.footer}>
            <SiteFooter
              brandName={settings.name}
              loggedIn={Boolean(user)}
              supportEmail={settings.support_email}
              supportPhone={formatSupportPhone(settings.support_phone)}
              variant={footerVariant}
              ownPages={ownPageLinks}
              company={
                companyInfo
                  ? { name: companyInfo.name, address: companyAddressLine(companyInfo) }
                  : undefined
              }
            />
          </footer>
        </>
      )}
      <SiteEntryWarning />
      {user && !lander && open?.kind === 'match' ? (
        <Suspense fallback={null}>
          <PendingMatch />
        </Suspense>
      ) : null}
      {user && new URLSearchParams(location.search).has(LIKE_POPUP_PARAMETER) ? (
        <Suspense fallback={null}>
          <LikePopup />
        </Suspense>
      ) : null}
      {signupOpen ? (
        <Suspense fallback={null}>
          <SignupModal />
        </Suspense>
      ) : null}
    </div>
  );
}
