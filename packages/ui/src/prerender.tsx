// The server side of the site: renders a public page to HTML at build time (in Node), for the
// browser to hydrate. Kept out of the package's main entry: it brings react-dom's server renderer.
import type { CompanyInfo, Settings } from '@dating/contract';
import type { BrandAssets, Language, PageOverrides } from '@dating/contract/enums';
import { ownPageTokens } from '@dating/contract/rules';
import {
  browserGeolocation,
  browserPush,
  createApiClient,
  createMemoryStorage,
  createStores,
  type Stores,
  systemClock,
} from '@dating/logic';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createSiteI18n } from './i18n.js';
import { pageDataElement, pageDataOf, receivePageData } from './page-data.js';
import { prefetchPageData, routes, type SiteRoute } from './routes.js';
import { SiteApp } from './SiteApp.js';

export { HOLD_SUBMIT_SCRIPT } from '@dating/contract/enums';

/** A page the build renders ahead of time: where to render it and the HTTP status it answers. */
export interface PrerenderedPage {
  /** The route's id (and parameter value), or `not-found` for the 404 page; names its file. */
  id: string;
  /** The URL rendered (the 404 page: a URL that no route matches). */
  url: string;
  /** The path pattern of the route it shows; none for the 404 page. */
  route?: string;
  /** The values of the route's parameters it was rendered for (a lander's `name`). */
  params?: Readonly<Record<string, string>>;
  status: 200 | 404;
  /**
   * The page shows live data (its route's `prefetch`: a lander's members): the server renders it
   * for each request (`renderLiveSitePage`), this build's page serving when that fails.
   */
  live?: true;
}

/** The pages of one route: one, or one per value of its `each` parameter (the landers). */
function pagesOf(route: SiteRoute): PrerenderedPage[] {
  const live = route.prefetch ? { live: true as const } : {};
  if (route.prerender === true)
    return [{ id: route.id, url: route.path, route: route.path, status: 200, ...live }];
  const each = route.prerender?.each;
  const rule = each === undefined ? undefined : route.params?.[each];
  if (each === undefined || !rule || !('values' in rule)) return [];
  return rule.values.map((value) => ({
    id: `${route.id}-${value}`,
    // The parameter filled in, the optional ones after it left out (`/landers/gallery`).
    url: route.path.replace(`:${each}`, value).replace(/\/:[^/]+\?/g, ''),
    route: route.path,
    params: { [each]: value },
    status: 200,
    ...live,
  }));
}

/** The id of the prerendered 404 page, served with status 404 for every path that is no route. */
export const NOT_FOUND_PAGE_ID = 'not-found';

/** The route of the operator's own pages (`/{token}`). */
const OWN_PAGE_ROUTE = 'own-page';

/**
 * The route table of a brand's site: the product's routes, the own-page route taking exactly the
 * tokens of the operator's own pages (none without them), so that the server answers 404 for
 * any other address of that shape.
 */
export function siteRoutesOf(pages: PageOverrides = {}): SiteRoute[] {
  const tokens = ownPageTokens(pages);
  return routes.map((route) =>
    route.id === OWN_PAGE_ROUTE ? { ...route, params: { token: { values: tokens } } } : route,
  );
}

/**
 * The pages the build prerenders in every language of a brand: the routes marked `prerender`
 * (one per lander, one per own page of the operator) and the 404 page. Landers and static pages
 * join by being marked, not by special cases. (Here, not in routes.tsx: the browser's bundle has
 * no use for the list.)
 */
export function prerenderedPagesOf(pages: PageOverrides = {}): PrerenderedPage[] {
  return [
    ...siteRoutesOf(pages).flatMap(pagesOf),
    { id: NOT_FOUND_PAGE_ID, url: '/404', status: 404 },
  ];
}

/** Options of {@link prerenderSitePage}. */
export interface PrerenderSitePageOptions {
  /** The brand's settings baked into the site (the same the browser starts with). */
  defaults: Settings;
  /** The brand's company details baked into the site. */
  company: CompanyInfo;
  /** The operator's versions of legal pages. */
  pages?: PageOverrides;
  /** The brand's own logo, hero and lander video. */
  assets?: BrandAssets;
  /** The interface language of the page. */
  language: Language;
  /** The page's URL (path and query). */
  url: string;
}

const offline = (): never => {
  throw new Error('A prerendered page made a network call');
};

/** A page rendered by {@link prerenderSitePage}. */
export interface PrerenderedSitePage {
  /** The HTML that goes inside the site's root element. */
  html: string;
  /**
   * The translation namespaces the page uses: the browser loads them before it hydrates (a part
   * that waited for its texts while hydrating would be painted anew).
   */
  namespaces: string[];
}

/** The stores of a page rendered in Node: nobody logged in, the baked-in settings. */
function visitorStores(
  { defaults, company, language }: PrerenderSitePageOptions,
  fetch: typeof globalThis.fetch,
): Stores {
  return createStores({
    api: createApiClient({ fetch, clock: systemClock }),
    clock: systemClock,
    cookies: { get: () => undefined, set: () => undefined },
    storage: createMemoryStorage(),
    // Both find no browser in Node: no position, push not capable.
    geolocation: browserGeolocation(),
    push: browserPush(),
    browserLanguages: [],
    defaults,
    company,
    language,
  });
}

/** Renders the whole site at `url` over `stores`, waiting for the lazy page and its texts. */
async function renderPage(
  stores: Stores,
  { pages, assets, language, url }: PrerenderSitePageOptions,
): Promise<PrerenderedSitePage> {
  const i18n = await createSiteI18n(language);
  const { prelude } = await prerender(
    <StrictMode>
      <SiteApp stores={stores} i18n={i18n} url={url} pages={pages} assets={assets} />
    </StrictMode>,
    // Every part of the page inline, in its place: React would otherwise move a large part
    // (a lander's signup form) to the end, with an inline script to put it back, which the
    // sites' Content Security Policy forbids (the part would be rendered anew in the browser).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, namespaces: [...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])].sort() };
}

/**
 * Renders the whole site at `url` in `language` as a visitor sees it before anything loads
 * (nobody logged in, the baked-in settings). It waits for the lazy page and its texts, so the
 * HTML holds the page's content.
 */
export async function prerenderSitePage(
  options: PrerenderSitePageOptions,
): Promise<PrerenderedSitePage> {
  const stores = visitorStores(options, offline);
  try {
    return await renderPage(stores, options);
  } finally {
    stores.destroy();
  }
}

/** A page rendered by {@link renderLiveSitePage}: the HTML, and the data it was rendered with. */
export interface LiveSitePage extends PrerenderedSitePage {
  /** The element that carries the page's data for hydrating (`pageDataElement`). */
  dataElement: string;
}

/**
 * Renders a page that shows live data (a lander's members: its route's `prefetch`) for one
 * request: the data asked for through `fetch` (the server's own API, as a visitor would ask),
 * then the page as {@link prerenderSitePage} renders it, but with the data in it. Undefined for
 * a page without such data, or when the data could not be had (the page the build rendered
 * serves then).
 */
export async function renderLiveSitePage(
  options: PrerenderSitePageOptions & { fetch: typeof globalThis.fetch },
): Promise<LiveSitePage | undefined> {
  const stores = visitorStores(options, options.fetch);
  try {
    await prefetchPageData(new URL(options.url, 'http://site').pathname, stores);
    const data = pageDataOf(stores);
    if (!data) return undefined;
    receivePageData(stores, data);
    return { ...(await renderPage(stores, options)), dataElement: pageDataElement(data) };
  } finally {
    stores.destroy();
  }
}
