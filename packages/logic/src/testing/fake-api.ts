import type { Image, ProfileCard, Settings, SignupRequest, User } from '@dating/contract';
import { SEARCH_PAGE_SIZE } from '@dating/contract/enums';
import { sexualityFor } from '@dating/contract/rules';
import type { AccountApi } from '../api/account-api.js';
import type {
  ApiClient,
  AuthenticationRequiredListener,
  MemberSearchQuery,
} from '../api/api-client.js';
import { ApiRequestError } from '../api/api-error.js';
import {
  fixtureCompanyInfo,
  fixtureImage,
  fixtureInterests,
  fixtureProfile,
  fixtureRegions,
  fixtureSettings,
  fixtureUser,
} from './fixtures.js';
import { fixtureProfileCards } from './profile-cards.js';

/** The calls of the client and of the account pages (everything but the listener registration). */
export type ApiMethods = Omit<ApiClient & AccountApi, 'onAuthenticationRequired'>;
export type ApiMethodName = keyof ApiMethods;

/** One recorded call of the fake API. */
export interface RecordedCall {
  method: ApiMethodName;
  /** The values the method was called with. */
  parameters: unknown[];
}

/** An `ApiClient` with the account calls, for tests and stories, recording its calls. */
export interface FakeApi extends ApiClient, AccountApi {
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

/** The member a signup creates: unconfirmed, with the signup's details and no photos yet. */
function signedUpUser(request: SignupRequest): User {
  const sexuality = sexualityFor(request.gender, request.looking_for);
  return fixtureUser({
    email: request.email.trim().toLowerCase(),
    status: 'not_confirmed',
    language: request.language,
    signup_date: new Date(Date.UTC(2026, 0, 15, 12)).toISOString(),
    profile: fixtureProfile({
      name: request.name.trim(),
      gender: request.gender,
      sexuality,
      date_of_birth: request.date_of_birth,
      main_image: null,
      photos: [],
      hair_color: null,
      eye_color: null,
      body_type: null,
      relationship_status: null,
      tattoos: null,
      interests: [],
      notes: null,
      city: null,
      region: null,
      region_code: null,
    }),
  });
}

/**
 * Creates a fake API: every method resolves fixture data (a visitor by default; login with any
 * credentials logs in `fixtureUser()`, or the data's user) unless `overrides` replaces it. Calls
 * that change the member (signup, profile, photos, settings) change the member GET user.php
 * answers, as the server would. Calls are recorded in `calls` whether overridden or not.
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

  let photoIds = 100;
  /** Applies a change to the logged-in member (the fixture member when nobody is). */
  const change = async (apply: (member: User) => User): Promise<User> => {
    user = apply(JSON.parse(JSON.stringify(user ?? loginUser)) as User);
    return user;
  };
  const mainImageOf = (photos: Image[]) =>
    photos.find((photo) => photo.status === 'active') ?? null;

  const defaults: ApiMethods = {
    request: async <T>() => undefined as T,
    getSettings: async () => JSON.parse(JSON.stringify(settings)) as Settings,
    // A fresh object, as an answer from the server is: the session never shares it.
    getUser: async () => (user ? (JSON.parse(JSON.stringify(user)) as User) : null),
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
    signup: async (request) => {
      user = signedUpUser(request);
      return user;
    },
    activate: async () => change((member) => ({ ...member, status: 'active' })),
    sendConfirmationMail: async () => undefined,
    requestPasswordReset: async () => undefined,
    resetPassword: async () => change((member) => member),
    requestEmailChange: async () => undefined,
    confirmEmailChange: async () => change((member) => ({ ...member, status: 'active' })),
    changePassword: async () => undefined,
    updateProfile: async (update) =>
      change((member) => ({ ...member, profile: { ...member.profile, ...update } })),
    setInvisible: async (invisible) => change((member) => ({ ...member, invisible })),
    updateNotifications: async (update) =>
      change((member) => ({
        ...member,
        notifications_disabled: update.notifications_disabled ?? member.notifications_disabled,
        email_disabled: update.email_enabled ? null : member.email_disabled,
      })),
    uploadPhoto: async (_photo, options = {}) =>
      change((member) => {
        photoIds += 1;
        const image = { ...fixtureImage(photoIds), id: photoIds };
        const profile = options.isPrivate
          ? { ...member.profile, private_photos: [...member.profile.private_photos, image] }
          : { ...member.profile, photos: [...member.profile.photos, image] };
        return { ...member, profile: { ...profile, main_image: mainImageOf(profile.photos) } };
      }),
    updatePhoto: async (update) =>
      change((member) => {
        const all = [...member.profile.photos, ...member.profile.private_photos];
        const photo = all.find((candidate) => candidate.id === update.id);
        if (!photo) return member;
        const others = member.profile.photos.filter((candidate) => candidate.id !== update.id);
        const otherPrivate = member.profile.private_photos.filter(
          (candidate) => candidate.id !== update.id,
        );
        const toPrivate = update.main ? false : (update.private ?? false);
        const photos = toPrivate ? others : update.main ? [photo, ...others] : [...others, photo];
        const privatePhotos = toPrivate ? [...otherPrivate, photo] : otherPrivate;
        return {
          ...member,
          profile: {
            ...member.profile,
            photos,
            private_photos: privatePhotos,
            main_image: mainImageOf(photos),
          },
        };
      }),
    deletePhoto: async (id) =>
      change((member) => {
        const photos = member.profile.photos.filter((photo) => photo.id !== id);
        return {
          ...member,
          profile: {
            ...member.profile,
            photos,
            private_photos: member.profile.private_photos.filter((photo) => photo.id !== id),
            main_image: mainImageOf(photos),
          },
        };
      }),
    geocode: async () => ({
      country: 'GB',
      region: 'GB-ENG',
      region_name: 'England',
      city: 'Brighton',
    }),
    deleteAccount: async () => {
      user = null;
    },
    requestReactivation: async () => undefined,
    reactivate: async () => {
      user = loginUser;
      return user;
    },
    subscribePush: async () => undefined,
    myDataUrl: () => '/api/my-data.php',
    urlOf: (path) => path,
  };
  const methods = { ...defaults, ...overrides };

  function recorded<Name extends ApiMethodName>(method: Name): ApiMethods[Name] {
    const implementation = methods[method] as (...parameters: unknown[]) => Promise<unknown>;
    return ((...parameters: unknown[]) => {
      calls.push({ method, parameters });
      return implementation(...parameters);
    }) as ApiMethods[Name];
  }

  const api = Object.fromEntries(
    (Object.keys(defaults) as ApiMethodName[]).map((method) => [method, recorded(method)]),
  ) as ApiMethods;
  // Addresses are plain values, not calls worth recording.
  api.myDataUrl = methods.myDataUrl;
  api.urlOf = methods.urlOf;

  return {
    ...api,
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
