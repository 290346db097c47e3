import type { Language } from '@dating/contract/enums';

/** The translations of one language: namespace -> nested keys. */
export type LocaleResources = Record<string, Record<string, unknown>>;

type Loader = () => Promise<{ default: LocaleResources }>;

/**
 * Two lazy chunks per language: what the first paint needs (navigation, home, login, members,
 * errors) and what signup and the account pages need, so that a visitor downloads only the
 * language in use, and the account texts only when they open signup or an account page.
 */
const loaders: Record<Language, { firstPaint: Loader; accountPages: Loader }> = {
  en: {
    firstPaint: () => import('./en/index.js'),
    accountPages: () => import('./en/account-pages.js'),
  },
  de: {
    firstPaint: () => import('./de/index.js'),
    accountPages: () => import('./de/account-pages.js'),
  },
  es: {
    firstPaint: () => import('./es/index.js'),
    accountPages: () => import('./es/account-pages.js'),
  },
  fr: {
    firstPaint: () => import('./fr/index.js'),
    accountPages: () => import('./fr/account-pages.js'),
  },
  it: {
    firstPaint: () => import('./it/index.js'),
    accountPages: () => import('./it/account-pages.js'),
  },
  nl: {
    firstPaint: () => import('./nl/index.js'),
    accountPages: () => import('./nl/account-pages.js'),
  },
  pl: {
    firstPaint: () => import('./pl/index.js'),
    accountPages: () => import('./pl/account-pages.js'),
  },
};

/** The namespaces loaded with the first paint. */
export const FIRST_PAINT_NAMESPACES = [
  'common',
  'errors',
  'footer',
  'home',
  'login',
  'members',
  'modals',
  'navigation',
] as const;

/** The namespaces loaded when signup or an account page first needs them. */
export const ACCOUNT_NAMESPACES = [
  'account',
  'forms',
  'notifications',
  'problems',
  'profile',
  'signup',
] as const;

/** Every namespace the interface uses. */
export const NAMESPACES = [...FIRST_PAINT_NAMESPACES, ...ACCOUNT_NAMESPACES].sort();

/** Loads the first-paint translations of one language. */
export async function loadLocale(language: Language): Promise<LocaleResources> {
  return (await loaders[language].firstPaint()).default;
}

/** Loads one namespace of a language; its whole chunk arrives (and is cached) at once. */
export async function loadNamespace(
  language: Language,
  namespace: string,
): Promise<Record<string, unknown>> {
  const first = FIRST_PAINT_NAMESPACES as readonly string[];
  const loader = first.includes(namespace)
    ? loaders[language].firstPaint
    : loaders[language].accountPages;
  const resources = (await loader()).default;
  const values = resources[namespace];
  if (!values) throw new Error(`No namespace "${namespace}" in language ${language}`);
  return values;
}
