import type { Stores } from '@dating/logic';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { changeSiteLanguage, type I18n } from './i18n.js';
import { StoresProvider, useLocale } from './stores-context.js';

/** A data router made from {@link routes} (browser or memory router). */
export type SiteRouter = ReturnType<typeof createBrowserRouter>;

/** Props of {@link SiteApp}. */
export interface SiteAppProps {
  stores: Stores;
  /** From `createSiteI18n(stores.locale.state.language)`. */
  i18n: I18n;
  /** From `createSiteRouter()`, or `createMemoryRouter(routes)` in tests. */
  router: SiteRouter;
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

/** The whole site: stores, translations and the router with every layout and screen. */
export function SiteApp({ stores, i18n, router }: SiteAppProps) {
  return (
    <StoresProvider stores={stores}>
      <I18nextProvider i18n={i18n}>
        <LanguageSync i18n={i18n} />
        <RouterProvider router={router} />
      </I18nextProvider>
    </StoresProvider>
  );
}
