import type { ProfileCard, Settings, User } from '@dating/contract';
import { SEARCH_PAGE_SIZE } from '@dating/contract/enums';
import type {
  ApiClient,
  AuthenticationRequiredListener,
  MemberSearchQuery,
} from '../api/api-client.js';
import { ApiRequestError } from '../api/api-error.js';
import {
  fixtureCompanyInfo,
  fixtureInterests,
  fixtureRegions,
  fixtureSettings,
  fixtureUser,
} from './fixtures.js';
import { fixtureProfileCards } from './profile-cards.js';

/** The calls of the client (everything but the listener registration). */
export type ApiMethods = Omit<ApiClient, 'onAuthenticationRequired'>;
export type ApiMethodName = keyof ApiMethods;

/** One recorded call of the fake API. */
export interface RecordedCall {
  method: ApiMethodName;
  /** The values the method was called with. */
  parameters: unknown[];
}

/** An `ApiClient` for tests and stories, recording its calls. */
export interface FakeApi extends ApiClient {
  /** Every call, in order. */
  calls: RecordedCall[];
  /** The parameters of each call of one method. */
  callsTo(method: ApiMethodName): unknown[][];
  /** Notifies the `onAuthenticationRequired` listeners, as a 403 answer would. */
  emitAuthenticationRequired(): void;
}

/** The data the fake's default answers are made of. */
export interface FakeApiData {
  /** The member GET user.php answers (null: a visitor). Login and logout change it. */
  user?: User | null;
  settings?: Settings;
  /** The members the default search filters and pages through (60 fixture cards by default). */
  profiles?: ProfileCard[];
}

/** Filters and pages `profiles` like the server's member search does. */
export function searchFixtureProfiles(profiles: readonly ProfileCard[], query: MemberSearchQuery) {
  const matches = profiles.filter(
    (profile) =>
      (!query.gender || profile.gender === query.gender) &&
      (!query.country || profile.country === query.country) &&
      (!query.countryregion || profile.region === query.countryregion) &&
      profile.age >= (query.min_age ?? 0) &&
      profile.age <= (query.max_age ?? Number.POSITIVE_INFINITY),
  );
  const pageNumber = Math.max(1, query.page ?? 1);
  const start = (pageNumber - 1) * SEARCH_PAGE_SIZE;
  return {
    profiles: matches.slice(start, start + SEARCH_PAGE_SIZE),
    pageNumber,
    pageSize: SEARCH_PAGE_SIZE as typeof SEARCH_PAGE_SIZE,
    numResults: matches.length,
  };
}

/**
 * Creates a fake API: every method resolves fixture data (a visitor by default; login with any
 * credentials logs in `fixtureUser()`, or the data's user) unless `overrides` replaces it.
 * Calls are recorded in `calls` whether overridden or not.
 */
export function createFakeApi(
  overrides: Partial<ApiMethods> = {},
  data: FakeApiData = {},
): FakeApi {
  let user = data.user ?? null;
  const loginUser = data.user ?? fixtureUser();
  const settings = data.settings ?? fixtureSettings();
  const profiles = data.profiles ?? fixtureProfileCards(60, 1);
  const listeners = new Set<AuthenticationRequiredListener>();
  const calls: RecordedCall[] = [];

  const defaults: ApiMethods = {
    request: async <T>() => undefined as T,
    getSettings: async () => JSON.parse(JSON.stringify(settings)) as Settings,
    getUser: async () => user,
    login: async () => {
      user = loginUser;
      return user;
    },
    logout: async () => {
      user = null;
    },
    saveLanguage: async () => undefined,
    getCompanyInfo: async () => fixtureCompanyInfo(),
    getInterests: async () => fixtureInterests(),
    getRegions: async () => fixtureRegions(),
    searchMembers: async (query) => searchFixtureProfiles(profiles, query),
  };
  const methods = { ...defaults, ...overrides };

  function recorded<Name extends ApiMethodName>(method: Name): ApiMethods[Name] {
    const implementation = methods[method] as (...parameters: unknown[]) => Promise<unknown>;
    return ((...parameters: unknown[]) => {
      calls.push({ method, parameters });
      return implementation(...parameters);
    }) as ApiMethods[Name];
  }

  return {
    request: recorded('request'),
    getSettings: recorded('getSettings'),
    getUser: recorded('getUser'),
    login: recorded('login'),
    logout: recorded('logout'),
    saveLanguage: recorded('saveLanguage'),
    getCompanyInfo: recorded('getCompanyInfo'),
    getInterests: recorded('getInterests'),
    getRegions: recorded('getRegions'),
    searchMembers: recorded('searchMembers'),
    onAuthenticationRequired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    calls,
    callsTo: (method) =>
      calls.filter((call) => call.method === method).map((call) => call.parameters),
    emitAuthenticationRequired() {
      const error = new ApiRequestError(403, {
        error: 'authentication_required',
        message: 'Please log in.',
        authentication_required: true,
      });
      for (const listener of [...listeners]) listener(error);
    },
  };
}
