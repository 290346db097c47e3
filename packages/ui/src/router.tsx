import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { parse } from 'regexparam';
import { type BaseLocationHook, matchRoute, Router, Link as RouterLink } from 'wouter';

export { useParams, useSearchParams } from 'wouter';

/**
 * The site's routing: wouter (route matching, params, links) over a location the site keeps in
 * React state. Every navigation (a link, `navigate`, Back and Forward) updates that state in a
 * transition, so the page on screen stays while the next page's code loads (the navigation
 * progress bar shows meanwhile), as React's Suspense expects of a router. Screens import routing
 * from this module only.
 */

/** Where the site is. */
export interface SiteLocation {
  /** e.g. `/members/3`. */
  pathname: string;
  /** `?…`, or `''`. */
  search: string;
  /** `#…`, or `''`. */
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`); survives a reload, like history. */
  state: unknown;
}

/** A target: an absolute URL path (`/login?redirect=…`) or parts of the current location. */
export type To = string | Partial<Pick<SiteLocation, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

interface RouterValue {
  location: SiteLocation;
  navigate: NavigateFunction;
  leave: (url: string) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouterValue(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Routing needs a <SiteRouter> above it.');
  return value;
}

function locationOf(url: URL, state: unknown): SiteLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

function resolve(to: To, from: SiteLocation): URL {
  const base = new URL(`${from.pathname}${from.search}${from.hash}`, 'http://site.invalid');
  if (typeof to === 'string') return new URL(to, base);
  const url = new URL(to.pathname ?? from.pathname, base);
  url.search = to.search ?? '';
  url.hash = to.hash ?? '';
  return url;
}

const hrefOf = (location: SiteLocation) => `${location.pathname}${location.search}${location.hash}`;

const browserLocation = (): SiteLocation =>
  locationOf(new URL(window.location.href), window.history.state);

// wouter reads the location through these hooks, from the site's state.
const useWouterLocation: BaseLocationHook = () => {
  const { location, navigate } = useRouterValue();
  return [location.pathname, (to: string, options?: NavigateOptions) => navigate(to, options)];
};
const useWouterSearch = () => useRouterValue().location.search;

/** Props of {@link SiteRouter}. */
export interface SiteRouterProps {
  /**
   * Opens this URL in memory (tests, stories, prerendering) instead of following the browser's
   * address bar and history. Read once.
   */
  url?: string;
  children: ReactNode;
}

/** The site's router: the browser's address and history, or an in-memory location at `url`. */
export function SiteRouter({ url, children }: SiteRouterProps) {
  const inMemory = url !== undefined;
  const [location, setLocation] = useState<SiteLocation>(() =>
    inMemory ? locationOf(new URL(url, 'http://site.invalid'), null) : browserLocation(),
  );
  // The newest location, also before React renders it: navigations right after each other chain.
  const latest = useRef(location);

  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, state = null } = {}) => {
      const next = locationOf(resolve(to, latest.current), state);
      // Going where the site already is replaces the entry: Back still leaves in one step.
      const same = hrefOf(next) === hrefOf(latest.current);
      latest.current = next;
      if (!inMemory) {
        window.history[replace || same ? 'replaceState' : 'pushState'](state, '', hrefOf(next));
      }
      startTransition(() => setLocation(next));
    },
    [inMemory],
  );

  useEffect(() => {
    if (inMemory) return undefined;
    const onPopState = () => {
      latest.current = browserLocation();
      startTransition(() => setLocation(latest.current));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [inMemory]);

  const leave = useCallback(
    (target: string) => {
      if (!inMemory) window.location.assign(target);
    },
    [inMemory],
  );

  const value = useMemo(() => ({ location, navigate, leave }), [location, navigate, leave]);
  return (
    <RouterContext.Provider value={value}>
      <Router hook={useWouterLocation} searchHook={useWouterSearch}>
        {children}
      </Router>
    </RouterContext.Provider>
  );
}

/** The current location; re-renders when it changes. */
export function useLocation(): SiteLocation {
  return useRouterValue().location;
}

/** Navigates in a transition: the current page stays on screen until the next one can show. */
export function useNavigate(): NavigateFunction {
  return useRouterValue().navigate;
}

/**
 * Leaves the site for a page it does not render (a payment provider's checkout): the browser
 * loads `url`. An in-memory router (tests, stories) stays where it is, so the page keeps showing
 * that it is on its way.
 */
export function useLeaveSite(): (url: string) => void {
  return useRouterValue().leave;
}

/** Props of {@link Navigate}. */
export interface NavigateProps extends NavigateOptions {
  to: string;
}

/** Navigates to `to` once rendered (a redirect); renders nothing. */
export function Navigate({ to, replace, state }: NavigateProps) {
  const navigate = useNavigate();
  // Once, as a redirect: the element's props are read on its first commit.
  const target = useRef({ to, replace, state });
  useEffect(() => {
    const { to: path, ...options } = target.current;
    navigate(path, options);
  }, [navigate]);
  return null;
}

/** The parameters of `pathname` under `pattern` (`{ id: '3' }`), or null when it does not match. */
export function matchParams(
  pattern: string,
  pathname: string,
): Record<string, string | undefined> | null {
  const [matches, params] = matchRoute(parse, pattern, pathname);
  return matches ? { ...params } : null;
}

/** Props of {@link Link}. */
export interface RouterLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> {
  /** An absolute path, e.g. `/members?page=2`. */
  to: string;
  replace?: boolean;
  state?: unknown;
  className?: string;
}

/**
 * A real `<a href>` that navigates in the site (a plain click) or as the browser does (a click
 * with a modifier key or another button: a new tab or window).
 */
export function Link(props: RouterLinkProps) {
  return <RouterLink {...props} />;
}

/** Props of {@link NavLink}. */
export interface NavLinkProps extends Omit<RouterLinkProps, 'className'> {
  /** Current only at `to` itself, not at the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A navigation link marked `aria-current="page"` while the site is at `to` (or below it). */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/**
 * `<Routes>` shows the first `<Route path>` among its children that matches the location (a
 * `<Route>` without `path` matches every path); `useParams()` reads the matched route's params.
 */
export { Route, Switch as Routes } from 'wouter';
