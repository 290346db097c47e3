// The server side of the site: renders a public page to HTML at build time (in Node), for the
// browser to hydrate. Kept out of the package's main entry: it brings react-dom's server renderer.
import type { Settings } from '@dating/contract';
import type { Language } from '@dating/contract/enums';
import {
  browserGeolocation,
  browserPush,
  createApiClient,
  createMemoryStorage,
  createStores,
  systemClock,
} from '@dating/logic';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createSiteI18n } from './i18n.js';
import { SiteApp } from './SiteApp.js';

export {
  NOT_FOUND_PAGE_ID,
  type PrerenderedPage,
  prerenderedPages,
  routes,
} from './routes.js';

/** Options of {@link prerenderSitePage}. */
export interface PrerenderSitePageOptions {
  /** The brand's settings baked into the site (the same the browser starts with). */
  defaults: Settings;
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

/**
 * Renders the whole site at `url` in `language` as a visitor sees it before anything loads
 * (nobody logged in, the baked-in settings). It waits for the lazy page and its texts, so the
 * HTML holds the page's content.
 */
export async function prerenderSitePage({
  defaults,
  language,
  url,
}: PrerenderSitePageOptions): Promise<PrerenderedSitePage> {
  const stores = createStores({
    api: createApiClient({ fetch: offline, clock: systemClock }),
    clock: systemClock,
    cookies: { get: () => undefined, set: () => undefined },
    storage: createMemoryStorage(),
    // Both find no browser in Node: no position, push not capable.
    geolocation: browserGeolocation(),
    push: browserPush(),
    browserLanguages: [],
    defaults,
    language,
  });
  try {
    const i18n = await createSiteI18n(language);
    const { prelude } = await prerender(
      <StrictMode>
        <SiteApp stores={stores} i18n={i18n} url={url} />
      </StrictMode>,
    );
    const html = await new Response(prelude).text();
    return { html, namespaces: [...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])].sort() };
  } finally {
    stores.destroy();
  }
}
