import type { CompanyInfo, Settings } from '@dating/contract';
import type { BrandAssets, PageOverrides } from '@dating/contract/enums';
import {
  browserGeolocation,
  browserPush,
  browserStorage,
  createApiClient,
  createStores,
  deviceTimeZone,
  documentCookies,
  navigatorLanguages,
  type Stores,
  startStores,
  supportedLanguages,
  systemClock,
} from '@dating/logic';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createSiteI18n, type I18n } from './i18n.js';
import { openSiteEntryWarningEarly } from './layouts/SiteEntryWarning.js';
import { loadNamespace } from './locales/load-locale.js';
import { readPageData, receivePageData } from './page-data.js';
import {
  languageNamedAt,
  prefetchPageData,
  preloadPageAt,
  type SiteRoutesProps,
} from './routes.js';
import { SiteApp } from './SiteApp.js';
import { replayTyped, typedBeforeHydration } from './typed-before-hydration.js';

/** Options of {@link startSite}. */
export interface StartSiteOptions extends SiteRoutesProps {
  /** The element the site mounts into. */
  element: HTMLElement;
  /** The brand's settings baked into the site; the first paint uses them. */
  defaults: Settings;
  /** The brand's company details baked into the site (legal pages render without a call). */
  company?: CompanyInfo;
  /** Origin of the API; the site's own origin when left out. */
  apiBaseUrl?: string;
  /** The operator's versions of legal pages (the generator's `pages.gen.ts`). */
  pages?: PageOverrides;
  /** The brand's own logo, hero and lander video (the generator's `assets.gen.ts`). */
  assets?: BrandAssets;
}

/** What {@link startSite} started. */
export interface StartedSite {
  stores: Stores;
  i18n: I18n;
  /** Unmounts the site and destroys its stores: polling, timers and calls under way stop. */
  stop(): void;
}

/**
 * Mounts a whole site: builds the real stores (system clock, document cookies, localStorage,
 * navigator languages; the language a lander's address names), loads the active language and the page's code, and mounts
 * {@link SiteApp} on the browser's URL: it hydrates the page when the server sent it
 * prerendered in that language (`data-prerendered` on the element; its site-entry warning opens
 * before that), else renders it anew, then captures tracking from the URL, loads the settings and the member and starts polling, without delaying the paint.
 */
export async function startSite({
  element,
  defaults,
  company,
  apiBaseUrl = '',
  pages,
  assets,
  ...routeOptions
}: StartSiteOptions): Promise<StartedSite> {
  const clock = systemClock;
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    fetch: globalThis.fetch.bind(globalThis),
    clock,
  });
  // A lander's address may name its language (`/landers/gallery/deu`): the page starts in it
  // when the brand offers it, without making it the visitor's choice (no cookie).
  const named = languageNamedAt(location.pathname);
  const stores = createStores({
    api,
    clock,
    ...(named && supportedLanguages(defaults.languages).includes(named) ? { language: named } : {}),
    cookies: documentCookies,
    storage: browserStorage(),
    geolocation: browserGeolocation(),
    push: browserPush(),
    liveSocket: 'browser',
    browserLanguages: navigatorLanguages(),
    timeZone: deviceTimeZone(),
    defaults,
    company,
  });
  // The page's data (a lander's members): what the page came with, else asked for now, while its
  // code loads and hydrates.
  const data = readPageData(document);
  if (data) receivePageData(stores, data);
  void prefetchPageData(location.pathname, stores);
  const { language } = stores.locale.state;
  // The server sent the page prerendered in this language: hydrate it rather than paint anew.
  const prerendered =
    element.dataset.prerendered === language && document.documentElement.lang === language;
  // A first visitor reads the site-entry warning first: it opens now, not after hydrating.
  if (prerendered) openSiteEntryWarningEarly(stores, defaults);
  let started = false;
  let typed: ReturnType<typeof typedBeforeHydration> = [];
  const start = () => {
    if (started) return;
    started = true;
    // What the visitor typed meanwhile goes back into the fields as they hydrate, and a form
    // sent meanwhile is sent once it has hydrated.
    replayTyped(typed, clock, element);
    void startStores(stores, { href: location.href, host: location.host });
  };
  // A prerendered page hydrates first, in small slices, and then asks for the settings and the
  // member (their answers would change the page while it hydrates, and make the rest of the
  // hydration one long task); otherwise they are asked for at once.
  if (!prerendered) start();
  // Every text the prerendered page shows is there before hydrating (nothing suspends), and
  // the page's code and its texts download together.
  const namespaces = prerendered ? (element.dataset.namespaces?.split(' ') ?? []) : [];
  const texts = namespaces.map((namespace) =>
    loadNamespace(language, namespace).catch(() => undefined),
  );
  const [i18n] = await Promise.all([
    createSiteI18n(language),
    preloadPageAt(location.pathname, {
      pages: pages ?? {},
      language,
      domainLanguage: defaults.domain_language,
    }),
    ...texts,
  ]);
  await i18n.loadNamespaces(namespaces);
  const app = (
    <StrictMode>
      <SiteApp
        stores={stores}
        i18n={i18n}
        pages={pages}
        assets={assets}
        onMounted={start}
        {...routeOptions}
      />
    </StrictMode>
  );
  // A member's page out of sight: the server shows them offline (spec section 4).
  const pageHidden = () => {
    if (document.visibilityState === 'hidden' && stores.session.state.user) {
      api.beacon('pageHidden', {});
    }
  };
  document.addEventListener('visibilitychange', pageHidden);
  let root: Root;
  if (prerendered) {
    typed = typedBeforeHydration(element);
    root = hydrateRoot(element, app);
  } else {
    root = createRoot(element);
    root.render(app);
  }
  return {
    stores,
    i18n,
    stop() {
      document.removeEventListener('visibilitychange', pageHidden);
      root.unmount();
      stores.destroy();
    },
  };
}
