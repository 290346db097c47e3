import type { Settings } from '@dating/contract';
import type { Language } from '@dating/contract/enums';
import { ApiRequestError } from '@dating/logic';
import {
  type FixtureStores,
  type FixtureStoresOptions,
  fixtureProfileCards,
  fixtureSearchResults,
  fixtureUser,
} from '@dating/logic/testing';
import { SITE_ENTRY_SKIPPED_KEY } from '@dating/ui';

/**
 * What a story asks of the site around it, as `parameters.site`. Everything is fixture data: the
 * stores run on a fake API and a fake clock, so no story touches the network.
 */
export interface SiteParameters {
  /** Who looks at the page: a visitor (default), a free member or a premium member. */
  member?: 'visitor' | 'free' | 'premium';
  /** The member's credits (0 for free members, 50 for premium members by default). */
  credits?: number;
  /** Unread messages and new likes behind the navigation badges. */
  counters?: { unreadMessages?: number; newLikes?: number };
  /** The member search: no search yet (default), a page of results, none found, pending, failed. */
  search?: 'none' | 'results' | 'empty' | 'loading' | 'error';
  /** Logging in fails this way (the fake API answers 401 or 429), shown from the start unless `loginErrorShown` is false. */
  loginFailure?: 'login_failed' | 'account_locked';
  loginErrorShown?: boolean;
  /** The URL the memory router starts at (`/` by default). */
  route?: string;
  /** Set to false for stories that mount `SiteApp` themselves (the whole site). */
  router?: boolean;
  /** Shows the site-entry warning to visitors; by default it counts as confirmed already. */
  siteEntryWarning?: boolean;
  /** Settings that differ from the toolbar brand's, e.g. `{ logged_out_search: 'none' }`. */
  settings?: Partial<Settings>;
}

/** Minutes of the lockout in the `account_locked` fixture. */
export const LOCKOUT_MINUTES = 15;

const never = () => new Promise<never>(() => {});

function searchOptions(search: SiteParameters['search']): Partial<FixtureStoresOptions> {
  switch (search) {
    case 'results':
      return { searchResults: fixtureSearchResults(), numResults: 60 };
    case 'empty':
      return { searchResults: [], numResults: 0, profiles: [] };
    case 'loading':
      return { api: { searchMembers: never } };
    case 'error':
      return {
        api: {
          searchMembers: () =>
            Promise.reject(
              new ApiRequestError(500, { error: 'internal_error', message: 'Search failed' }),
            ),
        },
      };
    default:
      return { profiles: fixtureProfileCards(60, 1) };
  }
}

function loginOptions(failure: SiteParameters['loginFailure']): Partial<FixtureStoresOptions> {
  if (failure === 'login_failed') {
    const error = new ApiRequestError(401, { error: 'login_failed', message: 'Login failed' });
    return { api: { login: () => Promise.reject(error) } };
  }
  if (failure === 'account_locked') {
    const body = { error: 'account_locked', message: 'Locked', minutes: LOCKOUT_MINUTES };
    return { api: { login: () => Promise.reject(new ApiRequestError(429, body)) } };
  }
  return {};
}

/** The options of `createFixtureStores` for a story's parameters, brand settings and language. */
export function fixtureStoresOptions(
  site: SiteParameters,
  settings: Settings,
  language: Language,
): FixtureStoresOptions {
  const { member = 'visitor' } = site;
  const paid = member === 'premium';
  const credits = site.credits ?? (paid ? 50 : 0);
  const user = member === 'visitor' ? null : fixtureUser({ paid, credits, language });
  const search = searchOptions(site.search);
  const login = loginOptions(site.loginFailure);
  return {
    ...search,
    user,
    settings: { ...settings, ...site.settings },
    language,
    counters: member === 'visitor' ? {} : (site.counters ?? {}),
    api: { ...search.api, ...login.api },
  };
}

/** States that the fixture options cannot express: a search in progress or failed, a shown login error. */
export function applyStoryState(stores: FixtureStores, site: SiteParameters): void {
  if (!site.siteEntryWarning)
    stores.storage.setItem(SITE_ENTRY_SKIPPED_KEY, String(stores.clock.now()));
  if (site.search === 'loading') stores.search.state.status = 'loading';
  if (site.search === 'error') stores.search.state.status = 'error';
  if (site.loginFailure && site.loginErrorShown !== false) {
    stores.session.state.login.error =
      site.loginFailure === 'account_locked'
        ? { code: 'account_locked', minutes: LOCKOUT_MINUTES }
        : { code: 'login_failed' };
  }
}
