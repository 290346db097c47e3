import type { Language } from '@dating/contract/enums';

/** The translations of one language: namespace -> nested keys. */
export type LocaleResources = Record<string, Record<string, unknown>>;

type Loader = () => Promise<{ default: LocaleResources }>;
/** A chunk of one namespace: its values. */
type NamespaceLoader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Lazy chunks per language: what the first paint needs (navigation, home, login, members,
 * errors), the words of the forms' problems (the first form a visitor sends or opens), what
 * signup and the account pages need, the words of meeting other members (profile view,
 * likes, matches, blocking, reports, the chat), the words of buying (packages, checkout,
 * payments), the operator inbox's and the landers'; so a visitor downloads only the language in use, and the
 * other texts only when a page needs them.
 */
const loaders: Record<
  Language,
  {
    firstPaint: Loader;
    problems: NamespaceLoader;
    accountPages: Loader;
    meeting: Loader;
    money: NamespaceLoader;
    operator: NamespaceLoader;
    landers: NamespaceLoader;
    /** One chunk per legal or help page (`LEGAL_NAMESPACES`). */
    legal: Record<LegalNamespace, NamespaceLoader>;
  }
> = {
  en: {
    firstPaint: () => import('./en/index.js'),
    problems: () => import('./en/problems.json'),
    accountPages: () => import('./en/account-pages.js'),
    meeting: () => import('./en/meeting.js'),
    money: () => import('./en/money.json'),
    operator: () => import('./en/operator.json'),
    landers: () => import('./en/landers.json'),
    legal: {
      termsPage: () => import('./en/termsPage.json'),
      complaintsPage: () => import('./en/complaintsPage.json'),
      langConfigPage: () => import('./en/langConfigPage.json'),
      privacyPage: () => import('./en/privacyPage.json'),
      cookiesPage: () => import('./en/cookiesPage.json'),
      banPage: () => import('./en/banPage.json'),
      faqPage: () => import('./en/faqPage.json'),
      returnPolicyPage: () => import('./en/returnPolicyPage.json'),
      servicePage: () => import('./en/servicePage.json'),
    },
  },
  de: {
    firstPaint: () => import('./de/index.js'),
    problems: () => import('./de/problems.json'),
    accountPages: () => import('./de/account-pages.js'),
    meeting: () => import('./de/meeting.js'),
    money: () => import('./de/money.json'),
    operator: () => import('./de/operator.json'),
    landers: () => import('./de/landers.json'),
    legal: {
      termsPage: () => import('./de/termsPage.json'),
      complaintsPage: () => import('./de/complaintsPage.json'),
      langConfigPage: () => import('./de/langConfigPage.json'),
      privacyPage: () => import('./de/privacyPage.json'),
      cookiesPage: () => import('./de/cookiesPage.json'),
      banPage: () => import('./de/banPage.json'),
      faqPage: () => import('./de/faqPage.json'),
      returnPolicyPage: () => import('./de/returnPolicyPage.json'),
      servicePage: () => import('./de/servicePage.json'),
    },
  },
  es: {
    firstPaint: () => import('./es/index.js'),
    problems: () => import('./es/problems.json'),
    accountPages: () => import('./es/account-pages.js'),
    meeting: () => import('./es/meeting.js'),
    money: () => import('./es/money.json'),
    operator: () => import('./es/operator.json'),
    landers: () => import('./es/landers.json'),
    legal: {
      termsPage: () => import('./es/termsPage.json'),
      complaintsPage: () => import('./es/complaintsPage.json'),
      langConfigPage: () => import('./es/langConfigPage.json'),
      privacyPage: () => import('./es/privacyPage.json'),
      cookiesPage: () => import('./es/cookiesPage.json'),
      banPage: () => import('./es/banPage.json'),
      faqPage: () => import('./es/faqPage.json'),
      returnPolicyPage: () => import('./es/returnPolicyPage.json'),
      servicePage: () => import('./es/servicePage.json'),
    },
  },
  fr: {
    firstPaint: () => import('./fr/index.js'),
    problems: () => import('./fr/problems.json'),
    accountPages: () => import('./fr/account-pages.js'),
    meeting: () => import('./fr/meeting.js'),
    money: () => import('./fr/money.json'),
    operator: () => import('./fr/operator.json'),
    landers: () => import('./fr/landers.json'),
    legal: {
      termsPage: () => import('./fr/termsPage.json'),
      complaintsPage: () => import('./fr/complaintsPage.json'),
      langConfigPage: () => import('./fr/langConfigPage.json'),
      privacyPage: () => import('./fr/privacyPage.json'),
      cookiesPage: () => import('./fr/cookiesPage.json'),
      banPage: () => import('./fr/banPage.json'),
      faqPage: () => import('./fr/faqPage.json'),
      returnPolicyPage: () => import('./fr/returnPolicyPage.json'),
      servicePage: () => import('./fr/servicePage.json'),
    },
  },
  it: {
    firstPaint: () => import('./it/index.js'),
    problems: () => import('./it/problems.json'),
    accountPages: () => import('./it/account-pages.js'),
    meeting: () => import('./it/meeting.js'),
    money: () => import('./it/money.json'),
    operator: () => import('./it/operator.json'),
    landers: () => import('./it/landers.json'),
    legal: {
      termsPage: () => import('./it/termsPage.json'),
      complaintsPage: () => import('./it/complaintsPage.json'),
      langConfigPage: () => import('./it/langConfigPage.json'),
      privacyPage: () => import('./it/privacyPage.json'),
      cookiesPage: () => import('./it/cookiesPage.json'),
      banPage: () => import('./it/banPage.json'),
      faqPage: () => import('./it/faqPage.json'),
      returnPolicyPage: () => import('./it/returnPolicyPage.json'),
      servicePage: () => import('./it/servicePage.json'),
    },
  },
  nl: {
    firstPaint: () => import('./nl/index.js'),
    problems: () => import('./nl/problems.json'),
    accountPages: () => import('./nl/account-pages.js'),
    meeting: () => import('./nl/meeting.js'),
    money: () => import('./nl/money.json'),
    operator: () => import('./nl/operator.json'),
    landers: () => import('./nl/landers.json'),
    legal: {
      termsPage: () => import('./nl/termsPage.json'),
      complaintsPage: () => import('./nl/complaintsPage.json'),
      langConfigPage: () => import('./nl/langConfigPage.json'),
      privacyPage: () => import('./nl/privacyPage.json'),
      cookiesPage: () => import('./nl/cookiesPage.json'),
      banPage: () => import('./nl/banPage.json'),
      faqPage: () => import('./nl/faqPage.json'),
      returnPolicyPage: () => import('./nl/returnPolicyPage.json'),
      servicePage: () => import('./nl/servicePage.json'),
    },
  },
  pl: {
    firstPaint: () => import('./pl/index.js'),
    problems: () => import('./pl/problems.json'),
    accountPages: () => import('./pl/account-pages.js'),
    meeting: () => import('./pl/meeting.js'),
    money: () => import('./pl/money.json'),
    operator: () => import('./pl/operator.json'),
    landers: () => import('./pl/landers.json'),
    legal: {
      termsPage: () => import('./pl/termsPage.json'),
      complaintsPage: () => import('./pl/complaintsPage.json'),
      langConfigPage: () => import('./pl/langConfigPage.json'),
      privacyPage: () => import('./pl/privacyPage.json'),
      cookiesPage: () => import('./pl/cookiesPage.json'),
      banPage: () => import('./pl/banPage.json'),
      faqPage: () => import('./pl/faqPage.json'),
      returnPolicyPage: () => import('./pl/returnPolicyPage.json'),
      servicePage: () => import('./pl/servicePage.json'),
    },
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

/** The words of error codes and field problems, loaded when the first form needs them. */
export const PROBLEM_NAMESPACES = ['problems'] as const;

/** The namespaces loaded when signup or an account page first needs them. */
export const ACCOUNT_NAMESPACES = [
  'account',
  'forms',
  'notifications',
  'profile',
  'signup',
] as const;

/**
 * The words of meeting other members (profile view, likes, matches, blocking, reports, the chat),
 * one chunk loaded when such a page or pop-up first needs them. Their profile details reuse the
 * `profile` words.
 */
export const DISCOVERY_NAMESPACES = ['chat', 'discovery'] as const;

/** The words of buying: packages, pricing, checkout and payment results. */
export const MONEY_NAMESPACES = ['money'] as const;

/** The words of the operator inbox (`/operator`), which only the brand's team opens. */
export const OPERATOR_NAMESPACES = ['operator'] as const;

/** The words of the landers and member landings, where paid traffic arrives. */
export const LANDER_NAMESPACES = ['landers'] as const;

/**
 * The texts of the legal and help pages (`/pages/...`), the notice form (`/complaints`) and the
 * language page (`/lang-config`): one namespace and one chunk per page, so a visitor reading the
 * terms downloads the terms only.
 */
export const LEGAL_NAMESPACES = [
  'banPage',
  'complaintsPage',
  'cookiesPage',
  'faqPage',
  'langConfigPage',
  'privacyPage',
  'returnPolicyPage',
  'servicePage',
  'termsPage',
] as const;
type LegalNamespace = (typeof LEGAL_NAMESPACES)[number];

/** Every namespace the interface uses. */
export const NAMESPACES = [
  ...FIRST_PAINT_NAMESPACES,
  ...PROBLEM_NAMESPACES,
  ...ACCOUNT_NAMESPACES,
  ...DISCOVERY_NAMESPACES,
  ...MONEY_NAMESPACES,
  ...OPERATOR_NAMESPACES,
  ...LANDER_NAMESPACES,
  ...LEGAL_NAMESPACES,
].sort();

/** Loads the first-paint translations of one language. */
export async function loadLocale(language: Language): Promise<LocaleResources> {
  return (await loaders[language].firstPaint()).default;
}

/** Loads one namespace of a language; its whole chunk arrives (and is cached) at once. */
export async function loadNamespace(
  language: Language,
  namespace: string,
): Promise<Record<string, unknown>> {
  if ((PROBLEM_NAMESPACES as readonly string[]).includes(namespace)) {
    return (await loaders[language].problems()).default;
  }
  if ((DISCOVERY_NAMESPACES as readonly string[]).includes(namespace)) {
    const values = (await loaders[language].meeting()).default[namespace];
    if (!values) throw new Error(`No namespace "${namespace}" in language ${language}`);
    return values;
  }
  if ((MONEY_NAMESPACES as readonly string[]).includes(namespace)) {
    return (await loaders[language].money()).default;
  }
  if ((LEGAL_NAMESPACES as readonly string[]).includes(namespace)) {
    return (await loaders[language].legal[namespace as LegalNamespace]()).default;
  }
  if ((OPERATOR_NAMESPACES as readonly string[]).includes(namespace)) {
    return (await loaders[language].operator()).default;
  }
  if ((LANDER_NAMESPACES as readonly string[]).includes(namespace)) {
    return (await loaders[language].landers()).default;
  }
  const first = FIRST_PAINT_NAMESPACES as readonly string[];
  const loader = first.includes(namespace)
    ? loaders[language].firstPaint
    : loaders[language].accountPages;
  const resources = (await loader()).default;
  const values = resources[namespace];
  if (!values) throw new Error(`No namespace "${namespace}" in language ${language}`);
  return values;
}
