import { AUTO_LANGUAGE_PATH, LANGUAGE_PATHS } from '../enums/landers.js';
import type { Language } from '../enums/languages.js';

/**
 * What a path parameter of a site's route may be: one of a list of words, or text that matches a
 * pattern (the whole value). The route table declares them once; the browser's router and the
 * server (which answers 404 for a path that is no page) both read them, so `/likes/liked` is a 404
 * in both and never a page that says "not found" with status 200.
 */
export type RouteParamRule = { values: readonly string[] } | { pattern: string };

/** A member's, conversation's or other row's id in an address: a positive whole number. */
export const ID_PARAM: RouteParamRule = { pattern: '[1-9][0-9]{0,15}' };

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
