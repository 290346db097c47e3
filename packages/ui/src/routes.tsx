import type { ComponentType } from 'react';
import { DefaultLayout, type DefaultLayoutProps } from './layouts/DefaultLayout.js';
import { lazyPage } from './page-loads.js';
import { matchPath, Route, Routes, useLocation } from './router.js';
import { ErrorScreen } from './screens/ErrorScreen.js';
import { RouteErrorBoundary } from './screens/RouteErrorBoundary.js';

/** One page of the site: where it lives and how its code loads. */
export interface SiteRoute {
  /** Stable name of the route, e.g. `members`. */
  id: string;
  /** Absolute path pattern, e.g. `/members`. */
  path: string;
  /** Downloads the page's code (its own lazy chunk) and resolves its screen component. */
  load: () => Promise<ComponentType>;
  /**
   * A public page that looks the same to every visitor: the build renders it to HTML ahead of
   * time in every language of the brand (see `prerenderedPages`), and the browser hydrates it.
   */
  prerender?: true;
  /**
   * `chat`: the full-screen chat layout (spec section 2): no site navigation, footer or
   * disclaimer; the page brings its conversation list, in-chat top bar and send footer.
   */
  layout?: 'chat';
}

// Pages reached by more than one address load through one function: the bundle names their
// code (and the chunks it needs) once.
const loadChatPage = async () => (await import('./screens/chat/ChatScreen.js')).ChatScreen;
const loadMemberProfilePage = async () =>
  (await import('./screens/MemberProfileScreen.js')).MemberProfileScreen;
const loadLikesPage = async () => (await import('./screens/LikesScreen.js')).LikesScreen;
const loadOperatorPage = async () =>
  (await import('./screens/operator/OperatorScreen.js')).OperatorScreen;
const loadTransactionPage = async () =>
  (await import('./screens/money/TransactionScreen.js')).TransactionScreen;

/**
 * The route table: the one place where the site's routes are declared. Every page is lazy-loaded
 * into the default layout; a URL that matches none of them shows the 404 error page there. A page
 * that is not built yet has no route (it is a 404 too), never a placeholder.
 */
export const routes: readonly SiteRoute[] = [
  {
    id: 'index',
    prerender: true,
    path: '/',
    load: async () => (await import('./screens/HomeScreen.js')).HomeScreen,
  },
  {
    id: 'login',
    prerender: true,
    path: '/login',
    load: async () => (await import('./screens/LoginScreen.js')).LoginScreen,
  },
  {
    id: 'members',
    path: '/members',
    load: async () => (await import('./screens/MembersScreen.js')).MembersScreen,
  },
  {
    id: 'member',
    path: '/members/:id',
    load: loadMemberProfilePage,
  },
  {
    id: 'member-chat',
    path: '/members/:id/chat',
    layout: 'chat',
    load: loadChatPage,
  },
  {
    id: 'chats',
    path: '/chats',
    layout: 'chat',
    load: loadChatPage,
  },
  {
    id: 'chat',
    path: '/chats/:id',
    layout: 'chat',
    load: loadChatPage,
  },
  // The brand's team answers for the fictional profiles here (its own login, not a member's).
  {
    id: 'operator',
    path: '/operator',
    layout: 'chat',
    load: loadOperatorPage,
  },
  {
    id: 'operator-conversation',
    path: '/operator/:id',
    layout: 'chat',
    load: loadOperatorPage,
  },
  {
    id: 'likes',
    path: '/likes',
    load: loadLikesPage,
  },
  {
    id: 'likes-list',
    path: '/likes/:type',
    load: loadLikesPage,
  },
  {
    // The profile view again, reached from the likes (spec section 2).
    id: 'liked-member',
    path: '/likes/m/:id',
    load: loadMemberProfilePage,
  },
  {
    id: 'swipe-game',
    path: '/swipe-game',
    load: async () => (await import('./screens/SwipeGameScreen.js')).SwipeGameScreen,
  },
  {
    id: 'match-finder',
    path: '/match-finder',
    load: async () => (await import('./screens/MatchFinderScreen.js')).MatchFinderScreen,
  },
  {
    id: 'premium',
    path: '/premium',
    load: async () => (await import('./screens/money/PremiumScreen.js')).PremiumScreen,
  },
  {
    id: 'pricing',
    path: '/pricing',
    load: async () => (await import('./screens/money/PricingScreen.js')).PricingScreen,
  },
  {
    id: 'credits',
    path: '/credits',
    load: async () => (await import('./screens/money/CreditsScreen.js')).CreditsScreen,
  },
  {
    // Before the checkout's pattern, which would take `repeat-order` for a package.
    id: 'repeat-order',
    path: '/credits/repeat-order',
    load: async () => (await import('./screens/money/RepeatOrderScreen.js')).RepeatOrderScreen,
  },
  {
    id: 'checkout',
    path: '/credits/:id/:method?',
    load: async () => (await import('./screens/money/CheckoutScreen.js')).CheckoutScreen,
  },
  {
    id: 'directdebit',
    path: '/directdebit',
    load: async () => (await import('./screens/money/DirectDebitScreen.js')).DirectDebitScreen,
  },
  {
    // The spec's id is optional: without one, the member's last order (`/credits/repeat-order`).
    id: 'transactions',
    path: '/transactions',
    load: loadTransactionPage,
  },
  {
    id: 'transaction',
    path: '/transactions/:id',
    load: loadTransactionPage,
  },
  {
    id: 'signup',
    prerender: true,
    path: '/signup',
    load: async () => (await import('./screens/SignupScreen.js')).SignupScreen,
  },
  {
    id: 'complete-signup',
    path: '/complete-signup',
    load: async () => (await import('./screens/CompleteSignupScreen.js')).CompleteSignupScreen,
  },
  {
    id: 'signup-matches',
    path: '/signup-matches',
    load: async () => (await import('./screens/SignupMatchesScreen.js')).SignupMatchesScreen,
  },
  {
    id: 'activate-done',
    path: '/activate/done',
    load: async () => (await import('./screens/ActivateDoneScreen.js')).ActivateDoneScreen,
  },
  {
    id: 'activate-error',
    path: '/activate/error',
    load: async () => (await import('./screens/ActivateErrorScreen.js')).ActivateErrorScreen,
  },
  {
    id: 'reset-password',
    path: '/reset-password',
    load: async () => (await import('./screens/ResetPasswordScreen.js')).ResetPasswordScreen,
  },
  {
    id: 'reset-password-do',
    path: '/reset-password/do',
    load: async () => (await import('./screens/ResetPasswordDoScreen.js')).ResetPasswordDoScreen,
  },
  {
    id: 'mail-change-do',
    path: '/mail-change/do',
    load: async () => (await import('./screens/MailChangeScreen.js')).MailChangeScreen,
  },
  {
    id: 'profile',
    path: '/profile',
    load: async () => (await import('./screens/ProfileScreen.js')).ProfileScreen,
  },
  {
    id: 'notifications',
    path: '/notifications',
    load: async () => (await import('./screens/NotificationsScreen.js')).NotificationsScreen,
  },
  {
    id: 'account-deleted',
    path: '/account-deleted',
    load: async () => (await import('./screens/AccountDeletedScreen.js')).AccountDeletedScreen,
  },
  {
    // Not in the spec's route list: where the reactivation mail leads (design note in README).
    id: 'reactivate',
    path: '/reactivate',
    load: async () => (await import('./screens/ReactivateScreen.js')).ReactivateScreen,
  },
];

// One lazy component per route, made once so React keeps each page's loaded code.
const pages = routes.map((route) => ({ ...route, Page: lazyPage(route.load) }));

/**
 * Downloads the code of the page that shows `pathname` (none for a path that is no route), so
 * that its first render does not wait: the browser asks for it together with the texts.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  await pages.find((page) => matchPath(page.path, pathname))?.Page.preload();
}

/** Props of {@link SiteRoutes}. */
export interface SiteRoutesProps {
  /** Footer design of the default layout. */
  footerVariant?: DefaultLayoutProps['footerVariant'];
}

/**
 * The route table rendered for the site's router (`<Routes>`): every page inside
 * the default layout, which shows the navigation progress bar while a page's code loads and the
 * error page when a page fails. Needs a router above it (`SiteApp` brings one).
 */
export function SiteRoutes({ footerVariant = 'plain' }: SiteRoutesProps) {
  const { pathname } = useLocation();
  const chat = pages.some((page) => page.layout === 'chat' && matchPath(page.path, pathname));
  return (
    // Errors of the layout itself: the error page on its own.
    <RouteErrorBoundary resetKey={pathname}>
      <DefaultLayout footerVariant={footerVariant} variant={chat ? 'chat' : 'default'}>
        <Routes>
          {pages.map(({ id, path, Page }) => (
            <Route key={id} path={path}>
              <Page />
            </Route>
          ))}
          <Route>
            <ErrorScreen status={404} />
          </Route>
        </Routes>
      </DefaultLayout>
    </RouteErrorBoundary>
  );
}
