import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '@dating/contract/enums';
import { languageOfSlug, type RouteParamRule, routeParamsAllowed } from '@dating/contract/rules';
import { initialLanguage, LOCALE_COOKIE } from '@dating/logic';
import Negotiator from 'negotiator';

/**
 * `dist/prerendered/pages.json`, written by the generator's build: the site's routes and the pages
 * it rendered ahead of time, in `dist/prerendered/<lang>/<id>.html`.
 */
export interface PrerenderedIndex {
  languages: Language[];
  domainLanguage: string;
  /**
   * The build's server entry, relative to the dist folder (in `SITE_SERVER_DIR`): it renders the
   * `live` pages for a request. None in a build older than live pages.
   */
  serverEntry?: string;
  /**
   * Every route of the site's route table: a path pattern (`/members/:id`, `/pages/:slug?`, `*`),
   * or a pattern with the rules its parameters keep (`routeParamsAllowed`).
   */
  routes: (string | IndexedRoute)[];
  /**
   * The prerendered pages: the route each shows (its path pattern; none for the 404 page), the
   * values of the parameters it was rendered for (a lander's `name`), and its status.
   */
  pages: {
    id: string;
    path?: string;
    params?: Record<string, string>;
    status: number;
    /** The page shows live data (a lander's members): rendered for each request (`live-pages.ts`). */
    live?: true;
  }[];
}

/** A route of the index with rules for its parameters, or a language named by one of them. */
interface IndexedRoute {
  path: string;
  params?: Record<string, RouteParamRule>;
  /** The parameter that names the page's language (`languageOfSlug`): a lander's `slug`. */
  languageParam?: string;
  /** The parameter that names the member the page shows (a member landing's `id`). */
  memberParam?: string;
}

/** The page to send for a path: a prerendered file, or the site's index.html (`file` absent). */
export interface SitePage {
  /** The file inside the dist folder; absent when the path is no prerendered page. */
  file?: string;
  /** 404 for a path that no route of the site shows. */
  status: 200 | 404;
  /**
   * The member the page shows (a member landing's): the server answers with the 404 page when a
   * visitor may not see them.
   */
  member?: number;
  /** The 404 page in the request's language, for a page whose member cannot be shown. */
  notFoundFile?: string;
  /** The page's language: the one it was chosen in. */
  language: Language;
  /** The page shows live data: the server renders it for the request where it can. */
  live?: true;
}

const cache = new Map<string, { mtimeMs: number; index: PrerenderedIndex | undefined }>();

/** The site's prerendered index, re-read when a new build replaced it; undefined without one. */
export async function prerenderedIndex(distDir: string): Promise<PrerenderedIndex | undefined> {
  const file = join(distDir, 'prerendered', 'pages.json');
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    cache.delete(file);
    return undefined;
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.index;
  let index: PrerenderedIndex | undefined;
  try {
    index = JSON.parse(await readFile(file, 'utf8')) as PrerenderedIndex;
  } catch {
    index = undefined;
  }
  cache.set(file, { mtimeMs, index });
  return index;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The parameters of a pathname under a React Router path pattern (`:param`, `:param?`, a final
 * `*`), or null when the pattern does not match it.
 */
export function routeParams(
  pattern: string,
  pathname: string,
): Record<string, string | undefined> | null {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  const params: Record<string, string | undefined> = {};
  let position = 0;
  for (const part of wanted) {
    if (part === '*') return params;
    const value = actual[position];
    const name = part.replace(/\?$/, '');
    if (value !== undefined && (name.startsWith(':') || value === name)) {
      if (name.startsWith(':')) params[name.slice(1)] = safeDecode(value);
      position += 1;
    } else if (!part.endsWith('?')) return null;
  }
  return position === actual.length ? params : null;
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Whether a React Router path pattern (`:param`, `:param?`, a final `*`) matches a pathname. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return routeParams(pattern, pathname) !== null;
}

/** Whether a route of the index shows a pathname: its pattern matches, its parameters keep their rules. */
export function showsPath(route: PrerenderedIndex['routes'][number], pathname: string): boolean {
  return shownParams(route, pathname) !== null;
}

/** The parameters of a pathname under a route of the index, or null when the route does not show it. */
function shownParams(route: PrerenderedIndex['routes'][number], pathname: string) {
  const { path, params } = typeof route === 'string' ? { path: route, params: undefined } : route;
  const values = routeParams(path, pathname);
  return values !== null && routeParamsAllowed(params, values) ? values : null;
}

/** The language tags of an Accept-Language header, most preferred first (q=0 and `*` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return new Negotiator({ headers: { 'accept-language': header ?? '' } })
    .languages()
    .filter((tag) => tag !== '*');
}

/** What the language of a page depends on in a request. */
export interface PageRequest {
  pathname: string;
  /** The request's cookies. */
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
}

/**
 * The page for a request: the first route that shows the path (as the browser's router picks it)
 * and its page prerendered for those parameter values, in the language the address names (a
 * lander's `deu`) or else by the site's locale rule (`initialLanguage`, as the browser does at
 * start): the locale cookie, then Accept-Language, then on a first visit the brand's domain
 * language. A path that no route shows, or that names a language the brand does not offer, gets
 * the 404 page and status 404.
 */
export function choosePage(index: PrerenderedIndex, request: PageRequest): SitePage {
  const pathname =
    request.pathname.length > 1 ? request.pathname.replace(/\/+$/, '') : request.pathname;
  let route: PrerenderedIndex['routes'][number] | undefined;
  let values: Record<string, string | undefined> = {};
  for (const candidate of index.routes) {
    const shown = shownParams(candidate, pathname);
    if (shown) {
      route = candidate;
      values = shown;
      break;
    }
  }
  const named =
    route && typeof route !== 'string' && route.languageParam
      ? languageOfSlug(values[route.languageParam])
      : undefined;
  const found = route !== undefined && (named === undefined || index.languages.includes(named));
  const path = typeof route === 'string' ? route : route?.path;
  const page = found
    ? index.pages.find(
        (candidate) =>
          candidate.path === path &&
          Object.entries(candidate.params ?? {}).every(([name, value]) => values[name] === value),
      )
    : index.pages.find((candidate) => candidate.status === 404);
  const status = found ? 200 : 404;
  const memberParam = found && typeof route !== 'string' ? route?.memberParam : undefined;
  const member = memberParam ? Number(values[memberParam]) : undefined;
  const shows = member !== undefined && Number.isSafeInteger(member) ? { member } : {};
  const language =
    (found ? named : undefined) ??
    initialLanguage({
      cookie: request.cookies[LOCALE_COOKIE],
      browserLanguages: acceptedLanguages(request.acceptLanguage),
      domainLanguage: index.domainLanguage,
      supported: index.languages,
    });
  const notFound = index.pages.find((candidate) => candidate.status === 404);
  const notFoundFile = notFound ? join('prerendered', language, `${notFound.id}.html`) : undefined;
  if (!page) return { status, language, ...shows, ...(notFoundFile ? { notFoundFile } : {}) };
  return {
    file: join('prerendered', language, `${page.id}.html`),
    status,
    language,
    ...shows,
    ...(notFoundFile ? { notFoundFile } : {}),
    ...(page.live ? { live: page.live } : {}),
  };
}
