import type { Language } from '@dating/contract/enums';
import { createFixtureStores, type FixtureStores } from '@dating/logic/testing';
import { createSiteI18n, type I18n, SiteApp, StoresProvider } from '@dating/ui';
import type { Decorator, Loader } from '@storybook/react-vite';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { findBrand, settingsOfBrand } from './brands';
import { applyStoryState, fixtureStoresOptions, type SiteParameters } from './site-parameters';
import { themeStyles } from './theme';

/** Loads the toolbar locale's translations before the story renders (one lazy chunk per language). */
export const loadI18n: Loader = async ({ globals }) => ({
  i18n: await createSiteI18n((globals.locale ?? 'en') as Language),
});

const StoryElement = createContext<ReactNode>(null);

/** The story, rendered as the page (or the error page) of the memory router's only route. */
function StoryOutlet() {
  return useContext(StoryElement);
}

/** A memory data router whose one route shows the story; a failing route shows it as error page. */
function storyRouter(site: SiteParameters) {
  const routeError = site.routeError;
  const route: RouteObject = routeError
    ? {
        path: '*',
        loader: () => {
          if (routeError === 'exception') throw new Error('Something broke in a page');
          throw new Response(routeError.message ?? '', { status: routeError.status });
        },
        element: null,
        errorElement: <StoryOutlet />,
        hydrateFallbackElement: null,
      }
    : { path: '*', element: <StoryOutlet /> };
  return createMemoryRouter([route], { initialEntries: [site.route ?? '/'] });
}

function storiesFor(site: SiteParameters, brandSlug: string, language: Language): FixtureStores {
  const options = fixtureStoresOptions(site, settingsOfBrand(findBrand(brandSlug)), language);
  const stores = createFixtureStores(options);
  applyStoryState(stores, site);
  return stores;
}

interface SiteFrameProps {
  brandSlug: string;
  language: Language;
  site: SiteParameters;
  i18n: I18n;
  children: ReactNode;
}

/**
 * What a site gives its screens: the brand's theme, then `SiteApp` (stores provider, translations
 * following the locale store, data router) over fixture stores, with the story as the page.
 */
function SiteFrame({ brandSlug, language, site, i18n, children }: SiteFrameProps) {
  const siteKey = JSON.stringify(site);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `siteKey` stands for `site`.
  const stores = useMemo(
    () => storiesFor(site, brandSlug, language),
    [brandSlug, language, siteKey],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new router for new stores or route.
  const router = useMemo(() => storyRouter(site), [stores]);
  const theme = <style>{themeStyles(findBrand(brandSlug).theme)}</style>;
  if (site.router === false) {
    return (
      <StoresProvider stores={stores}>
        <I18nextProvider i18n={i18n}>
          {theme}
          {children}
        </I18nextProvider>
      </StoresProvider>
    );
  }
  return (
    <StoryElement.Provider value={children}>
      {theme}
      <SiteApp stores={stores} i18n={i18n} router={router} />
    </StoryElement.Provider>
  );
}

/** Renders every story as a site of the toolbar's brand would, in the toolbar's language. */
export const withSite: Decorator = (Story, context) => (
  <SiteFrame
    brandSlug={String(context.globals.brand)}
    language={(context.globals.locale ?? 'en') as Language}
    site={(context.parameters.site ?? {}) as SiteParameters}
    i18n={context.loaded.i18n as I18n}
  >
    <Story />
  </SiteFrame>
);
