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
