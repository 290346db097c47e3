import {
  BUNDLE_TIERS,
  LANDER_NAMES,
  LANGUAGE_SLUGS,
  type Language,
  type LegalPage,
  LIKE_LIST_TYPES,
  PAYMENT_ID_PATTERN,
  PAYMENT_METHODS,
  type PageOverrides,
  SWIPE_LANDER,
} from '@dating/contract/enums';
import {
  ID_PARAM,
  ID_PATTERN,
  languageOfSlug,
  OWN_PAGE_TOKEN_PATTERN,
  type RouteParamRule,
  routeParamsAllowed,
  STATEMENT_TOKEN_PARAM,
} from '@dating/contract/rules';
import type { Stores } from '@dating/logic';
import type { ComponentType } from 'react';
import { DefaultLayout, type DefaultLayoutProps } from './layouts/DefaultLayout.js';
import { lazyPage } from './page-loads.js';
import { loadPageText, shownPage } from './page-overrides.js';
import { matchParams, Route, useLocation } from './router.js';
import { ErrorScreen } from './screens/ErrorScreen.js';
import { landerShowcaseQuery } from './screens/landers/showcase-query.js';
import { BACK_OFFICE_PARTS } from './screens/operator/back-office-parts.js';
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
   * time in every language of the brand (see `prerenderedPagesOf`), and the browser hydrates it.
   * `{ each: 'name' }`: one page per value of that parameter's list (one per lander).
   */
  prerender?: true | { each: string };
  /**
   * What the path's parameters may be (`routeParamsAllowed`): an address whose parameter breaks
   * its rule is no page (404 in the browser and from the server), e.g. `/likes/liked`.
   */
  params?: Readonly<Record<string, RouteParamRule>>;
  /**
   * `chat`: the full-screen chat layout (spec section 2): no site navigation, footer or
   * disclaimer; the page brings its conversation list, in-chat top bar and send footer.
   * `lander`: the lander layout, a simple header with the logo (no menus, no signup modal).
   */
  layout?: 'chat' | 'lander';
  /**
   * The parameter that names the page's language by its language path (`deu`; `auto` or none:
   * the visitor's language), as a lander's `slug` does: the page shows in that language, and an
   * address naming a language the brand does not offer is a 404.
   */
  languageParam?: string;
  /**
   * The parameter that names the member the page shows (a member landing's `id`): the server
   * answers 404 for a member a visitor may not see (hidden, deleted, another brand's).
   */
  memberParam?: string;
  /**
   * Asks for the data the page shows as the site starts, before its code has loaded and
   * hydrated (a lander's members), so that it is there when the page wants it.
   */
  prefetch?: (
    stores: Stores,
    params: Readonly<Record<string, string | undefined>>,
  ) => Promise<unknown> | null;
  /**
   * The operator's page the route shows where the brand has one (a `PageOverrides` key: a legal
   * page in the operator's words, an own page's token): its text loads with the page's code
   * (`preloadPageAt`).
   */
  operatorPage?: (params: Readonly<Record<string, string | undefined>>) => string | undefined;
}

// Pages reached by more than one address load through one function: the bundle names their
// code (and the chunks it needs) once.
const loadChatPage = async () => (await import('./screens/chat/ChatScreen.js')).ChatScreen;
const loadMemberProfilePage = async () =>
  (await import('./screens/MemberProfileScreen.js')).MemberProfileScreen;
const loadLikesPage = async () => (await import('./screens/LikesScreen.js')).LikesScreen;
const loadOperatorPage = async () =>
  (await import('./screens/operator/OperatorScreen.js')).OperatorScreen;
const loadLanderPage = async () => (await import('./screens/landers/LanderScreen.js')).LanderScreen;
const loadMemberLandingPage = async () =>
  (await import('./screens/landers/MemberLandingScreen.js')).MemberLandingScreen;
const prefetchLandingMember: SiteRoute['prefetch'] = (stores, { id }) =>
  id ? stores.showcase.actions.load({ member: Number(id) }) : null;
const prefetchLanderMembers: SiteRoute['prefetch'] = (stores, { name = SWIPE_LANDER }) =>
  stores.showcase.actions.load(landerShowcaseQuery(name));
/**
 * A legal page's route parts: its code, the product's document or the operator's version of the
 * page where the brand has one in the visitor's language (`LegalPageOrOperatorPage`), and that
 * version's name.
 */
const legalPage = (
  page: LegalPage,
  load: () => Promise<ComponentType>,
): Pick<SiteRoute, 'load' | 'operatorPage'> => ({
  load: async () => {
    const [product, { LegalPageOrOperatorPage }] = await Promise.all([
      load(),
      import('./screens/pages/OperatorPage.js'),
    ]);
    if (page !== 'ban') return () => <LegalPageOrOperatorPage page={page} product={product} />;
    const { RestrictionNotice } = await import('./screens/pages/RestrictionNotice.js');
    return () => (
      <>
        <RestrictionNotice />
        <LegalPageOrOperatorPage page={page} product={product} />
      </>
    );
  },
  operatorPage: () => page,
});
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
    params: { id: ID_PARAM },
    path: '/members/:id',
    load: loadMemberProfilePage,
  },
  {
    id: 'member-chat',
    params: { id: ID_PARAM },
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
    params: { id: ID_PARAM },
    path: '/chats/:id',
    layout: 'chat',
    load: loadChatPage,
  },
  // The brand's back office (its own login, not a member's): the chat inbox, where the team
  // answers for the fictional profiles, the photo review, reports, appeals, members, the team and
  // the audit log; one route, whose page shows the part the address names.
  {
    id: 'operator',
    // A part of its own (`BACK_OFFICE_PARTS`), or a conversation of the inbox (its id).
    params: { part: { pattern: `${BACK_OFFICE_PARTS.join('|')}|${ID_PATTERN}` } },
    path: '/operator/:part?',
    layout: 'chat',
    load: loadOperatorPage,
  },
  // A statement of reasons, at the link its mail gives the member (no login: a suspended or
  // banned member has none).
  {
    id: 'statement',
    params: { token: STATEMENT_TOKEN_PARAM },
    path: '/statements/:token',
    load: async () => (await import('./screens/StatementScreen.js')).StatementScreen,
  },
  {
    id: 'likes',
    path: '/likes',
    load: loadLikesPage,
  },
  {
    id: 'likes-list',
    params: { type: { values: LIKE_LIST_TYPES } },
    path: '/likes/:type',
    load: loadLikesPage,
  },
  {
    // The profile view again, reached from the likes (spec section 2).
    id: 'liked-member',
    params: { id: ID_PARAM },
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
    params: { id: { values: BUNDLE_TIERS }, method: { values: PAYMENT_METHODS } },
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
    params: { id: { pattern: PAYMENT_ID_PATTERN.source.slice(1, -1) } },
    path: '/transactions/:id',
    load: loadTransactionPage,
  },
  {
    // The withdrawal function (EU Directive 2023/2673), linked from every footer.
    id: 'withdrawal',
    path: '/withdrawal',
    load: async () => (await import('./screens/money/WithdrawalScreen.js')).WithdrawalScreen,
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
  // The landings around one member (spec section 2), for campaigns that show one face.
  {
    id: 'member-landing',
    params: { id: ID_PARAM },
    memberParam: 'id',
    path: '/members/:id/landing',
    layout: 'lander',
    prefetch: prefetchLandingMember,
    load: loadMemberLandingPage,
  },
  {
    id: 'member-landing2',
    params: { id: ID_PARAM, slug: { values: LANGUAGE_SLUGS } },
    languageParam: 'slug',
    memberParam: 'id',
    path: '/members/:id/landing2/:slug?',
    layout: 'lander',
    prefetch: prefetchLandingMember,
    load: loadMemberLandingPage,
  },
  {
    id: 'member-landing3',
    params: { id: ID_PARAM, slug: { values: LANGUAGE_SLUGS } },
    languageParam: 'slug',
    memberParam: 'id',
    path: '/members/:id/landing3/:slug?',
    layout: 'lander',
    prefetch: prefetchLandingMember,
    load: loadMemberLandingPage,
  },
  {
    // Signup with the member named; the new member's first conversation is with them.
    id: 'member-signup',
    params: { id: ID_PARAM },
    memberParam: 'id',
    path: '/members/:id/signup',
    layout: 'lander',
    prefetch: prefetchLandingMember,
    load: loadMemberLandingPage,
  },
  // The landers paid traffic arrives on (spec section 2), each in the brand's languages.
  {
    id: 'lander-tinderswipe',
    prerender: true,
    path: `/landers/${SWIPE_LANDER}`,
    layout: 'lander',
    prefetch: prefetchLanderMembers,
    load: loadLanderPage,
  },
  {
    id: 'lander',
    prerender: { each: 'name' },
    params: { name: { values: LANDER_NAMES }, slug: { values: LANGUAGE_SLUGS } },
    languageParam: 'slug',
    path: '/landers/:name/:slug?',
    layout: 'lander',
    prefetch: prefetchLanderMembers,
    load: loadLanderPage,
  },
  // The legal and help pages (`LEGAL_PAGES`), linked from every footer; the same for everyone.
  {
    id: 'page-terms',
    prerender: true,
    path: '/pages/terms',
    ...legalPage('terms', async () => (await import('./screens/pages/TermsPage.js')).TermsPage),
  },
  {
    id: 'page-privacy',
    prerender: true,
    path: '/pages/privacy',
    ...legalPage(
      'privacy',
      async () => (await import('./screens/pages/PrivacyPage.js')).PrivacyPage,
    ),
  },
  {
    id: 'page-cookies',
    prerender: true,
    path: '/pages/cookies',
    ...legalPage(
      'cookies',
      async () => (await import('./screens/pages/CookiesPage.js')).CookiesPage,
    ),
  },
  {
    id: 'page-ban',
    prerender: true,
    path: '/pages/ban',
    ...legalPage(
      'ban',
      async () => (await import('./screens/pages/BanPolicyPage.js')).BanPolicyPage,
    ),
  },
  {
    id: 'page-faq',
    prerender: true,
    path: '/pages/faq',
    ...legalPage('faq', async () => (await import('./screens/pages/FaqPage.js')).FaqPage),
  },
  {
    id: 'page-return-policy',
    prerender: true,
    path: '/pages/return-policy',
    ...legalPage(
      'return-policy',
      async () => (await import('./screens/pages/ReturnPolicyPage.js')).ReturnPolicyPage,
    ),
  },
  {
    id: 'page-service',
    prerender: true,
    path: '/pages/service',
    ...legalPage(
      'service',
      async () => (await import('./screens/pages/ServicePage.js')).ServicePage,
    ),
  },
  {
    // The brand's languages by country (spec section 2), chosen as in the locale menu.
    id: 'lang-config',
    prerender: true,
    path: '/lang-config',
    load: async () => (await import('./screens/pages/LanguagePage.js')).LanguagePage,
  },
  {
    // Notices and complaints (EU DSA Art. 16), open to everyone.
    id: 'complaints',
    prerender: true,
    path: '/complaints',
    load: async () => (await import('./screens/pages/ComplaintsScreen.js')).ComplaintsScreen,
  },
  {
    // A page of the operator's own (`/{token}`, from `sites/<slug>/pages/<token>.<lang>.md`).
    // Last, so that every route above keeps its address; an address of this shape that is no
    // page of the brand shows the 404 page, and the server answers it with 404 (`siteRoutesOf`
    // gives the server exactly the brand's tokens).
    id: 'own-page',
    prerender: { each: 'token' },
    params: { token: { pattern: OWN_PAGE_TOKEN_PATTERN } },
    path: '/:token',
    load: async () => (await import('./screens/pages/OperatorPage.js')).OwnPage,
    operatorPage: ({ token }) => token,
  },
];

// One lazy component per route, made once so React keeps each page's loaded code.
const pages = routes.map((route) => ({ ...route, Page: lazyPage(route.load) }));

/** The operator's pages and whose eyes they are for, as {@link preloadPageAt} needs them. */
export interface PageTextsFor {
  pages: PageOverrides;
  language: Language;
  /** The brand's `domain_language`: an own page's fallback (`shownPage`). */
  domainLanguage: string;
}

/**
 * Downloads the text of the operator's version of the page that shows `pathname` that the visitor
 * sees, if there is one (a legal page in the operator's words, an own page). Never rejects.
 */
export async function preloadPageTextAt(pathname: string, texts: PageTextsFor): Promise<void> {
  const page = pageAt(pathname);
  const key = page?.operatorPage?.(matchParams(page.path, pathname) ?? {});
  const shown = key ? shownPage(texts.pages, key, texts.language, texts.domainLanguage) : undefined;
  if (shown) await loadPageText(shown.page).catch(() => undefined);
}

/**
 * Downloads the code of the page that shows `pathname` (none for a path that is no route), and
 * the text of the operator's version of it that the visitor sees, if any (`preloadPageTextAt`),
 * so that its first render does not wait: the browser asks for them together with the texts.
 * Never rejects.
 */
export async function preloadPageAt(pathname: string, texts?: PageTextsFor): Promise<void> {
  await Promise.all([
    pageAt(pathname)?.Page.preload(),
    texts ? preloadPageTextAt(pathname, texts) : undefined,
  ]);
}

/**
 * Asks for the data of the page at `pathname` (its route's `prefetch`), if it has any; resolves
 * once it is there (at once when the page has it already).
 */
export async function prefetchPageData(pathname: string, stores: Stores): Promise<void> {
  const page = pageAt(pathname);
  const params = page?.prefetch ? matchParams(page.path, pathname) : null;
  if (page?.prefetch && params) await page.prefetch(stores, params);
}

/**
 * The language the address of a page names (a lander's `deu`), or undefined where the visitor's
 * language applies (`auto`, no slug, a page without a language in its address).
 */
export function languageNamedAt(pathname: string): Language | undefined {
  const page = pageAt(pathname);
  if (!page?.languageParam) return undefined;
  return languageOfSlug(matchParams(page.path, pathname)?.[page.languageParam]);
}

/** Whether `route` shows `pathname`: its path matches and its parameters keep their rules. */
function routeMatches(route: Pick<SiteRoute, 'path' | 'params'>, pathname: string): boolean {
  const params = matchParams(route.path, pathname);
  return params !== null && routeParamsAllowed(route.params, params);
}

/** The page that shows `pathname`: the first route that matches it, or none (the 404 page). */
function pageAt(pathname: string) {
  return pages.find((page) => routeMatches(page, pathname));
}

/** Props of {@link SiteRoutes}. */
export interface SiteRoutesProps {
  /** Footer design of the default layout. */
  footerVariant?: DefaultLayoutProps['footerVariant'];
}

/**
 * The route table rendered for the site's router: the page of the first route that shows the
 * address (`routeMatches`: its path and its parameters' rules), every page inside
 * the default layout, which shows the navigation progress bar while a page's code loads and the
 * error page when a page fails. Needs a router above it (`SiteApp` brings one).
 */
export function SiteRoutes({ footerVariant = 'plain' }: SiteRoutesProps) {
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  return (
    // Errors of the layout itself: the error page on its own.
    <RouteErrorBoundary resetKey={pathname}>
      <DefaultLayout footerVariant={footerVariant} variant={page?.layout ?? 'default'}>
        {page ? (
          <Route key={page.id} path={page.path}>
            <page.Page />
          </Route>
        ) : (
          <ErrorScreen status={404} />
        )}
      </DefaultLayout>
    </RouteErrorBoundary>
  );
}
