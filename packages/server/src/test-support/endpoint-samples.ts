import type { EndpointName } from '@dating/contract';

/** A well-formed call of an endpoint: its query and its JSON body (uploads have none here). */
export interface EndpointSample {
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

/**
 * One well-formed call of every endpoint, as a site would send it. Tests start from these and
 * change them (the fuzz test mutates one field at a time).
 */
export const ENDPOINT_SAMPLES: Record<EndpointName, EndpointSample> = {
  getSettings: { query: { forced_domain: 'amora.localhost:8080' } },
  getCompanyInfo: {},
  getInterests: {},
  getRegions: {},
  getUser: {},
  login: { body: { email: 'eva@amora.example', password: 'correct horse battery' } },
  subscribePush: {
    body: {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/sample',
        expirationTime: null,
        keys: { p256dh: 'BPublicKey', auth: 'secret' },
      },
    },
  },
  updateUser: { body: { language: 'en', invisible: false } },
  deleteAccount: { body: { reason: 'other', remarks: 'Just looking' } },
  logout: {},
  getShowcase: { query: { count: 6, gender: 'female', positions: '1' } },
  searchMembers: {
    query: { gender: 'female', country: 'NL', countryregion: 'NL-NH', min_age: 20, max_age: 40 },
  },
  signup: {
    body: {
      email: 'new.member@example.org',
      name: 'Lena',
      password: 'a good password',
      date_of_birth: '1995-04-02',
      gender: 'female',
      looking_for: 'male',
      language: 'en',
      tracking: { network: 'ads', ref: null, sub1: null, sub2: null, sub3: null },
    },
  },
  activate: { body: { token: 'a-token-from-a-link-0123456789' } },
  sendConfirmationMail: {},
  requestPasswordReset: { body: { email: 'eva@amora.example' } },
  resetPassword: { body: { token: 'a-token-from-a-link-0123456789', password: 'a new password' } },
  changePassword: { body: { old_password: 'wrong old one', new_password: 'a new password' } },
  requestEmailChange: { body: { email: 'eva.new@example.org', password: 'wrong one' } },
  confirmEmailChange: { body: { token: 'a-token-from-a-link-0123456789' } },
  updateProfile: {
    body: {
      country: 'NL',
      region: 'NL-NH',
      city: 'Amsterdam',
      sexuality: 'hetero',
      hair_color: 'brown',
      eye_color: 'green',
      body_type: 'athletic',
      relationship_status: 'single',
      tattoos: 'none',
      interests: ['wine', 'gym'],
      notes: 'Hello there',
    },
  },
  updateNotifications: { body: { notifications_disabled: ['news'], email_enabled: true } },
  uploadPhoto: {},
  updatePhoto: { body: { id: 1, main: true } },
  deletePhoto: { body: { id: 1 } },
  geocode: { query: { lat: 52.37, lon: 4.89 } },
  requestReactivation: { body: { email: 'eva@amora.example' } },
  reactivate: { body: { token: 'a-token-from-a-link-0123456789' } },
  getMyData: {},
  getProfile: { query: { id: 2 } },
  getLikes: {},
  markLikeSeen: { body: { profile_id: 2, seen: 'like' } },
  like: { body: { profile_id: 2 } },
  unlike: { body: { profile_id: 2 } },
  getAutoLike: {},
  getBlockedProfiles: {},
  block: { body: { profile_id: 2 } },
  unblock: { body: { profile_id: 2 } },
  report: { body: { profile_id: 2, reason: 'other', remarks: 'Asks for money' } },
  complain: {
    body: {
      subject: 'member',
      reason: 'fake_profile',
      url: 'http://amora.localhost/members/2',
      explanation: 'These photos belong to someone else.',
      name: 'Eva Notifier',
      email: 'eva.notifier@example.org',
      good_faith: true,
      language: 'en',
    },
  },
  getSwipeCards: {},
  swipe: { body: { profile_id: 2, like: true } },
  getMatchFinder: {},
  pageHidden: { body: {} },
  reportMailEvents: { body: { events: [{ email: 'eva@amora.example', type: 'bounce' }] } },
  getBundles: {},
  createPayment: { body: { bundle_id: 'p1', method: 'ideal', withdrawal_consent: true } },
  requestDirectDebitCode: {
    body: {
      bundle_id: 'p1',
      account_holder: 'Eva de Vries',
      iban: 'NL91 ABNA 0417 1643 00',
      street: 'Prinsengracht',
      house_number: '263',
      zip: '1016 GV',
      city: 'Amsterdam',
      phone: '+31 6 12345678',
      withdrawal_consent: true,
    },
  },
  confirmDirectDebit: { body: { mandate_id: 'ddm_AAAAAAAAAAAAAAAAAAAAAAAA', otp: '123456' } },
  getPayment: { query: { id: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA' } },
  getLastOrder: {},
  getWithdrawables: {},
  withdraw: { body: { payment_id: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA' } },
  getDiscountCode: { query: { code: 'SUMMER10' } },
  getWelcomeDiscount: {},
  claimDeletionOffer: {},
  paymentWebhook: {
    query: { provider: 'sandbox' },
    body: { id: 'evt_1', type: 'payment.paid', payment_id: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  getChats: {},
  getMessages: { query: { conversation: 1 } },
  sendMessage: {
    body: { profile_id: 2, text: 'Hello Tom, how was your weekend?', client_id: 'c0ffee00-1' },
  },
  sendPhotoMessage: {},
  readChat: { body: { conversation: 1 } },
  deleteChat: { body: { conversation: 1 } },
  getOperator: {},
  operatorLogin: { body: { email: 'sam@amora.example', password: 'correct horse battery' } },
  operatorLogout: {},
  getOperatorChats: {},
  getOperatorMessages: { query: { conversation: 1 } },
  readOperatorChat: { body: { conversation: 1 } },
  sendOperatorMessage: {
    body: { conversation: 1, text: 'Hi Eva, lovely to hear from you!', client_id: 'op-c0ffee-1' },
  },
  getOperatorTeam: {},
  addOperatorAccount: {
    body: { email: 'robin@amora.example', name: 'Robin', roles: ['moderator', 'support'] },
  },
  updateOperatorAccount: { body: { id: 1, roles: ['chat'], disabled: false } },
  resetOperatorPassword: { body: { id: 1 } },
  getAuditLog: { query: { q: 'robin', action: 'operator_added' } },
  getReports: { query: { status: 'open' } },
  decideReport: {
    body: {
      report: 1,
      decision: 'suspension',
      ground: 'scam',
      facts: 'Asked two members for money for a train ticket.',
      days: 7,
    },
  },
  liftRestriction: { body: { restriction: 1, reason: 'The photos were the member’s own.' } },
  getAppeals: {},
  decideAppeal: {
    body: { appeal: 1, outcome: 'upheld', answer: 'The messages show the request for money.' },
  },
  getStatement: { query: { token: 'c3RhdGVtZW50LXRva2VuLWZvci10ZXN0cw' } },
  appeal: {
    body: {
      token: 'c3RhdGVtZW50LXRva2VuLWZvci10ZXN0cw',
      text: 'I never asked anyone for money; my account was used by someone else.',
    },
  },
  mollieWebhook: { query: { provider: 'mollie' }, body: { id: 'tr_WDqYK6vllg' } },
};
