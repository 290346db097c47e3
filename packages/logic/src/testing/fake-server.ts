import type {
  EndpointInput,
  EndpointResult,
  Image,
  ProfileCard,
  SearchQuery,
  Settings,
  ShowcaseProfile,
  SignupRequest,
  User,
} from '@dating/contract';
import { SEARCH_PAGE_SIZE } from '@dating/contract/enums';
import { sexualityFor } from '@dating/contract/rules';
import type { CallOptions, SiteEndpointName } from '../api/api-client.js';
import { createFakeChat, type FakeChatData } from './fake-chat.js';
import { createFakeDiscovery, type FakeDiscoveryData } from './fake-discovery.js';
import { apiError } from './fake-errors.js';
import { createFakeOperator, type FakeOperatorData } from './fake-operator.js';
import { createFakePayments, type FakePaymentsData } from './fake-payments.js';
import {
  fixtureCompanyInfo,
  fixtureImage,
  fixtureInterests,
  fixtureProfile,
  fixtureRegions,
  fixtureSettings,
  fixtureUser,
} from './fixtures.js';
import { fixtureMyData } from './my-data.js';
import { fixtureProfileCards, fixtureShowcaseProfiles } from './profile-cards.js';

/** What the fake answers one endpoint with: the same input and result types as `api.call`. */
export type EndpointHandler<Name extends SiteEndpointName> = (
  input: EndpointInput<Name>,
  options: CallOptions,
) => Promise<EndpointResult<Name>>;

/** A handler for every endpoint the sites call. */
export type EndpointHandlers = { [Name in SiteEndpointName]: EndpointHandler<Name> };

/** The data the fake's default answers are made of. */
export interface FakeApiData {
  /** The member GET user.php answers (null: a visitor). Login and logout change it. */
  user?: User | null;
  settings?: Settings;
  /** The members the default search filters and pages through (60 fixture cards by default). */
  profiles?: ProfileCard[];
  /** The members landers and member landings show (24 fixture members by default). */
  showcase?: ShowcaseProfile[];
  /** Likes and blocks the discovery calls start from (about the members of `profiles`). */
  discovery?: FakeDiscoveryData;
  /** Earlier payments, and how a new one ends. */
  payments?: FakePaymentsData;
  /** The member's conversations (`fixtureConversations` by default). */
  chat?: FakeChatData;
  /** The operator inbox: who is logged in, its conversations (`fixtureOperatorConversations`). */
  operator?: FakeOperatorData;
}

/** Filters and pages `profiles` like the server's member search does. */
export function searchFixtureProfiles(profiles: readonly ProfileCard[], query: SearchQuery) {
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

const copy = <Value>(value: Value): Value => JSON.parse(JSON.stringify(value)) as Value;
const mainImageOf = (photos: Image[]) => photos.find((photo) => photo.status === 'active') ?? null;

/**
 * The fake server's default handlers: fixture answers over one member (a visitor at first unless
 * `data.user`; login with any credentials logs in `fixtureUser()`, or the data's user). Calls that
 * change the member (signup, profile, photos, settings) change what GET user.php answers next.
 */
export function createFakeHandlers(data: FakeApiData = {}): EndpointHandlers {
  let user = data.user ?? null;
  const loginUser = data.user ?? fixtureUser();
  const settings = data.settings ?? fixtureSettings();
  const profiles = data.profiles ?? fixtureProfileCards(60, 1);
  const showcase = data.showcase ?? fixtureShowcaseProfiles(24, 1);
  let photoIds = 100;
  /** The member the last signup started from: the first conversation once confirmed. */
  let signupProfile: number | null = null;
  const ok = { ok: true } as const;

  /** Applies a change to the logged-in member (the fixture member when nobody is). */
  const change = async (apply: (member: User) => User) => {
    user = apply(copy(user ?? loginUser));
    // A fresh object, as an answer from the server is: the session never shares it.
    return { user: copy(user) };
  };
  const loggedIn = async (member: User) => {
    user = member;
    return { user: copy(member) };
  };

  return {
    getSettings: async () => copy(settings),
    getCompanyInfo: async () => fixtureCompanyInfo(),
    getInterests: async () => ({ interests: fixtureInterests() }),
    getRegions: async () => ({ regions: fixtureRegions() }),
    getUser: async () => ({ user: user ? copy(user) : null }),
    login: () => loggedIn(loginUser),
    subscribePush: async () => ok,
    updateUser: ({ body }) =>
      change((member) => ({
        ...member,
        language: body.language ?? member.language,
        invisible: body.invisible ?? member.invisible,
      })),
    deleteAccount: async () => {
      user = null;
      return ok;
    },
    logout: async () => {
      user = null;
      return ok;
    },
    searchMembers: async ({ query }) => searchFixtureProfiles(profiles, query),
    getShowcase: async ({ query }) => {
      const count = Number(query.count ?? 12);
      if (query.member !== undefined) {
        const member = showcase.find((profile) => profile.id === Number(query.member));
        if (!member) throw apiError('not_found');
        return { profiles: [copy(member)] };
      }
      return {
        profiles: showcase
          .filter((profile) => !query.gender || profile.gender === query.gender)
          .slice(0, count)
          .map(({ position, ...profile }) =>
            query.positions ? { ...profile, position } : profile,
          ),
      };
    },
    signup: ({ body }) => {
      signupProfile = body.profile_id ?? null;
      return loggedIn(signedUpUser(body));
    },
    activate: async () => ({
      ...(await change((member) => ({ ...member, status: 'active' }))),
      first_contact: signupProfile,
    }),
    sendConfirmationMail: async () => ok,
    requestPasswordReset: async () => ok,
    resetPassword: () => change((member) => member),
    changePassword: async () => ok,
    requestEmailChange: async () => ok,
    confirmEmailChange: () => change((member) => ({ ...member, status: 'active' })),
    updateProfile: ({ body }) =>
      change((member) => ({
        ...member,
        profile: { ...member.profile, ...body } as User['profile'],
      })),
    updateNotifications: ({ body }) =>
      change((member) => ({
        ...member,
        notifications_disabled: body.notifications_disabled ?? member.notifications_disabled,
        email_disabled: body.email_enabled ? null : member.email_disabled,
      })),
    uploadPhoto: ({ body }) =>
      change((member) => {
        photoIds += 1;
        const image = { ...fixtureImage(photoIds), id: photoIds };
        const profile =
          body.get('private') === 'true'
            ? { ...member.profile, private_photos: [...member.profile.private_photos, image] }
            : { ...member.profile, photos: [...member.profile.photos, image] };
        return { ...member, profile: { ...profile, main_image: mainImageOf(profile.photos) } };
      }),
    updatePhoto: ({ body }) =>
      change((member) => {
        const all = [...member.profile.photos, ...member.profile.private_photos];
        const photo = all.find((candidate) => candidate.id === body.id);
        if (!photo) return member;
        const others = member.profile.photos.filter((candidate) => candidate.id !== body.id);
        const otherPrivate = member.profile.private_photos.filter(
          (candidate) => candidate.id !== body.id,
        );
        const toPrivate = body.main ? false : (body.private ?? false);
        const photos = toPrivate ? others : body.main ? [photo, ...others] : [...others, photo];
        const privatePhotos = toPrivate ? [...otherPrivate, photo] : otherPrivate;
        const profile = { ...member.profile, photos, private_photos: privatePhotos };
        return { ...member, profile: { ...profile, main_image: mainImageOf(photos) } };
      }),
    deletePhoto: ({ body }) =>
      change((member) => {
        const photos = member.profile.photos.filter((photo) => photo.id !== body.id);
        const privatePhotos = member.profile.private_photos.filter((photo) => photo.id !== body.id);
        const profile = { ...member.profile, photos, private_photos: privatePhotos };
        return { ...member, profile: { ...profile, main_image: mainImageOf(photos) } };
      }),
    geocode: async () => ({
      country: 'GB',
      region: 'GB-ENG',
      region_name: 'England',
      city: 'Brighton',
    }),
    requestReactivation: async () => ok,
    checkReactivation: async () => ok,
    reactivate: () => loggedIn(loginUser),
    getMyData: async () => fixtureMyData(user ?? loginUser, settings),
    ...createFakeDiscovery(profiles, () => user, loginUser, data.discovery),
    ...createFakeChat(
      profiles,
      () => user ?? loginUser,
      (credits) => {
        void change((member) => ({ ...member, credits: member.credits - credits }));
      },
      settings,
      data.chat,
    ),
    ...createFakeOperator(profiles, settings.message_length, data.operator),
    ...createFakePayments(data.payments ?? {}, {
      member: () => user,
      settings,
      credit: (credits) => {
        void change((member) => ({
          ...member,
          credits: member.credits + credits,
          paid_user: true,
        }));
      },
      takeBack: (credits) => {
        void change((member) => ({ ...member, credits: Math.max(0, member.credits - credits) }));
      },
    }),
  };
}
