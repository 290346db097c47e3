import { brandCompany } from '@dating/contract';
import type { Language } from '@dating/contract/enums';
import { createFixtureStores, type FixtureStores } from '@dating/logic/testing';
import { createSiteI18n, type I18n, SiteApp, StoresProvider } from '@dating/ui';
import type { Decorator, Loader } from '@storybook/react-vite';
import { type ReactNode, Suspense, useMemo, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { storyBrandAssets } from './brand-assets';
import { findBrand, settingsOfBrand } from './brands';
import { applyStoryState, fixtureStoresOptions, type SiteParameters } from './site-parameters';
import { THEME_FONT_FACES, themeStyles } from './theme';

/** Loads the toolbar locale's translations before the story renders (one lazy chunk per language). */
export const loadI18n: Loader = async ({ globals }) => ({
  i18n: await createSiteI18n((globals.locale ?? 'en') as Language, { preloadAll: true }),
});

/** The stores of the story on screen (its fake clock, its fake API), for play functions. */
let onScreen: FixtureStores | null = null;
export function storyStores(): FixtureStores {
  if (!onScreen) throw new Error('No story with site stores is on screen.');
  return onScreen;
}

function storiesFor(site: SiteParameters, brandSlug: string, language: Language): FixtureStores {
  const brand = findBrand(brandSlug);
  const options = fixtureStoresOptions(site, settingsOfBrand(brand), language);
  const stores = createFixtureStores({ ...options, companyInfo: brandCompany(brand) });
  applyStoryState(stores, site);
  return stores;
}

interface SiteFrameProps {
  brandSlug: string;
  /** A theme chosen in the toolbar, or `brand` (or nothing) for the brand's own. */
  themeName?: string;
  language: Language;
  site: SiteParameters;
  i18n: I18n;
  children: ReactNode;
}

/**
 * What a site gives its screens: the brand's theme, then `SiteApp` (stores provider, translations
 * following the locale store, a memory router at `route`) over fixture stores, the story as page.
 * Like the default layout's outlet, the page sits in a Suspense boundary: screens suspend until
 * the account stores and the account texts are loaded.
 */
function SiteFrame({ brandSlug, themeName, language, site, i18n, children }: SiteFrameProps) {
  const siteKey = JSON.stringify(site);
  const shown = useRef<FixtureStores | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `siteKey` stands for `site`.
  const stores = useMemo(() => {
    // New stores replace the shown ones, which stop as a site's stores do when it stops.
    shown.current?.destroy();
    shown.current = storiesFor(site, brandSlug, language);
    onScreen = shown.current;
    return shown.current;
  }, [brandSlug, language, siteKey]);
  const shownTheme = !themeName || themeName === 'brand' ? findBrand(brandSlug).theme : themeName;
  // The themes' web fonts as the sites declare them, then the theme's variables.
  const theme = <style>{`${THEME_FONT_FACES}\n${themeStyles(shownTheme)}`}</style>;
  if (site.router === false) {
    return (
      <StoresProvider stores={stores}>
        <I18nextProvider i18n={i18n}>
          {theme}
          <Suspense fallback={null}>{children}</Suspense>
        </I18nextProvider>
      </StoresProvider>
    );
  }
  return (
    <>
      {theme}
      <SiteApp
        key={`${brandSlug}:${language}:${siteKey}`}
        stores={stores}
        i18n={i18n}
        url={site.route ?? '/'}
        pages={site.pages}
        assets={site.assets ?? storyBrandAssets(findBrand(brandSlug))}
      >
        <Suspense fallback={null}>{children}</Suspense>
      </SiteApp>
    </>
  );
}

/** Renders every story as a site of the toolbar's brand would, in the toolbar's language. */
export const withSite: Decorator = (Story, context) => (
  <SiteFrame
    brandSlug={String(context.globals.brand)}
    themeName={context.globals.theme === undefined ? undefined : String(context.globals.theme)}
    language={(context.globals.locale ?? 'en') as Language}
    site={(context.parameters.site ?? {}) as SiteParameters}
    i18n={context.loaded.i18n as I18n}
  >
    <Story />
  </SiteFrame>
);
