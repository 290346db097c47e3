import type { BrandAssets, PageOverrides } from '@dating/contract/enums';
import { createFixtureStores, type FixtureStoresOptions } from '@dating/logic/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { createSiteI18n } from '../i18n.js';
import { SITE_ENTRY_SKIPPED_KEY } from '../layouts/SiteEntryWarning.js';
import type { SiteLocation as RouterLocation } from '../router.js';
import { preloadPageTextAt, type SiteRoutesProps } from '../routes.js';
import { SiteApp } from '../SiteApp.js';

/** Options of {@link renderSite}. */
export interface RenderSiteOptions extends FixtureStoresOptions, SiteRoutesProps {
  /** The URL the site opens at (an in-memory router). */
  url?: string;
  /** Leave the site-entry warning to the rule (it is skipped by default). */
  showSiteEntryWarning?: boolean;
  /** Rendered instead of the site's route table (see `SiteApp`'s `children`). */
  children?: ReactNode;
  /** The operator's versions of legal pages. */
  pages?: PageOverrides;
  /** The brand's own logo, hero and lander video. */
  assets?: BrandAssets;
}

/** Where the site is: path, query and hash. */
export type SiteLocation = Pick<RouterLocation, 'pathname' | 'search' | 'hash'>;

/**
 * Renders the whole site (real routes, layouts and screens) over fixture stores at a URL.
 * `location()` tells where the site's router is after navigations. The stores are destroyed when
 * the test finishes, as a site's are when it stops.
 */
export async function renderSite({
  url = '/',
  showSiteEntryWarning = false,
  footerVariant,
  children,
  pages,
  assets,
  ...options
}: RenderSiteOptions = {}) {
  const stores = createFixtureStores(options);
  onTestFinished(() => stores.destroy());
  if (!showSiteEntryWarning) stores.storage.setItem(SITE_ENTRY_SKIPPED_KEY, '1');
  const i18n = await createSiteI18n(stores.locale.state.language, { preloadAll: true });
  const start = new URL(url, 'http://site.test');
  // As a site starts, the text of the operator's version of the page comes first (the page's
  // code loads as it renders, as on a navigation).
  await preloadPageTextAt(start.pathname, {
    pages: pages ?? {},
    language: stores.locale.state.language,
    domainLanguage: stores.settings.state.settings.domain_language,
  });
  let current: SiteLocation = { pathname: start.pathname, search: start.search, hash: start.hash };
  const view = render(
    <SiteApp
      stores={stores}
      i18n={i18n}
      url={url}
      footerVariant={footerVariant}
      pages={pages}
      assets={assets}
      onLocationChange={(location) => {
        current = location;
      }}
    >
      {children}
    </SiteApp>,
  );
  return { ...view, stores, i18n, location: (): SiteLocation => current };
}
