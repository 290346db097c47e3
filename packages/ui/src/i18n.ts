import type { Language } from '@dating/contract/enums';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocale, NAMESPACES } from './locales/load-locale.js';

export type { I18n };

/**
 * Creates the interface's i18next instance with only `language` loaded (one lazy chunk per
 * language) and sets `<html lang>`. Switch languages later with {@link changeSiteLanguage}.
 */
export async function createSiteI18n(language: Language): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [language]: await loadLocale(language) },
    interpolation: { escapeValue: false },
  });
  setDocumentLanguage(language);
  return i18n;
}

/** Loads `language` when it is new to `i18n`, switches to it and updates `<html lang>`. */
export async function changeSiteLanguage(i18n: I18n, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'common')) {
    const resources = await loadLocale(language);
    for (const [namespace, values] of Object.entries(resources)) {
      i18n.addResourceBundle(language, namespace, values, true, true);
    }
  }
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
