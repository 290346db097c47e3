import type {
  AuditEntry,
  GeocodeResult,
  Operator,
  OperatorDiscountCode,
  OperatorRole,
  OwnRestriction,
  Payment,
  Profile,
  ProfileCard,
  Settings,
  Statement,
  TeamOperator,
  User,
} from '@dating/contract';
import type { BrandAssets, PageOverrides } from '@dating/contract/enums';
import {
  type Country,
  DEFAULT_BUNDLES,
  type FieldProblems,
  type Language,
  LOCKOUT_MINUTES,
  type PaymentMethod,
  type PaymentState,
  TIME_BONUS_CODE,
  TIME_BONUS_HOURS,
} from '@dating/contract/enums';
import { paymentCurrency, paymentMethodsOf } from '@dating/contract/rules';
import type { ApiErrorCode, SignupDraft, SignupStep, SiteEndpointName } from '@dating/logic';
import {
  apiError,
  createFakeGeolocation,
  createFakePush,
  type EndpointHandlers,
  FIXTURE_ADMIN,
  FIXTURE_OPERATOR,
  type FixtureStores,
  type FixtureStoresOptions,
  failWith,
  fixtureAuditLog,
  fixtureConversations,
  fixtureDiscountCode,
  fixtureInsight,
  fixtureLongConversation,
  fixtureOperatorConversations,
  fixtureOperatorDiscountCodes,
  fixturePayment,
  fixturePersonas,
  fixtureProfile,
  fixtureProfileCards,
  fixtureSearchResults,
  fixtureTeam,
  fixtureUser,
} from '@dating/logic/testing';
import { SITE_ENTRY_SKIPPED_KEY } from '@dating/ui';

/** Changes to the fixture member: any `User` field, and any field of its profile. */
export type UserChanges = Partial<Omit<User, 'profile'>> & { profile?: Partial<Profile> };

/**
 * What a story asks of the site around it, as `parameters.site`. Everything is fixture data: the
 * stores run on a fake API and a fake clock, so no story touches the network. Keep it plain JSON:
 * the decorator makes one set of stores per `JSON.stringify(site)`.
 */
export interface SiteParameters {
  /** Who looks at the page: a visitor (default), a free member or a premium member. */
  member?: 'visitor' | 'free' | 'premium';
  /** The member's credits (0 for free members, 50 for premium members by default). */
  credits?: number;
  /**
   * Changes to the fixture member (ignored for visitors), e.g. `{ status: 'not_confirmed' }`,
   * `{ email_disabled: 'bounce' }` or `{ profile: { photos: [] } }`. The member lives in the
   * toolbar brand's first country unless `profile.country` says otherwise.
   */
  user?: UserChanges;
  /** Unread messages and new likes behind the navigation badges. */
  counters?: { unreadMessages?: number; newLikes?: number };
  /** The member search: no search yet (default), a page of results, none found, pending, failed. */
  search?: 'none' | 'results' | 'empty' | 'loading' | 'error';
  /** Logging in fails this way (the fake API answers 401 or 429), shown from the start unless `loginErrorShown` is false. */
  loginFailure?: 'login_failed' | 'account_locked';
  loginErrorShown?: boolean;
  /**
   * Endpoints of the fake API that fail with this error code, as the server answers it (the
   * code's HTTP status, the lockout minutes, the field problems the endpoint names), e.g.
   * `{ resetPassword: 'token_invalid' }`.
   */
  failures?: Partial<Record<SiteEndpointName, ApiErrorCode>>;
  /** Endpoints of the fake API that never answer: the page stays in its "working on it" state. */
  pending?: SiteEndpointName[];
  /**
   * The device's position: found in the brand's country (default), refused (`denied`), not
   * known (`unavailable`), too slow (`timeout`), still coming (`never`), no town known there
   * (`not_found`) or a town outside the brand's countries (`outside`).
   */
  geolocation?: 'found' | 'denied' | 'unavailable' | 'timeout' | 'never' | 'not_found' | 'outside';
  /** Web Push on this device: possible but off (default), on, blocked, or not possible. */
  push?: 'off' | 'on' | 'denied' | 'unsupported';
  /**
   * The signup store: the modal open, the step (1 to 4 need a member: the account exists then),
   * fields of the form already filled in, an error of the account step shown from the start.
   */
  signup?: {
    open?: boolean;
    step?: SignupStep;
    draft?: Partial<SignupDraft>;
    error?: ApiErrorCode;
  };
  /** The URL the memory router starts at (`/` by default). */
  route?: string;
  /** The operator's versions of legal pages (`sites/<slug>/pages/*.md`). */
  pages?: PageOverrides;
  /** The brand's own images; the toolbar brand's (`storyBrandAssets`) when left out. */
  assets?: BrandAssets;
  /** Set to false for stories that mount `SiteApp` themselves (the whole site). */
  router?: boolean;
  /** Shows the site-entry warning to visitors; by default it counts as confirmed already. */
  siteEntryWarning?: boolean;
  /** Settings that differ from the toolbar brand's, e.g. `{ logged_out_search: 'none' }`. */
  settings?: Partial<Settings>;
  /**
   * Likes and blocks of the fake API, by index into the 60 fixture members (`fixtureProfileCards(60,
   * 1)`): who liked the member (their likes new), who blocked the member, whom the member liked
   * (a match, not shown yet, with someone who liked them), whom the member blocked.
   */
  discovery?: { likedBy?: number[]; blockedBy?: number[]; liked?: number[]; blocked?: number[] };
  /**
   * The member's conversations in the fake API: the two of `fixtureConversations` (default: with
   * the first fixture member, read, and the second, a fictional profile, with two unread), none,
   * or those two and a third of 120 messages over five days (`long`, with the fifth member). By
   * index into the fixture members: who has not confirmed their e-mail, whom the member blocked;
   * and whether older history is hidden.
   */
  chat?: {
    conversations?: 'fixture' | 'none' | 'long';
    unconfirmed?: number[];
    blocked?: number[];
    historyHidden?: boolean;
  };
  /**
   * The back office (`/operator`): logged in as the fixture chat operator Sam (default), as the
   * fixture team's admin Alex or moderator Robin (`as`), or not; the inbox's fixture conversations
   * (two waiting, one answered), none, or one of 120 messages first (`long`); by index into the
   * fixture members, who has not confirmed their e-mail; the fixture team and audit log, or a
   * busy team of 24 with long names and a log of 80 entries (`busy`), or an empty log.
   */
  operator?: {
    signedIn?: boolean;
    as?: 'chat' | 'admin' | 'moderator' | 'support';
    conversations?: 'fixture' | 'none' | 'long';
    unconfirmed?: number[];
    team?: 'fixture' | 'busy';
    audit?: 'fixture' | 'busy' | 'none';
    /**
     * The moderation queue: the fixture's reports and notices (`fixtureReports`,
     * `fixtureNotices`), or none of either.
     */
    reports?: 'fixture' | 'none';
    /** The photo review: the fixture's six photos (`fixtureReviewPhotos`), or none. */
    photos?: 'fixture' | 'none';
    /** The review of profile texts: the fixture's three (`fixtureReviewTexts`), or none. */
    texts?: 'fixture' | 'none';
    /**
     * The personas: the fictional fixture members (`fixturePersonas`: three photos each, the
     * third retired), none, or 24 with long names and texts (`busy`).
     */
    personas?: 'fixture' | 'none' | 'busy';
    /** The team's note on the inbox's first conversation, saved by Kim; none by default. */
    note?: boolean;
    /** The insight: a busy brand's 30 days (`fixtureInsight()`), or a brand just opened. */
    insight?: 'fixture' | 'empty';
    /** Noor of the chat team holds the conversation with Tom (`/operator/102`); no one by default. */
    claimed?: boolean;
    /** The saved replies: the fixture's four (`fixtureSavedReplies`), or none. */
    replies?: 'fixture' | 'none';
    /**
     * The discount codes: the fixture's four (`fixtureOperatorDiscountCodes`), none, or 30 with
     * codes of the longest length and every condition (`busy`).
     */
    discounts?: 'fixture' | 'none' | 'busy';
  };
  /**
   * The member's earlier payment (`fixturePayment()`: 120 credits with the first method of the
   * brand's first country, at `/transactions/pay_fixture00000000000000001`) in this state;
   * `none`: no payment yet. Paid by default.
   */
  payment?: PaymentState | 'none';
  /** The statement of reasons at `/statements/{FIXTURE_STATEMENT_TOKEN}` (a suspension by default). */
  statement?: Statement;
  /** The member's own restrictions not read in the app yet, shown on top of member pages. */
  ownRestrictions?: OwnRestriction[];
  /** The method of that payment: the country's first by default (e.g. `creditcard`, `sdd`). */
  paymentMethod?: PaymentMethod;
  /**
   * A new member's time bonus: the member signed up 10 minutes before the story's clock, and the
   * server offers TIMEBONUS25 until 4 hours after that.
   */
  timeBonus?: boolean;
}

/** Minutes of the lockout in the `account_locked` fixture: the contract's lockout. */
export { LOCKOUT_MINUTES };

/** The token of the links from the mails (activation, reset, e-mail change, reactivation). */
export const LINK_TOKEN = 'a-token-from-the-mail-1234567890';

const never = () => new Promise<never>(() => {});

/** The field problems the server names with an error code of an endpoint. */
const FIELDS_OF_FAILURE: Partial<
  Record<SiteEndpointName, Partial<Record<ApiErrorCode, FieldProblems>>>
> = {
  changePassword: { wrong_password: { old_password: 'wrong' } },
  requestEmailChange: { wrong_password: { password: 'wrong' }, email_taken: { email: 'taken' } },
};

/** The error the fake API rejects with for a code of an endpoint, as the server answers it. */
function failureOf(endpoint: SiteEndpointName, code: ApiErrorCode) {
  const minutes =
    code === 'account_locked' || code === 'rate_limited'
      ? LOCKOUT_MINUTES
      : code === 'too_many_messages'
        ? 1
        : undefined;
  const fields = FIELDS_OF_FAILURE[endpoint]?.[code];
  // The swipe game's next like: in three hours, on the hour.
  const retryAt =
    code === 'swipe_limit_reached'
      ? new Date(Math.ceil(Date.now() / 3_600_000 + 3) * 3_600_000).toISOString()
      : undefined;
  // A login refused for a suspension of a week, for a scam.
  const restriction =
    code === 'account_restricted' && endpoint === 'login'
      ? {
          kind: 'suspension' as const,
          ground: 'scam' as const,
          ends_at: new Date(Date.UTC(2026, 0, 22, 10)).toISOString(),
        }
      : undefined;
  return apiError(code, {
    ...(minutes ? { minutes } : {}),
    ...(fields ? { fields } : {}),
    ...(restriction ? { restriction } : {}),
    ...(retryAt ? { retry_at: retryAt } : {}),
  });
}

/** Towns of the brands' countries: where the member lives, and a second one the device finds. */
const PLACES: Partial<Record<Country, [GeocodeResult, GeocodeResult]>> = {
  AT: [
    { country: 'AT', region: null, region_name: 'Wien', city: 'Wien' },
    { country: 'AT', region: null, region_name: 'Tirol', city: 'Innsbruck' },
  ],
  BE: [
    { country: 'BE', region: null, region_name: 'Antwerpen', city: 'Antwerpen' },
    { country: 'BE', region: null, region_name: 'Oost-Vlaanderen', city: 'Gent' },
  ],
  CH: [
    { country: 'CH', region: null, region_name: 'Zürich', city: 'Zürich' },
    { country: 'CH', region: null, region_name: 'Bern', city: 'Bern' },
  ],
  DE: [
    { country: 'DE', region: 'DE-BE', region_name: 'Berlin', city: 'Berlin' },
    { country: 'DE', region: 'DE-BY', region_name: 'Bayern', city: 'München' },
  ],
  ES: [
    { country: 'ES', region: 'ES-MD', region_name: 'Comunidad de Madrid', city: 'Madrid' },
    { country: 'ES', region: 'ES-CT', region_name: 'Cataluña', city: 'Barcelona' },
  ],
  GB: [
    { country: 'GB', region: 'GB-ENG', region_name: 'England', city: 'London' },
    { country: 'GB', region: 'GB-ENG', region_name: 'England', city: 'Brighton' },
  ],
  NL: [
    { country: 'NL', region: 'NL-NH', region_name: 'Noord-Holland', city: 'Amsterdam' },
    { country: 'NL', region: 'NL-ZH', region_name: 'Zuid-Holland', city: 'Rotterdam' },
  ],
  PL: [
    { country: 'PL', region: null, region_name: 'Mazowieckie', city: 'Warszawa' },
    { country: 'PL', region: null, region_name: 'Małopolskie', city: 'Kraków' },
  ],
  US: [
    { country: 'US', region: null, region_name: 'California', city: 'San Diego' },
    { country: 'US', region: null, region_name: 'New York', city: 'New York' },
  ],
};

/** Where a member of a brand with these countries lives, and the town the device finds. */
function placesOf(countries: readonly Country[]): [GeocodeResult, GeocodeResult] {
  const country: Country = countries[0] ?? 'GB';
  return (
    PLACES[country] ?? [
      { country, region: null, region_name: null, city: 'London' },
      { country, region: null, region_name: null, city: 'Brighton' },
    ]
  );
}

/** The town the device finds (`geolocation: 'found'`) for a brand with these countries. */
export function foundPlace(countries: readonly Country[]): GeocodeResult {
  return placesOf(countries)[1];
}

/** A town in a country the brand does not serve, for the `outside` geolocation. */
function placeOutside(countries: readonly Country[]): GeocodeResult {
  const country =
    (Object.keys(PLACES) as Country[]).find((code) => !countries.includes(code)) ?? 'IE';
  return PLACES[country]?.[1] ?? { country, region: null, region_name: null, city: 'Dublin' };
}

function searchOptions(search: SiteParameters['search']): Partial<FixtureStoresOptions> {
  switch (search) {
    case 'results':
      return { searchResults: fixtureSearchResults(), numResults: 60 };
    case 'empty':
      return { searchResults: [], numResults: 0, profiles: [] };
    case 'loading':
      return { api: { searchMembers: never } };
    case 'error':
      return { api: { searchMembers: failWith('internal_error') } };
    default:
      return { profiles: fixtureProfileCards(60, 1) };
  }
}

function loginOptions(failure: SiteParameters['loginFailure']): Partial<EndpointHandlers> {
  return failure ? { login: () => Promise.reject(failureOf('login', failure)) } : {};
}

/** Fake API handlers that fail or never answer, as `failures` and `pending` ask. */
function failingHandlers(site: SiteParameters): Partial<EndpointHandlers> {
  const handlers: Record<string, () => Promise<never>> = {};
  for (const [endpoint, code] of Object.entries(site.failures ?? {})) {
    if (code)
      handlers[endpoint] = () => Promise.reject(failureOf(endpoint as SiteEndpointName, code));
  }
  for (const endpoint of site.pending ?? []) handlers[endpoint] = never;
  return handlers as Partial<EndpointHandlers>;
}

/** The device position and the geocoder's answer for the `geolocation` parameter. */
function geolocationOptions(
  geolocation: SiteParameters['geolocation'],
  countries: readonly Country[],
): Pick<FixtureStoresOptions, 'geolocation'> & { api: Partial<EndpointHandlers> } {
  switch (geolocation) {
    case 'denied':
      return {
        geolocation: createFakeGeolocation({ failure: 'denied', permission: 'denied' }),
        api: {},
      };
    case 'unavailable':
    case 'timeout':
    case 'never':
      return { geolocation: createFakeGeolocation({ failure: geolocation }), api: {} };
    case 'not_found':
      return { geolocation: createFakeGeolocation(), api: { geocode: async () => false } };
    case 'outside': {
      const place = placeOutside(countries);
      return { geolocation: createFakeGeolocation(), api: { geocode: async () => place } };
    }
    default: {
      const [, found] = placesOf(countries);
      return { geolocation: createFakeGeolocation(), api: { geocode: async () => found } };
    }
  }
}

/** The fixture member of a story: its kind, credits and changes, at home in the brand. */
function storyUser(site: SiteParameters, countries: readonly Country[], language: Language) {
  const { member = 'visitor' } = site;
  const changes: UserChanges = site.timeBonus
    ? { signup_date: new Date(NEW_MEMBER_SIGNUP).toISOString(), ...site.user }
    : (site.user ?? {});
  if (member === 'visitor') return null;
  const paid = member === 'premium';
  const credits = site.credits ?? (paid ? 50 : 0);
  const [home] = placesOf(countries);
  const { profile, ...rest } = changes;
  return fixtureUser({
    paid,
    credits,
    language,
    ...rest,
    profile: fixtureProfile({
      country: home.country,
      region: home.region_name,
      region_code: home.region,
      city: home.city,
      ...profile,
    }),
  });
}

/**
 * The member's earlier payment (`payment`; paid unless it says otherwise): the fixture's 120
 * credits, paid in the currency and with the first method of the brand's first country, where
 * the story member lives, so that the method is one the member is offered again.
 */
function earlierPayments(
  state: SiteParameters['payment'] = 'paid',
  method: PaymentMethod | undefined,
  countries: readonly Country[],
): Payment[] {
  if (state === 'none') return [];
  const country = countries[0] ?? 'NL';
  const fixture = fixturePayment();
  const currency = paymentCurrency(country);
  const amount = DEFAULT_BUNDLES.find((bundle) => bundle.id === fixture.bundle_id)?.prices[
    currency
  ];
  return [
    {
      ...fixture,
      state,
      currency,
      amount: amount ?? fixture.amount,
      method: method ?? paymentMethodsOf(country)[0] ?? fixture.method,
    },
  ];
}

/** When the story's fake clock starts (`createFakeClock`'s default), and a new member's signup. */
const STORY_START = Date.UTC(2026, 0, 15, 12);
const NEW_MEMBER_SIGNUP = STORY_START - 10 * 60_000;

/** The time bonus the server offers a member who signed up at {@link NEW_MEMBER_SIGNUP}. */
function timeBonusOffer() {
  return fixtureDiscountCode({
    code: TIME_BONUS_CODE,
    value_percentage: 25,
    expires: new Date(NEW_MEMBER_SIGNUP + TIME_BONUS_HOURS * 3_600_000).toISOString(),
  });
}

/** The fake API's chat for the `chat` parameter, over the fixture members. */
function chatOptions(
  chat: NonNullable<SiteParameters['chat']>,
  members: ProfileCard[],
): FixtureStoresOptions['chat'] {
  const idOf = (index: number) => members[index]?.id ?? 0;
  const { conversations = 'fixture' } = chat;
  const fixture = fixtureConversations(members);
  return {
    conversations:
      conversations === 'none'
        ? []
        : conversations === 'long'
          ? [fixtureLongConversation(idOf(4), 120), ...fixture]
          : fixture,
    unconfirmed: (chat.unconfirmed ?? []).map(idOf),
    blocked: (chat.blocked ?? []).map(idOf),
    historyHidden: chat.historyHidden ?? false,
  };
}

/** The fixture team's operator of a role: Sam (chat), Alex (admin), Robin (moderator), Kim (support). */
function teamOperator(role: 'chat' | 'admin' | 'moderator' | 'support'): Operator {
  if (role === 'chat') return FIXTURE_OPERATOR;
  const member = fixtureTeam().find((candidate) => candidate.roles[0] === role);
  if (!member) return FIXTURE_ADMIN;
  const { id, name, email, roles } = member;
  return { id, name, email, roles };
}

/** 30 codes of the longest length, each with every condition, the fixture's four after them. */
function busyDiscountCodes(): OperatorDiscountCode[] {
  const fixture = fixtureOperatorDiscountCodes();
  return [
    ...Array.from(
      { length: 26 },
      (_, index): OperatorDiscountCode => ({
        code: `WINTER-WEEKEND-NEWSLETTER-PARTNER-${String(index + 1).padStart(6, '0')}`,
        percentage: 5 + (index % 20) * 5,
        validity: index % 3 === 0 ? 'once' : index % 3 === 1 ? 'once-per-user' : 'unlimited',
        status: index % 5 === 4 ? 'inactive' : 'active',
        created_at: new Date(Date.UTC(2026, 0, 9, 9) - index * 86_400_000).toISOString(),
        expires_at: '2026-12-31T23:00:00.000Z',
        country: 'NL',
        member: {
          id: 20100 + index,
          email: `maximiliane.alexandra.von.hohenberg.${index + 1}@amora.example`,
        },
        currency: 'EUR',
        minimum: 4999,
        methods: ['ideal', 'paypal', 'creditcard', 'sdd', 'sct'],
        uses: index * 137,
      }),
    ),
    ...fixture,
  ];
}

/** A busy team: the fixture's, and 20 more with long names and several roles each. */
function busyTeam(): TeamOperator[] {
  const roles: OperatorRole[][] = [['chat'], ['moderator', 'support'], ['chat', 'support']];
  return [
    ...fixtureTeam(),
    ...Array.from({ length: 20 }, (_, index) => ({
      id: 10 + index,
      name: `Maximiliane Alexandra von Hohenberg-Wittelsbach ${index + 1}`,
      email: `maximiliane.alexandra.von.hohenberg-wittelsbach.${index + 1}@amora.example`,
      roles: roles[index % roles.length] ?? ['chat'],
      created_at: '2025-12-01T09:00:00.000Z',
      disabled: index % 7 === 6,
      answers: index * 137,
    })),
  ];
}

/** 80 entries of a busy back office, newest first: more than one page. */
function busyAuditLog(): AuditEntry[] {
  const [newest] = fixtureAuditLog();
  if (!newest) return [];
  return Array.from({ length: 80 }, (_, index) => ({
    ...newest,
    id: 80 - index,
    at: new Date(Date.UTC(2026, 0, 15, 10) - index * 600_000).toISOString(),
    subject: {
      kind: 'operator',
      id: 10 + (index % 20),
      label: `maximiliane.alexandra.von.hohenberg-wittelsbach.${(index % 20) + 1}@amora.example`,
    },
  }));
}

/** The fake API's back office for the `operator` parameter, over the fixture members. */
function operatorOptions(
  operator: NonNullable<SiteParameters['operator']>,
  members: ProfileCard[],
): FixtureStoresOptions['operator'] {
  const idOf = (index: number) => members[index]?.id ?? 0;
  const { conversations = 'fixture' } = operator;
  const fixture = fixtureOperatorConversations(members);
  const fictional = members.find((member) => member.fictional);
  const long = {
    ...fixtureLongConversation(idOf(4), 120),
    memberId: idOf(4),
    profileId: fictional?.id ?? 0,
  };
  const team = operator.team === 'busy' ? busyTeam() : fixtureTeam();
  const audit =
    operator.audit === 'none' ? [] : operator.audit === 'busy' ? busyAuditLog() : fixtureAuditLog();
  return {
    operator: operator.signedIn === false ? null : teamOperator(operator.as ?? 'chat'),
    conversations:
      conversations === 'none' ? [] : conversations === 'long' ? [...fixture, long] : fixture,
    unconfirmed: (operator.unconfirmed ?? []).map(idOf),
    team,
    audit,
    ...(operator.reports === 'none' ? { reports: [], notices: [] } : {}),
    ...(operator.photos === 'none' ? { photos: [] } : {}),
    ...(operator.texts === 'none' ? { texts: [] } : {}),
    ...(operator.personas === 'none'
      ? { personas: [] }
      : operator.personas === 'busy'
        ? { personas: busyPersonas(members) }
        : {}),
    ...(operator.insight === 'empty' ? { insight: fixtureInsight('empty') } : {}),
    ...(operator.replies === 'none' ? { savedReplies: [] } : {}),
    ...(operator.discounts === 'none'
      ? { discountCodes: [] }
      : operator.discounts === 'busy'
        ? { discountCodes: busyDiscountCodes() }
        : {}),
    ...(operator.claimed
      ? {
          claims: {
            102: { operator: { id: 5, name: 'Noor' }, until: '2026-01-15T12:03:00.000Z' },
          },
        }
      : {}),
    ...(operator.note
      ? {
          notes: {
            100: {
              text: 'Works nights as a nurse; has a dog called Bruno.\nAsked about Lisbon twice.',
              updated_at: '2026-01-15T10:40:00.000Z',
              updated_by: { id: 4, name: 'Kim' },
            },
          },
        }
      : {}),
  };
}

/** 24 personas with long names, places and texts: how the list and the form wrap. */
function busyPersonas(members: ProfileCard[]) {
  const [first] = fixturePersonas(members);
  if (!first) return [];
  return Array.from({ length: 24 }, (_, index) => ({
    ...first,
    id: 20_000 + index,
    name: `${['Maximiliane', 'Anne-Sophie', 'Giulietta', 'Małgorzata'][index % 4]} ${index + 1}`,
    city: 'Sankt Margrethen im Lavanttal',
    notes: 'Long walks, longer conversations. '.repeat(12).trim(),
    status: index % 5 === 4 ? ('disabled' as const) : ('active' as const),
    conversations: index * 3,
  }));
}

/** The options of `createFixtureStores` for a story's parameters, brand settings and language. */
export function fixtureStoresOptions(
  site: SiteParameters,
  settings: Settings,
  language: Language,
): FixtureStoresOptions {
  const { member = 'visitor' } = site;
  const merged = { ...settings, ...site.settings };
  const search = searchOptions(site.search);
  const position = geolocationOptions(site.geolocation, merged.countries);
  const push = site.push ?? 'off';
  const members = fixtureProfileCards(60, 1);
  const idOf = (index: number) => members[index]?.id ?? 0;
  return {
    ...search,
    ...(site.discovery
      ? {
          discovery: {
            likedBy: (site.discovery.likedBy ?? []).map(idOf),
            blockedBy: (site.discovery.blockedBy ?? []).map(idOf),
            liked: (site.discovery.liked ?? []).map(idOf),
            blocked: (site.discovery.blocked ?? []).map(idOf),
          },
        }
      : {}),
    ...(site.chat ? { chat: chatOptions(site.chat, members) } : {}),
    ...(site.operator || site.statement || site.ownRestrictions
      ? {
          operator: {
            ...(site.operator ? operatorOptions(site.operator, members) : {}),
            ...(site.statement ? { statement: site.statement } : {}),
            ...(site.ownRestrictions ? { ownRestrictions: site.ownRestrictions } : {}),
          },
        }
      : {}),
    payments: {
      payments: earlierPayments(site.payment, site.paymentMethod, merged.countries),
      ...(site.timeBonus ? { timeBonus: timeBonusOffer() } : {}),
    },
    user: storyUser(site, merged.countries, language),
    settings: merged,
    language,
    counters: member === 'visitor' ? {} : (site.counters ?? {}),
    geolocation: position.geolocation,
    push: createFakePush({
      capable: push !== 'unsupported',
      deny: push === 'denied',
      subscribed: push === 'on',
    }),
    api: {
      ...position.api,
      ...search.api,
      ...loginOptions(site.loginFailure),
      ...failingHandlers(site),
    },
  };
}

/**
 * States that the fixture options cannot express: a search in progress or failed, a shown login
 * error, the push subscription read at start, and the signup modal, step, form and error.
 */
export function applyStoryState(stores: FixtureStores, site: SiteParameters): void {
  if (!site.siteEntryWarning)
    stores.storage.setItem(SITE_ENTRY_SKIPPED_KEY, String(stores.clock.now()));
  if (site.search === 'loading') stores.search.state.status = 'loading';
  if (site.search === 'error') stores.search.state.status = 'error';
  if (site.loginFailure && site.loginErrorShown !== false) {
    stores.session.state.login.error =
      site.loginFailure === 'account_locked'
        ? { code: 'account_locked', minutes: LOCKOUT_MINUTES, fields: {} }
        : { code: 'login_failed', fields: {} };
  }
  if (site.push === 'on') stores.push.state.isSubscribed = 'https://push.example/subscription/1';
  if (site.push === 'denied') stores.push.state.isSubscribed = 'denied';
  const { signup } = site;
  if (signup) {
    if (signup.draft) stores.signup.actions.update(signup.draft);
    if (signup.step !== undefined) stores.signup.state.step = signup.step;
    if (signup.error) stores.signup.state.error = { code: signup.error, fields: {} };
    if (signup.open) stores.signup.actions.openModal();
  }
}
