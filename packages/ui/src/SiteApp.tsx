import type { BrandAssets, PageOverrides } from '@dating/contract/enums';
import type { Stores } from '@dating/logic';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandAssetsProvider } from './brand-assets.js';
import { changeSiteLanguage, type I18n } from './i18n.js';
import { PageOverridesProvider } from './page-overrides.js';
import { type SiteLocation, SiteRouter, useLocation } from './router.js';
import { SiteRoutes, type SiteRoutesProps } from './routes.js';
import { StoresProvider, useLocale } from './stores-context.js';
// Imported here too, not only by the package entry: a bundler that skips the side-effect-free
// entry module would otherwise drop the global styles (body font, colours) from built sites.
import './base.css';

/** Props of {@link SiteApp}. */
export interface SiteAppProps extends SiteRoutesProps {
  stores: Stores;
  /** From `createSiteI18n(stores.locale.state.language)`. */
  i18n: I18n;
  /**
   * The URL to open in an in-memory router (tests, stories); read once, so give the element a new
   * `key` to open another URL. Left out, the site follows the browser's address bar.
   */
  url?: string;
  /** The operator's versions of legal pages (the generator's `pages.gen.ts`). */
  pages?: PageOverrides;
  /** The brand's own logo, hero and lander video (the generator's `assets.gen.ts`). */
  assets?: BrandAssets;
  /** Called with the location after every navigation (and once at start). */
  onLocationChange?: (location: SiteLocation) => void;
  /**
   * Called after the first commit: the site is on screen (a prerendered page hydrated). Effects
   * run twice in development's strict mode; the caller keeps it to once.
   */
  onMounted?: () => void;
  /**
   * Rendered inside the router instead of the site's route table, e.g. one screen in a story.
   * Left out, the whole site ({@link SiteRoutes}) renders.
   */
  children?: ReactNode;
}

/** Follows the locale store: a language change loads its texts and updates `<html lang>`. */
function LanguageSync({ i18n }: { i18n: I18n }) {
  const { language } = useLocale();
  useEffect(() => {
    if (i18n.language !== language || document.documentElement.lang !== language) {
      void changeSiteLanguage(i18n, language).catch((error: unknown) => {
        // Spec section 8: locale loading failures are only logged.
        console.error('Could not load the language', language, error);
      });
    }
  }, [i18n, language]);
  return null;
}

function LocationListener({ onChange }: { onChange: (location: SiteLocation) => void }) {
  const location = useLocation();
  // At the commit of the navigation itself: a passive effect of a transition's commit may wait.
  useLayoutEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/**
 * The whole site: stores, translations following the locale store, and the site's router (the
 * browser's address, or an in-memory location at `url`) over the lazy route table.
 */
export function SiteApp({
  stores,
  i18n,
  url,
  pages,
  assets,
  onLocationChange,
  onMounted,
  children,
  ...routeProps
}: SiteAppProps) {
  const mounted = useRef(onMounted);
  useEffect(() => {
    mounted.current?.();
  }, []);
  const content = (
    <>
      {onLocationChange ? <LocationListener onChange={onLocationChange} /> : null}
      {children ?? <SiteRoutes {...routeProps} />}
    </>
  );
  return (
    <StoresProvider stores={stores}>
      <I18nextProvider i18n={i18n}>
        <LanguageSync i18n={i18n} />
        <PageOverridesProvider pages={pages}>
          <BrandAssetsProvider assets={assets}>
            <SiteRouter url={url}>{content}</SiteRouter>
          </BrandAssetsProvider>
        </PageOverridesProvider>
      </I18nextProvider>
    </StoresProvider>
  );
}
