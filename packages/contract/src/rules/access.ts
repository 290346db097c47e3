/** The arrival tracking record; `network` and `ref` name the traffic source. */
export interface TrafficSourceRecord {
  network: string | null;
  ref: string | null;
  sub1?: string | null;
  sub2?: string | null;
  sub3?: string | null;
}

/**
 * The visitor's traffic source: the affiliate `network` they arrived from, or failing that the
 * `ref` code; null when they came without one.
 */
export function trafficSource(record: TrafficSourceRecord | null | undefined): string | null {
  return record?.network || record?.ref || null;
}

/**
 * Whether visitors may sign up (spec section 4): the `signups` setting is `all`, or it is
 * `with_trafficsource` and the visitor arrived with a traffic source. Any other value closes signup.
 */
export function signupsEnabled(
  settings: { signups: string },
  trafficSourceValue: string | null | undefined,
): boolean {
  if (settings.signups === 'all') return true;
  return settings.signups === 'with_trafficsource' && Boolean(trafficSourceValue);
}

/** Input of `loggedOutSearchVisible`. */
export interface LoggedOutSearchInput {
  loggedIn: boolean;
  settings: { logged_out_search: string; logged_out_search_trafficsource: string };
  trafficSource: string | null | undefined;
}

/**
 * Whether the member search is visible (spec section 4): always when logged in; for visitors when
 * `logged_out_search` is not `none`, or when `logged_out_search_trafficsource` is not `none` and
 * the visitor arrived with a traffic source.
 */
export function loggedOutSearchVisible({
  loggedIn,
  settings,
  trafficSource,
}: LoggedOutSearchInput): boolean {
  if (loggedIn) return true;
  if (settings.logged_out_search !== 'none') return true;
  return settings.logged_out_search_trafficsource !== 'none' && Boolean(trafficSource);
}
