import { LANGUAGE_CODES, type Language } from '@dating/contract/enums';
import { createInstance, type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  ACCOUNT_NAMESPACES,
  DISCOVERY_NAMESPACES,
  FIRST_PAINT_NAMESPACES,
  LANDER_NAMESPACES,
  LEGAL_NAMESPACES,
  loadLocale,
  loadNamespace,
  MONEY_NAMESPACES,
  OPERATOR_NAMESPACES,
  PROBLEM_NAMESPACES,
} from './locales/load-locale.js';

export type { I18n };

const isLanguage = (value: string): value is Language =>
  (LANGUAGE_CODES as readonly string[]).includes(value);

/**
 * Creates the interface's i18next instance with the first-paint namespaces of `language` loaded
 * (one lazy chunk per language) and sets `<html lang>`. The account and discovery namespaces
 * load when a screen first asks for them (`useTranslation('profile')` suspends until they are
 * there), or at once with `preloadAll`. Switch languages with {@link changeSiteLanguage}.
 */
export async function createSiteI18n(
  language: Language,
  options: { preloadAll?: boolean } = {},
): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend((lng: string, namespace: string) =>
        isLanguage(lng) ? loadNamespace(lng, namespace) : Promise.reject(new Error(lng)),
      ),
    )
    .init({
      lng: language,
      fallbackLng: false,
      ns: [...FIRST_PAINT_NAMESPACES],
      defaultNS: 'common',
      resources: { [language]: await loadLocale(language) },
      // The bundled resources are only part of the namespaces; the backend loads the rest.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
    });
  // Tests and stories want every text at once, not a suspended first render.
  if (options.preloadAll) {
    await i18n.loadNamespaces([
      ...PROBLEM_NAMESPACES,
      ...ACCOUNT_NAMESPACES,
      ...DISCOVERY_NAMESPACES,
      ...MONEY_NAMESPACES,
      ...OPERATOR_NAMESPACES,
      ...LANDER_NAMESPACES,
      ...LEGAL_NAMESPACES,
    ]);
  }
  setDocumentLanguage(language);
  return i18n;
}

/** Switches to `language` (its namespaces in use load first) and updates `<html lang>`. */
export async function changeSiteLanguage(i18n: I18n, language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
