import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '@dating/contract/enums';
import { type RouteParamRule, routeParamsAllowed } from '@dating/contract/rules';
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
   * Every route of the site's route table: a path pattern (`/members/:id`, `/pages/:slug?`, `*`),
   * or a pattern with the rules its parameters keep (`routeParamsAllowed`).
   */
  routes: (string | { path: string; params?: Record<string, RouteParamRule> })[];
  /** The prerendered pages: the path each answers (none for the 404 page) and its status. */
  pages: { id: string; path?: string; status: number }[];
}

/** The page to send for a path: a prerendered file, or the site's index.html (`file` absent). */
export interface SitePage {
  /** The file inside the dist folder; absent when the path is no prerendered page. */
  file?: string;
  /** 404 for a path that no route of the site shows. */
  status: 200 | 404;
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
  const { path, params } = typeof route === 'string' ? { path: route, params: undefined } : route;
  const values = routeParams(path, pathname);
  return values !== null && routeParamsAllowed(params, values);
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
 * The page for a request, following the site's locale rule (`initialLanguage`, as the browser
 * does at start): the locale cookie, then Accept-Language, then on a first visit the brand's
 * domain language. A path that no route shows gets the 404 page and status 404.
 */
export function choosePage(index: PrerenderedIndex, request: PageRequest): SitePage {
  const pathname =
    request.pathname.length > 1 ? request.pathname.replace(/\/+$/, '') : request.pathname;
  const isRoute = index.routes.some((route) => showsPath(route, pathname));
  const page = isRoute
    ? index.pages.find((candidate) => candidate.path === pathname)
    : index.pages.find((candidate) => candidate.status === 404);
  const status = isRoute ? 200 : 404;
  if (!page) return { status };
  const language = initialLanguage({
    cookie: request.cookies[LOCALE_COOKIE],
    browserLanguages: acceptedLanguages(request.acceptLanguage),
    domainLanguage: index.domainLanguage,
    supported: index.languages,
  });
  return { file: join('prerendered', language, `${page.id}.html`), status };
}
