import { ENDPOINT_NAMES, ENDPOINT_SCHEMAS, type EndpointName } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import type { SiteEndpointName } from '../api/api-client.js';
import { createFakeApi } from './fake-api.js';
import { failWith } from './fake-errors.js';
import { FIXTURE_STATEMENT_TOKEN, fixtureOwnRestriction } from './fake-moderation.js';
import { FIXTURE_OPERATOR_PASSWORD } from './fake-operator.js';
import { fixturePayment } from './fake-payments.js';
import { createFakeHandlers } from './fake-server.js';
import { FIXTURE_ADMIN } from './fake-team.js';
import { fixtureUser } from './fixtures.js';

const SITE_ENDPOINTS = ENDPOINT_NAMES.filter(
  (name): name is SiteEndpointName => ENDPOINT_SCHEMAS[name].access !== 'server',
);

/** An input each endpoint accepts, for calling the default handlers. */
const INPUTS: { [Name in SiteEndpointName]: unknown } = {
  getSettings: { query: { forced_domain: 'heartline.example' } },
  getCompanyInfo: undefined,
  getInterests: undefined,
  getRegions: undefined,
  getUser: undefined,
  login: { body: { email: 'alex@example.com', password: 'secret' } },
  subscribePush: {
    body: {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/1',
        keys: { p256dh: 'k', auth: 'a' },
      },
    },
  },
  updateUser: { body: { language: 'de' } },
  deleteAccount: { body: { reason: 'time' } },
  logout: undefined,
  searchMembers: { query: { gender: 'female', page: 1 } },
  getShowcase: { query: { count: 4, positions: '1' } },
  signup: {
    body: {
      email: 'lena@example.org',
      name: 'Lena',
      password: 'a good password',
      date_of_birth: '1995-04-02',
      gender: 'female',
      looking_for: 'male',
      language: 'en',
      tracking: null,
    },
  },
  activate: { body: { token: 'a-token-from-the-mail-1234' } },
  sendConfirmationMail: undefined,
  requestPasswordReset: { body: { email: 'alex@example.com' } },
  resetPassword: { body: { token: 'a-token-from-the-mail-1234', password: 'a new password' } },
  changePassword: { body: { old_password: 'old one', new_password: 'a new password' } },
  requestEmailChange: { body: { email: 'new@example.com', password: 'secret' } },
  confirmEmailChange: { body: { token: 'a-token-from-the-mail-1234' } },
  updateProfile: { body: { city: 'Leeds', notes: 'Hello' } },
  updateNotifications: { body: { notifications_disabled: ['news'] } },
  uploadPhoto: { body: photoBody() },
  updatePhoto: { body: { id: 5, main: true } },
  deletePhoto: { body: { id: 6 } },
  geocode: { query: { lat: 50.8, lon: -0.1 } },
  requestReactivation: { body: { email: 'alex@example.com' } },
  reactivate: { body: { token: 'a-token-from-the-mail-1234' } },
  checkReactivation: { query: { token: 'a-token-from-the-mail-1234' } },
  getMyData: undefined,
  getProfile: { query: { id: 10_002 } },
  getLikes: undefined,
  markLikeSeen: { body: { profile_id: 10_002, seen: 'like' } },
  like: { body: { profile_id: 10_002 } },
  unlike: { body: { profile_id: 10_002 } },
  getAutoLike: undefined,
  getBlockedProfiles: undefined,
  block: { body: { profile_id: 10_003 } },
  unblock: { body: { profile_id: 10_003 } },
  report: { body: { profile_id: 10_004, reason: 'scam' } },
  complain: {
    body: {
      subject: 'page',
      reason: 'spam',
      url: 'https://heartline.example/members',
      explanation: 'Advertising',
      name: 'Nora',
      email: 'nora@example.org',
      good_faith: true,
      language: 'en',
    },
  },
  getSwipeCards: undefined,
  swipe: { body: { profile_id: 10_005, like: true } },
  getMatchFinder: undefined,
  pageHidden: { body: {} },
  getBundles: undefined,
  createPayment: { body: { bundle_id: 'p1', method: 'ideal', withdrawal_consent: true } },
  getPayment: { query: { id: fixturePayment().payment_id } },
  getLastOrder: undefined,
  getWithdrawables: undefined,
  withdraw: { body: { payment_id: fixturePayment().payment_id } },
  getDiscountCode: { query: { code: 'summer10' } },
  getChats: undefined,
  getMessages: { query: { profile_id: 10_001 } },
  // The fixture member has no credits: a repeat of a message they sent is what succeeds.
  sendMessage: {
    body: {
      profile_id: 10_001,
      text: 'Mostly the dunes near the coast, and the Alps in summer.',
      client_id: 'fake-client-2',
    },
  },
  sendPhotoMessage: { body: chatPhotoBody() },
  readChat: { body: { conversation: 1 } },
  deleteChat: { body: { conversation: 1 } },
  getWelcomeDiscount: undefined,
  claimDeletionOffer: undefined,
  requestDirectDebitCode: {
    body: {
      bundle_id: 'p1',
      account_holder: 'Eva de Vries',
      iban: 'NL91ABNA0417164300',
      street: 'Prinsengracht',
      house_number: '263',
      zip: '1016 GV',
      city: 'Amsterdam',
      phone: '+31612345678',
      withdrawal_consent: true,
    },
  },
  confirmDirectDebit: { body: { mandate_id: `ddm_${'fake'.padEnd(24, '0')}`, otp: '123456' } },
  getOperator: undefined,
  operatorLogin: { body: { email: 'team@amora.example', password: FIXTURE_OPERATOR_PASSWORD } },
  operatorLogout: undefined,
  getOperatorChats: { query: {} },
  claimOperatorChat: { body: { conversation: 100 } },
  releaseOperatorChat: { body: { conversation: 100 } },
  getSavedReplies: undefined,
  createSavedReply: { body: { persona: null, language: 'en', title: 'Hello', text: 'Hi {name}!' } },
  updateSavedReply: { body: { id: 1, title: 'Hello again' } },
  deleteSavedReply: { body: { id: 1 } },
  getOperatorMessages: { query: { conversation: 100 } },
  readOperatorChat: { body: { conversation: 100 } },
  sendOperatorMessage: {
    body: { conversation: 100, text: 'Hello there!', client_id: 'fake-operator-answer-1' },
  },
  getConversationContext: { query: { conversation: 100 } },
  saveOperatorNote: { body: { conversation: 100, text: 'Has a dog.', based_on: null } },
  getPersonas: undefined,
  createPersona: {
    body: {
      name: 'Mira',
      gender: 'female',
      sexuality: 'bi',
      date_of_birth: '1990-02-03',
      country: 'GB',
      region: 'GB-ENG',
    },
  },
  // The fake's first fictional profile (10002) is a persona.
  updatePersona: { body: { id: 10002, city: 'Leeds' } },
  uploadPersonaPhoto: { body: personaPhotoBody() },
  updatePersonaPhoto: { body: { persona: 10002, id: 30008, main: true } },
  deletePersonaPhoto: { body: { persona: 10002, id: 30008 } },
  getOperatorTeam: undefined,
  addOperatorAccount: {
    body: { email: 'jo@amora.example', name: 'Jo', roles: ['moderator'] },
  },
  updateOperatorAccount: { body: { id: 3, roles: ['moderator'] } },
  resetOperatorPassword: { body: { id: 3 } },
  getAuditLog: { query: { q: 'robin' } },
  getDiscountCodes: undefined,
  addDiscountCode: { body: { code: 'autumn-15', percentage: 15 } },
  setDiscountCodeStatus: { body: { code: 'spring-20', status: 'inactive' } },
  getReports: { query: { status: 'open' } },
  decideReport: {
    body: { report: 1, decision: 'suspension', ground: 'scam', facts: 'Asked for money.', days: 7 },
  },
  liftRestriction: { body: { restriction: 50, reason: 'A mistake.' } },
  getNotices: { query: { status: 'open' } },
  decideNotice: { body: { notice: 1, decision: 'dismiss', answer: 'The photos are her own.' } },
  getTransparency: { query: { year: 2026, half: 1 } },
  getInsight: undefined,
  getAppeals: undefined,
  decideAppeal: { body: { appeal: 1, outcome: 'upheld', answer: 'The messages show it.' } },
  getPhotoQueue: { query: {} },
  findMembers: { query: { q: 'a' } },
  getMemberRecord: { query: { id: 10001 } },
  restrictMember: {
    body: {
      member: 10001,
      kind: 'warning',
      ground: 'spam',
      facts: 'The same advert to 40 members.',
    },
  },
  decidePhoto: { body: { photo: 501, decision: 'reject', ground: 'spam' } },
  getProfileTextQueue: undefined,
  decideProfileText: { body: { text: 1, decision: 'reject', ground: 'scam' } },
  grantCredits: {
    body: { member: 10001, credits: 20, reason: 'Paid twice.', grant_id: 'grant-fake-0001' },
  },
  // The fake's fifth real member (10007) waits for the confirmation of their address.
  resendMemberConfirmation: { body: { member: 10007 } },
  deleteMember: { body: { member: 10003, reason: 'Asked by e-mail.' } },
  // The fake's sixth real member (10008) deleted their account.
  reactivateMember: { body: { member: 10008, reason: 'Asked by e-mail.' } },
  // The fake's first real member (10001) has paid.
  refundPayment: { body: { payment: 'pay_fixture00000000000010001', reason: 'Charged twice.' } },
  getStatement: { query: { token: FIXTURE_STATEMENT_TOKEN } },
  appeal: { body: { token: FIXTURE_STATEMENT_TOKEN, text: 'It was not me.' } },
  getOwnRestrictions: undefined,
  acknowledgeRestriction: { body: { id: 60 } },
};

function personaPhotoBody(): FormData {
  const body = new FormData();
  body.append('persona', '10002');
  body.append('photo', new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
  return body;
}

function chatPhotoBody(): FormData {
  const body = new FormData();
  body.append('profile_id', '10001');
  // A repeat of a message the fixture member sent (they have no credits for a new one).
  body.append('client_id', 'fake-client-2');
  body.append('photo', new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
  return body;
}

function photoBody(): FormData {
  const body = new FormData();
  body.append('private', 'false');
  body.append('photo', new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
  return body;
}

describe('the fake API against the endpoint table', () => {
  it('implements every endpoint the sites call, and nothing else', () => {
    const implemented = Object.keys(createFakeHandlers()).sort();
    expect(implemented).toEqual([...SITE_ENDPOINTS].sort());
    expect(implemented).not.toContain('reportMailEvents' satisfies EndpointName);
  });

  it('has a valid input for each endpoint in this test', () => {
    for (const name of SITE_ENDPOINTS) {
      const schema = ENDPOINT_SCHEMAS[name];
      const input = INPUTS[name] as { query?: unknown; body?: unknown } | undefined;
      if ('query' in schema) expect(schema.query.safeParse(input?.query).success, name).toBe(true);
      if ('body' in schema) expect(schema.body.safeParse(input?.body).success, name).toBe(true);
    }
  });

  for (const member of ['visitor', 'member'] as const) {
    it(`answers each endpoint with what its response schema accepts (${member})`, async () => {
      for (const name of SITE_ENDPOINTS) {
        // A fresh fake per endpoint: each answer comes from the default state (the back office's
        // as its admin, who may call all of it).
        const api = createFakeApi(
          {},
          {
            user: member === 'member' ? fixtureUser() : null,
            operator: { operator: FIXTURE_ADMIN, ownRestrictions: [fixtureOwnRestriction()] },
          },
        );
        const call = api.call as (endpoint: string, input?: unknown) => Promise<unknown>;
        const answer = await call(name, INPUTS[name]);
        const parsed = ENDPOINT_SCHEMAS[name].response.safeParse(answer);
        expect(parsed.error?.issues ?? [], name).toEqual([]);
      }
    });
  }

  it('records the calls with their input, overridden or not, and rejects as overridden', async () => {
    const api = createFakeApi({ login: failWith('login_failed') });

    await api.call('getUser');
    await expect(
      api.call('login', { body: { email: 'a@b.example', password: 'x' } }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'login_failed',
    });

    expect(api.calls.map((call) => call.endpoint)).toEqual(['getUser', 'login']);
    expect(api.callsTo('login')).toEqual([{ body: { email: 'a@b.example', password: 'x' } }]);
  });

  it('notifies the listeners of a 403 asking for a login, except from GET user.php', async () => {
    const api = createFakeApi({
      getUser: failWith('authentication_required'),
      searchMembers: failWith('authentication_required'),
    });
    const notices: string[] = [];
    api.onAuthenticationRequired((error) => notices.push(error.code));

    await expect(api.call('getUser')).rejects.toThrow();
    await expect(api.call('searchMembers', { query: {} })).rejects.toThrow();

    expect(notices).toEqual(['authentication_required']);
  });

  it('changes the member GET user.php answers as the calls do', async () => {
    const api = createFakeApi();
    expect(await api.call('getUser')).toEqual({ user: null });

    await api.call('login', { body: { email: 'alex@example.com', password: 'x' } });
    await api.call('uploadPhoto', { body: photoBody() });
    const { user } = await api.call('getUser');

    expect(user?.profile.photos).toHaveLength(3);
    await api.call('logout');
    expect(await api.call('getUser')).toEqual({ user: null });
  });
});
