import { AUTO_LANGUAGE_PATH, LANGUAGE_PATHS } from '../enums/landers.js';
import type { Language } from '../enums/languages.js';
import { LEGAL_PAGES } from '../enums/legal.js';

/**
 * What a path parameter of a site's route may be: one of a list of words, or text that matches a
 * pattern (the whole value). The route table declares them once; the browser's router and the
 * server (which answers 404 for a path that is no page) both read them, so `/likes/liked` is a 404
 * in both and never a page that says "not found" with status 200.
 */
export type RouteParamRule = { values: readonly string[] } | { pattern: string };

/** A member's, conversation's or other row's id in an address: a positive whole number. */
export const ID_PATTERN = '[1-9][0-9]{0,15}';
export const ID_PARAM: RouteParamRule = { pattern: ID_PATTERN };

/** The token of a statement of reasons' link (`/statements/{token}`): base64url, 20 to 100 long. */
export const STATEMENT_TOKEN_PARAM: RouteParamRule = { pattern: '[A-Za-z0-9_-]{20,100}' };

/**
 * Whether every parameter that is present satisfies its rule (an optional one left out passes;
 * a parameter without a rule takes anything).
 */
export function routeParamsAllowed(
  rules: Readonly<Record<string, RouteParamRule>> | undefined,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    if (value === undefined) return true;
    return 'values' in rule
      ? rule.values.includes(value)
      : new RegExp(`^(?:${rule.pattern})$`).test(value);
  });
}

/**
 * The language a page's language slug names (`deu` gives `de`), or undefined where the slug
 * leaves it to the visitor: `auto`, no slug, or a word that is no language path.
 */
export function languageOfSlug(slug: string | undefined): Language | undefined {
  return slug !== undefined && Object.hasOwn(LANGUAGE_PATHS, slug)
    ? LANGUAGE_PATHS[slug as keyof typeof LANGUAGE_PATHS]
    : undefined;
}

/** The language path of a language (`de` gives `deu`): the slug that links to it. */
export function slugOfLanguage(language: Language): string {
  const entry = Object.entries(LANGUAGE_PATHS).find(([, code]) => code === language);
  return entry ? entry[0] : AUTO_LANGUAGE_PATH;
}

/**
 * The address of an operator's own page (`/{token}`, from `sites/<slug>/pages/<token>.<lang>.md`):
 * 2 to 40 small letters, digits and dashes, starting with a letter.
 */
export const OWN_PAGE_TOKEN_PATTERN = '[a-z][a-z0-9-]{1,39}';

/**
 * The first parts of the addresses that the sites' pages (the route table) and the server
 * (`/api`, `/uploads`, the built files) use: no own page may take one. A test keeps the list in
 * step with the route table.
 */
export const RESERVED_PAGE_TOKENS: readonly string[] = [
  'account-deleted',
  'activate',
  'chats',
  'complaints',
  'complete-signup',
  'credits',
  'directdebit',
  'landers',
  'lang-config',
  'likes',
  'login',
  'mail-change',
  'match-finder',
  'members',
  'notifications',
  'operator',
  'pages',
  'premium',
  'pricing',
  'profile',
  'reactivate',
  'reset-password',
  'signup',
  'signup-matches',
  'statements',
  'swipe-game',
  'transactions',
  'withdrawal',
  // The server's and the built site's own.
  'api',
  'assets',
  'brand',
  'dev',
  'prerendered',
  'theme',
  'uploads',
];

/**
 * Why a word cannot be an own page's token (`OWN_PAGE_TOKEN_PATTERN`, not reserved), or null
 * when it can.
 */
export function ownPageTokenProblem(token: string): string | null {
  if (!new RegExp(`^(?:${OWN_PAGE_TOKEN_PATTERN})$`).test(token)) {
    return 'must be 2 to 40 small letters, digits or dashes, starting with a letter';
  }
  if (RESERVED_PAGE_TOKENS.includes(token)) return `/${token} is an address of the site itself`;
  return null;
}

/** The tokens of the operator's own pages among a brand's pages (every key that is no legal page). */
export function ownPageTokens(pages: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(pages)
    .filter((key) => !(LEGAL_PAGES as readonly string[]).includes(key))
    .sort();
}
