import { createFixtureStores, type FixtureStoresOptions } from '@dating/logic/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { createSiteI18n } from '../i18n.js';
import { SITE_ENTRY_SKIPPED_KEY } from '../layouts/SiteEntryWarning.js';
import { routes } from '../routes.js';
import { SiteApp } from '../SiteApp.js';

/** Options of {@link renderSite}. */
export interface RenderSiteOptions extends FixtureStoresOptions {
  /** The URL the site opens at. */
  url?: string;
  /** Leave the site-entry warning to the rule (it is skipped by default). */
  showSiteEntryWarning?: boolean;
}

/** Renders the whole site (real routes, layouts and screens) over fixture stores at a URL. */
export async function renderSite({
  url = '/',
  showSiteEntryWarning = false,
  ...options
}: RenderSiteOptions = {}) {
  const stores = createFixtureStores(options);
  if (!showSiteEntryWarning) stores.storage.setItem(SITE_ENTRY_SKIPPED_KEY, '1');
  const i18n = await createSiteI18n(stores.locale.state.language);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(<SiteApp stores={stores} i18n={i18n} router={router} />);
  return { ...view, stores, router, i18n };
}
