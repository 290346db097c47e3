import type { Settings } from '@dating/contract';

// Shared with the server, which applies the same rule to a signup.
export { signupsEnabled } from '@dating/contract/rules';

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
