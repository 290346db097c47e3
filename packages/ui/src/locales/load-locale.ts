import type { Language } from '@dating/contract/enums';

/** The translations of one language: namespace -> nested keys. */
export type LocaleResources = Record<string, Record<string, unknown>>;

// One lazy chunk per language, so a visitor only downloads the language in use.
const loaders: Record<Language, () => Promise<{ default: LocaleResources }>> = {
  en: () => import('./en/index.js'),
  de: () => import('./de/index.js'),
  es: () => import('./es/index.js'),
  fr: () => import('./fr/index.js'),
  it: () => import('./it/index.js'),
  nl: () => import('./nl/index.js'),
  pl: () => import('./pl/index.js'),
};

/** Every namespace the interface uses. */
export const NAMESPACES = [
  'common',
  'errors',
  'footer',
  'home',
  'login',
  'members',
  'modals',
  'navigation',
] as const;

/** Loads the translations of one language. */
export async function loadLocale(language: Language): Promise<LocaleResources> {
  const module = await loaders[language]();
  return module.default;
}
