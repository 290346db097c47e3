import type { Settings } from '@dating/contract';

/**
 * Whether visitors may sign up (spec section 4): the `signups` setting is `all`, or it is
 * `with_trafficsource` and the visitor arrived with a traffic source. Any other value closes signup.
 */
export function signupsEnabled(
  settings: Pick<Settings, 'signups'>,
  trafficSource: string | null | undefined,
): boolean {
  if (settings.signups === 'all') return true;
  return settings.signups === 'with_trafficsource' && Boolean(trafficSource);
}

/** Input of `loggedOutSearchVisible`. */
export interface LoggedOutSearchInput {
  loggedIn: boolean;
  settings: Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>;
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
