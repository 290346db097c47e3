import { z } from 'zod';
import {
  deleteAccountSchema,
  emailChangeRequestSchema,
  emailRequestSchema,
  mailEventsResponseSchema,
  mailEventsSchema,
  okResponseSchema,
  passwordChangeSchema,
  passwordResetSchema,
  signupRequestSchema,
  tokenRequestSchema,
} from './account.js';
import {
  activationResponseSchema,
  apiErrorSchema,
  loginRequestSchema,
  memberResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  userResponseSchema,
  userUpdateSchema,
} from './api.js';
import { companyInfoSchema, interestsResponseSchema, regionsResponseSchema } from './catalog.js';
import {
  chatsResponseSchema,
  conversationRequestSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  photoMessageFieldsSchema,
  readChatResponseSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
} from './chat.js';
import { complaintRequestSchema, complaintResponseSchema } from './complaints.js';
import {
  directDebitCodeResponseSchema,
  directDebitConfirmSchema,
  directDebitPaymentResponseSchema,
  directDebitRequestSchema,
} from './direct-debit.js';
import {
  addDiscountCodeSchema,
  operatorDiscountCodeResponseSchema,
  operatorDiscountCodesResponseSchema,
  setDiscountCodeStatusSchema,
} from './discount-codes.js';
import {
  autoLikeResponseSchema,
  blockedProfilesResponseSchema,
  likeResponseSchema,
  likeSeenSchema,
  likesResponseSchema,
  matchFinderResponseSchema,
  pageHiddenSchema,
  profileIdSchema,
  profileQuerySchema,
  profileViewResponseSchema,
  reportRequestSchema,
  swipeCardsResponseSchema,
  swipeRequestSchema,
  swipeResponseSchema,
} from './discovery.js';
import { ENDPOINTS, type EndpointName, type EndpointRoute } from './endpoints.js';
import { ERROR_CODES, type ErrorCode, FIELD_PROBLEMS, type FieldProblem } from './enums.js';
import {
  claimRequestSchema,
  claimResponseSchema,
  createSavedReplySchema,
  deleteSavedReplySchema,
  inboxSearchSchema,
  releaseResponseSchema,
  savedRepliesResponseSchema,
  savedReplyResponseSchema,
  updateSavedReplySchema,
} from './inbox.js';
import { insightSchema } from './insight.js';
import {
  deleteMemberSchema,
  grantCreditsResponseSchema,
  grantCreditsSchema,
  memberActionSchema,
  memberRecordQuerySchema,
  memberRecordSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  memberSummaryResponseSchema,
  reactivateMemberSchema,
  refundPaymentResponseSchema,
  refundPaymentSchema,
  restrictMemberSchema,
} from './member-record.js';
import {
  acknowledgeRestrictionSchema,
  appealDecisionSchema,
  appealSchema,
  appealsResponseSchema,
  liftRestrictionSchema,
  moderationNoticeResponseSchema,
  moderationReportResponseSchema,
  noticeDecisionSchema,
  noticesResponseSchema,
  ownRestrictionsResponseSchema,
  photoDecisionResponseSchema,
  photoDecisionSchema,
  photoQueueQuerySchema,
  photoQueueResponseSchema,
  profileTextDecisionResponseSchema,
  profileTextDecisionSchema,
  profileTextQueueResponseSchema,
  queueQuerySchema,
  reportDecisionSchema,
  reportsResponseSchema,
  restrictionResponseSchema,
  statementQuerySchema,
  statementResponseSchema,
  transparencyQuerySchema,
  transparencySchema,
} from './moderation.js';
import { myDataSchema } from './my-data.js';
import {
  addOperatorSchema,
  auditLogResponseSchema,
  auditQuerySchema,
  operatorChatsResponseSchema,
  operatorLoginSchema,
  operatorMessageResponseSchema,
  operatorMessageSchema,
  operatorMessagesQuerySchema,
  operatorMessagesResponseSchema,
  operatorPasswordResponseSchema,
  operatorSessionResponseSchema,
  operatorTeamResponseSchema,
  resetOperatorPasswordSchema,
  teamOperatorResponseSchema,
  updateOperatorSchema,
} from './operator.js';
import {
  bundlesResponseSchema,
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  discountCodeQuerySchema,
  discountCodeResponseSchema,
  lastOrderResponseSchema,
  mollieNoticeSchema,
  mollieWebhookQuerySchema,
  paymentQuerySchema,
  paymentResponseSchema,
  paymentWebhookQuerySchema,
  paymentWebhookResponseSchema,
  sandboxEventSchema,
} from './payments.js';
import {
  conversationContextQuerySchema,
  conversationContextSchema,
  createPersonaSchema,
  operatorNoteResponseSchema,
  personaPhotoDeleteSchema,
  personaPhotoFieldsSchema,
  personaPhotoMainSchema,
  personaResponseSchema,
  personasResponseSchema,
  saveOperatorNoteSchema,
  updatePersonaSchema,
} from './personas.js';
import {
  geocodeQuerySchema,
  geocodeResponseSchema,
  notificationSettingsSchema,
  photoDeleteSchema,
  photoUpdateSchema,
  photoUploadFieldsSchema,
  profileUpdateSchema,
  pushSubscriptionSchema,
} from './profile-edit.js';
import { settingsQuerySchema, settingsSchema } from './settings.js';
import { showcaseQuerySchema, showcaseResponseSchema } from './showcase.js';
import {
  withdrawablesResponseSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from './withdrawals.js';

/**
 * Who may call an endpoint: `anyone` (visitors and members; the handler may still look at the
 * member), `member` (a session is needed: 403 `authentication_required` without one), `operator`
 * (an operator of the brand logged in to the back office: 403 `authentication_required`, without
 * the members' `authentication_required` flag, as the member's session is not concerned; 403
 * `role_required` where `OPERATOR_ENDPOINT_ROLES` gives none of their roles the endpoint) or
 * `server` (another server, proving itself with a shared secret).
 */
export type EndpointAccess = 'anyone' | 'member' | 'operator' | 'server';

/** The per-address request limits the server applies (their sizes are the server's settings). */
export type RateLimitName = 'login' | 'signup' | 'mail' | 'payments';

/** A multipart body: one file field and text fields. */
export interface MultipartSchema {
  file: string;
  fields: z.ZodObject;
}

/** The schema half of one endpoint's entry in the table (its route is in `ENDPOINTS`). */
export interface EndpointSchema {
  access: EndpointAccess;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: MultipartSchema;
  /** The status of a success (200 unless said). */
  status?: 200 | 201;
  response: z.ZodType;
  /** The endpoint's own error codes; the ones every endpoint of its kind has are added. */
  errors: readonly ErrorCode[];
  /**
   * Field problem codes the endpoint answers, by field. Request fields without an entry may answer
   * any problem of `FIELD_PROBLEMS`; a field listed here only the problems listed.
   */
  fields?: Readonly<Record<string, readonly FieldProblem[]>>;
  rateLimit?: RateLimitName;
}

const EMAIL: readonly FieldProblem[] = ['required', 'invalid', 'too_long'];
/**
 * A discount code sent with a payment, and why it may not apply to the order; a blank one (only
 * spaces) is `required`.
 */
const DISCOUNT_CODE: readonly FieldProblem[] = [
  'required',
  'invalid',
  'too_long',
  'not_found',
  'already_used',
  'expired',
  'below_minimum',
  'method_excluded',
];
/** A text field of the direct debit form (`directDebitProblems`). */
const DIRECT_DEBIT_TEXT: readonly FieldProblem[] = [
  'required',
  'invalid',
  'too_long',
  'control_characters',
];
const CURRENT_PASSWORD: readonly FieldProblem[] = ['required', 'invalid', 'too_long'];
const NEW_PASSWORD: readonly FieldProblem[] = ['required', 'invalid', 'too_short', 'too_long'];
const ID: readonly FieldProblem[] = ['required', 'invalid', 'too_small', 'too_large'];

/**
 * The endpoint table: for every endpoint of `ENDPOINTS`, who may call it, its request and response
 * schemas, its error codes and field problems. The server registers its routes from this table and
 * enforces the responses; the client takes its types from it; tests check the fake API against it.
 */
export const ENDPOINT_SCHEMAS = {
  getSettings: {
    access: 'anyone',
    query: settingsQuerySchema,
    response: settingsSchema,
    errors: [],
  },
  getCompanyInfo: { access: 'anyone', response: companyInfoSchema, errors: [] },
  getInterests: { access: 'anyone', response: interestsResponseSchema, errors: [] },
  getRegions: { access: 'anyone', response: regionsResponseSchema, errors: [] },
  getUser: { access: 'anyone', response: userResponseSchema, errors: [] },
  login: {
    access: 'anyone',
    body: loginRequestSchema,
    response: memberResponseSchema,
    errors: ['login_failed', 'account_locked', 'account_pending_deletion', 'account_restricted'],
    fields: { email: EMAIL, password: CURRENT_PASSWORD },
    rateLimit: 'login',
  },
  subscribePush: {
    access: 'member',
    body: pushSubscriptionSchema,
    response: okResponseSchema,
    errors: [],
  },
  updateUser: {
    access: 'member',
    body: userUpdateSchema,
    response: memberResponseSchema,
    errors: [],
  },
  deleteAccount: {
    access: 'member',
    body: deleteAccountSchema,
    response: okResponseSchema,
    errors: [],
  },
  logout: { access: 'anyone', response: okResponseSchema, errors: [] },
  getShowcase: {
    access: 'anyone',
    query: showcaseQuerySchema,
    response: showcaseResponseSchema,
    // `member` names no member a visitor may see (hidden, deleted, banned or unknown).
    errors: ['not_found'],
  },
  searchMembers: {
    access: 'anyone',
    query: searchQuerySchema,
    response: searchResponseSchema,
    // A brand whose logged_out_search is 'none' lets only members search.
    errors: ['authentication_required'],
  },
  signup: {
    access: 'anyone',
    body: signupRequestSchema,
    status: 201,
    response: memberResponseSchema,
    errors: ['account_exists', 'account_pending_deletion', 'signups_closed', 'account_restricted'],
    fields: {
      email: EMAIL,
      name: [
        'required',
        'invalid',
        'too_short',
        'too_long',
        'starts_with_at',
        'equals_email',
        'control_characters',
      ],
      password: NEW_PASSWORD,
      date_of_birth: ['required', 'invalid', 'too_long', 'too_young'],
      profile_id: [...ID, 'not_found'],
    },
    rateLimit: 'signup',
  },
  activate: {
    access: 'anyone',
    body: tokenRequestSchema,
    response: activationResponseSchema,
    errors: ['token_invalid', 'already_confirmed'],
  },
  sendConfirmationMail: {
    access: 'member',
    response: okResponseSchema,
    errors: [],
    rateLimit: 'mail',
  },
  requestPasswordReset: {
    access: 'anyone',
    body: emailRequestSchema,
    response: okResponseSchema,
    errors: ['email_not_found', 'account_pending_deletion', 'too_many_reset_mails'],
    fields: { email: EMAIL },
    rateLimit: 'mail',
  },
  resetPassword: {
    access: 'anyone',
    body: passwordResetSchema,
    response: memberResponseSchema,
    errors: ['token_invalid'],
    fields: { password: NEW_PASSWORD },
  },
  changePassword: {
    access: 'member',
    body: passwordChangeSchema,
    response: okResponseSchema,
    // Wrong current passwords are counted: too many of them make the call wait (rate_limited).
    errors: ['wrong_password', 'rate_limited'],
    fields: { old_password: [...CURRENT_PASSWORD, 'wrong'], new_password: NEW_PASSWORD },
  },
  requestEmailChange: {
    access: 'member',
    body: emailChangeRequestSchema,
    response: okResponseSchema,
    errors: ['email_taken', 'wrong_password'],
    fields: {
      email: [...EMAIL, 'unchanged', 'taken'],
      password: [...CURRENT_PASSWORD, 'wrong'],
    },
    rateLimit: 'mail',
  },
  confirmEmailChange: {
    access: 'anyone',
    body: tokenRequestSchema,
    response: memberResponseSchema,
    errors: ['token_invalid', 'email_taken'],
    fields: { email: ['taken'] },
  },
  updateProfile: {
    access: 'member',
    body: profileUpdateSchema,
    response: memberResponseSchema,
    errors: [],
  },
  updateNotifications: {
    access: 'member',
    body: notificationSettingsSchema,
    response: memberResponseSchema,
    errors: [],
  },
  uploadPhoto: {
    access: 'member',
    multipart: { file: 'photo', fields: photoUploadFieldsSchema },
    status: 201,
    response: memberResponseSchema,
    // request_in_progress: another upload of the member's is under way (one at a time).
    errors: [
      'photo_too_large',
      'photo_too_many_pixels',
      'photo_not_an_image',
      'photo_limit_reached',
    ],
    fields: { photo: ['required', 'invalid'] },
  },
  updatePhoto: {
    access: 'member',
    body: photoUpdateSchema,
    response: memberResponseSchema,
    errors: [],
    fields: { id: [...ID, 'not_found'] },
  },
  deletePhoto: {
    access: 'member',
    body: photoDeleteSchema,
    response: memberResponseSchema,
    errors: [],
    fields: { id: [...ID, 'not_found'] },
  },
  geocode: {
    access: 'anyone',
    query: geocodeQuerySchema,
    response: geocodeResponseSchema,
    errors: [],
  },
  requestReactivation: {
    access: 'anyone',
    body: emailRequestSchema,
    response: okResponseSchema,
    errors: ['email_not_found'],
    fields: { email: EMAIL },
    rateLimit: 'mail',
  },
  reactivate: {
    access: 'anyone',
    body: tokenRequestSchema,
    response: memberResponseSchema,
    errors: ['token_invalid', 'already_reactivated'],
  },
  // Whether the link works, without using it: the page offers the button only for one that does.
  checkReactivation: {
    access: 'anyone',
    query: tokenRequestSchema,
    response: okResponseSchema,
    errors: ['token_invalid', 'already_reactivated'],
  },
  getMyData: { access: 'member', response: myDataSchema, errors: [] },
  getProfile: {
    access: 'anyone',
    query: profileQuerySchema,
    response: profileViewResponseSchema,
    // 404 for no such active member of the brand; 403 `blocked` (with the name) for a blocked
    // viewer. Visitors may view profiles where the brand's logged-out search is open.
    errors: ['not_found', 'blocked', 'authentication_required'],
  },
  getLikes: { access: 'member', response: likesResponseSchema, errors: [] },
  markLikeSeen: {
    access: 'member',
    body: likeSeenSchema,
    response: okResponseSchema,
    errors: [],
    fields: { profile_id: ID },
  },
  like: {
    access: 'member',
    body: profileIdSchema,
    response: likeResponseSchema,
    errors: ['not_found', 'blocked'],
    fields: { profile_id: ID },
  },
  unlike: {
    access: 'member',
    body: profileIdSchema,
    response: okResponseSchema,
    errors: [],
    fields: { profile_id: ID },
  },
  getAutoLike: { access: 'member', response: autoLikeResponseSchema, errors: [] },
  getBlockedProfiles: {
    access: 'member',
    response: blockedProfilesResponseSchema,
    errors: [],
  },
  block: {
    access: 'member',
    body: profileIdSchema,
    response: okResponseSchema,
    errors: ['not_found'],
    fields: { profile_id: ID },
  },
  unblock: {
    access: 'member',
    body: profileIdSchema,
    response: okResponseSchema,
    errors: [],
    fields: { profile_id: ID },
  },
  report: {
    access: 'member',
    body: reportRequestSchema,
    status: 201,
    response: okResponseSchema,
    errors: ['not_found'],
    fields: {
      profile_id: ID,
      reason: ['required', 'invalid'],
      remarks: ['required', 'invalid', 'too_long'],
    },
  },
  complain: {
    access: 'anyone',
    body: complaintRequestSchema,
    status: 201,
    response: complaintResponseSchema,
    errors: [],
    fields: {
      url: ['required', 'invalid', 'too_long'],
      conversation_id: [...ID, 'not_found'],
      explanation: ['required', 'invalid', 'too_long'],
      name: ['required', 'invalid', 'too_long'],
      email: EMAIL,
      good_faith: ['required', 'invalid'],
    },
    rateLimit: 'mail',
  },
  getSwipeCards: { access: 'member', response: swipeCardsResponseSchema, errors: [] },
  swipe: {
    access: 'member',
    body: swipeRequestSchema,
    response: swipeResponseSchema,
    errors: ['not_found', 'blocked', 'swipe_limit_reached'],
    fields: { profile_id: ID, like: ['required', 'invalid'] },
  },
  getMatchFinder: { access: 'member', response: matchFinderResponseSchema, errors: [] },
  // A beacon of a visitor changes nothing; it is not refused either (nobody reads the answer).
  pageHidden: {
    access: 'anyone',
    body: pageHiddenSchema,
    response: okResponseSchema,
    errors: [],
  },
  getBundles: { access: 'anyone', response: bundlesResponseSchema, errors: [] },
  createPayment: {
    access: 'member',
    body: createPaymentRequestSchema,
    status: 201,
    response: createPaymentResponseSchema,
    errors: ['payments_unavailable'],
    fields: {
      // A package the brand does not sell, a method the member's payment country does not offer.
      bundle_id: ['required', 'invalid', 'not_offered'],
      method: ['required', 'invalid', 'not_offered'],
      discount_code: DISCOUNT_CODE,
      withdrawal_consent: ['required', 'invalid'],
    },
    rateLimit: 'payments',
  },
  getPayment: {
    access: 'member',
    query: paymentQuerySchema,
    response: paymentResponseSchema,
    errors: ['not_found'],
  },
  getLastOrder: { access: 'member', response: lastOrderResponseSchema, errors: [] },
  getWithdrawables: { access: 'member', response: withdrawablesResponseSchema, errors: [] },
  withdraw: {
    access: 'member',
    body: withdrawRequestSchema,
    response: withdrawResponseSchema,
    // Another member's payment, or none; one not paid, refunded or past its period.
    errors: ['not_found', 'not_withdrawable'],
    fields: { payment_id: ['required', 'invalid', 'not_found'] },
    rateLimit: 'payments',
  },
  getDiscountCode: {
    access: 'member',
    query: discountCodeQuerySchema,
    response: discountCodeResponseSchema,
    errors: [],
    fields: { code: ['required', 'invalid', 'too_long', 'not_found', 'already_used', 'expired'] },
  },
  getWelcomeDiscount: { access: 'member', response: discountCodeResponseSchema, errors: [] },
  claimDeletionOffer: { access: 'member', response: discountCodeResponseSchema, errors: [] },
  requestDirectDebitCode: {
    access: 'member',
    body: directDebitRequestSchema,
    status: 201,
    response: directDebitCodeResponseSchema,
    errors: [
      'payments_unavailable',
      'sms_unavailable',
      'direct_debit_blocked',
      'direct_debit_limit_reached',
      'rate_limited',
    ],
    fields: {
      // A package the brand does not sell; direct debit where the member's country has none.
      bundle_id: ['required', 'invalid', 'not_offered'],
      account_holder: DIRECT_DEBIT_TEXT,
      // A valid IBAN of a bank outside the SEPA area is `not_offered`.
      iban: [...DIRECT_DEBIT_TEXT, 'not_offered'],
      street: DIRECT_DEBIT_TEXT,
      house_number: DIRECT_DEBIT_TEXT,
      zip: DIRECT_DEBIT_TEXT,
      city: DIRECT_DEBIT_TEXT,
      phone: DIRECT_DEBIT_TEXT,
      discount_code: DISCOUNT_CODE,
      withdrawal_consent: ['required', 'invalid'],
    },
    rateLimit: 'payments',
  },
  confirmDirectDebit: {
    access: 'member',
    body: directDebitConfirmSchema,
    response: directDebitPaymentResponseSchema,
    errors: [
      'not_found',
      'payments_unavailable',
      'direct_debit_blocked',
      'direct_debit_limit_reached',
    ],
    fields: { mandate_id: ['required', 'invalid'], otp: ['required', 'invalid', 'expired'] },
    rateLimit: 'payments',
  },
  getChats: { access: 'member', response: chatsResponseSchema, errors: [] },
  getMessages: {
    access: 'member',
    query: messagesQuerySchema,
    response: messagesResponseSchema,
    // Not found: no such conversation of the member, or no such findable member.
    errors: ['not_found', 'blocked'],
    fields: { conversation: ID, profile_id: ID, before: ID },
  },
  // Refusals: the other member blocked (or was blocked by) the sender, is not findable (404) or has
  // not confirmed their e-mail yet; a free member's third new conversation; too few credits.
  sendMessage: {
    access: 'member',
    body: sendMessageSchema,
    status: 201,
    response: sendMessageResponseSchema,
    errors: [
      'not_found',
      'blocked',
      'recipient_unconfirmed',
      'conversation_limit',
      'not_enough_credits',
      'too_many_messages',
    ],
    fields: {
      profile_id: ID,
      text: ['required', 'invalid', 'too_long'],
      gift: ['invalid'],
      client_id: ['required', 'invalid'],
    },
  },
  // Refused as a text is, and as a profile photo is: too large (413), not a photo (415), while
  // another upload of the member's runs (409).
  sendPhotoMessage: {
    access: 'member',
    multipart: { file: 'photo', fields: photoMessageFieldsSchema },
    status: 201,
    response: sendMessageResponseSchema,
    errors: [
      'not_found',
      'blocked',
      'recipient_unconfirmed',
      'conversation_limit',
      'not_enough_credits',
      'too_many_messages',
      'photo_too_large',
      'photo_too_many_pixels',
      'photo_not_an_image',
      // Another upload of the member's is under way (one at a time).
      'request_in_progress',
    ],
    fields: { photo: ['required', 'invalid'], profile_id: ID, client_id: ['required', 'invalid'] },
  },
  readChat: {
    access: 'member',
    body: conversationRequestSchema,
    response: readChatResponseSchema,
    errors: ['not_found'],
    fields: { conversation: ID },
  },
  deleteChat: {
    access: 'member',
    body: conversationRequestSchema,
    response: okResponseSchema,
    errors: ['not_found'],
    fields: { conversation: ID },
  },
  getOperator: { access: 'anyone', response: operatorSessionResponseSchema, errors: [] },
  // Operators' passwords are made by the server's command (long and random): the address's login
  // limit is their guard; there is no lockout an attacker could use to keep the team out.
  operatorLogin: {
    access: 'anyone',
    body: operatorLoginSchema,
    response: operatorSessionResponseSchema,
    errors: ['login_failed'],
    fields: { email: EMAIL, password: CURRENT_PASSWORD },
    rateLimit: 'login',
  },
  operatorLogout: { access: 'anyone', response: operatorSessionResponseSchema, errors: [] },
  getOperatorChats: {
    access: 'operator',
    query: inboxSearchSchema,
    response: operatorChatsResponseSchema,
    errors: [],
    fields: { member: ['invalid', 'too_long'], persona: ID, text: ['invalid', 'too_long'] },
  },
  // The answer names who holds the conversation: the caller, or the colleague who kept it.
  claimOperatorChat: {
    access: 'operator',
    body: claimRequestSchema,
    response: claimResponseSchema,
    errors: ['not_found'],
    fields: { conversation: ID },
  },
  releaseOperatorChat: {
    access: 'operator',
    body: claimRequestSchema,
    response: releaseResponseSchema,
    errors: [],
    fields: { conversation: ID },
  },
  getSavedReplies: { access: 'operator', response: savedRepliesResponseSchema, errors: [] },
  // Conflict: the brand keeps `SAVED_REPLIES_MAX` replies already. A persona must be the brand's.
  createSavedReply: {
    access: 'operator',
    body: createSavedReplySchema,
    status: 201,
    response: savedReplyResponseSchema,
    errors: ['conflict'],
    fields: {
      persona: [...ID, 'not_found'],
      language: ['required', 'invalid'],
      title: ['required', 'invalid', 'too_long', 'control_characters'],
      text: ['required', 'invalid', 'too_long'],
    },
  },
  updateSavedReply: {
    access: 'operator',
    body: updateSavedReplySchema,
    response: savedReplyResponseSchema,
    errors: ['not_found'],
    fields: {
      id: [...ID, 'not_found'],
      persona: [...ID, 'not_found'],
      language: ['invalid'],
      title: ['required', 'invalid', 'too_long', 'control_characters'],
      text: ['required', 'invalid', 'too_long'],
    },
  },
  deleteSavedReply: {
    access: 'operator',
    body: deleteSavedReplySchema,
    response: okResponseSchema,
    errors: ['not_found'],
    fields: { id: [...ID, 'not_found'] },
  },
  // Not found: no conversation of the brand's fictional profiles with that id; blocked: the member
  // blocked the fictional profile (the answer names the member).
  getOperatorMessages: {
    access: 'operator',
    query: operatorMessagesQuerySchema,
    response: operatorMessagesResponseSchema,
    errors: ['not_found', 'blocked'],
    fields: { conversation: ID, before: ID },
  },
  readOperatorChat: {
    access: 'operator',
    body: conversationRequestSchema,
    response: readChatResponseSchema,
    errors: ['not_found'],
    fields: { conversation: ID },
  },
  getConversationContext: {
    access: 'operator',
    query: conversationContextQuerySchema,
    response: conversationContextSchema,
    errors: ['not_found'],
    fields: { conversation: ID },
  },
  // Conflict: a colleague saved the note since the operator's copy (`based_on`).
  saveOperatorNote: {
    access: 'operator',
    body: saveOperatorNoteSchema,
    response: operatorNoteResponseSchema,
    errors: ['not_found', 'conflict'],
    fields: { conversation: ID, text: ['required', 'invalid', 'too_long'] },
  },
  getPersonas: { access: 'operator', response: personasResponseSchema, errors: [] },
  createPersona: {
    access: 'operator',
    body: createPersonaSchema,
    status: 201,
    response: personaResponseSchema,
    errors: [],
    fields: {
      name: [
        'required',
        'invalid',
        'too_short',
        'too_long',
        'starts_with_at',
        'control_characters',
      ],
      date_of_birth: ['required', 'invalid', 'too_young'],
      country: ['required', 'invalid', 'not_offered'],
    },
  },
  updatePersona: {
    access: 'operator',
    body: updatePersonaSchema,
    response: personaResponseSchema,
    errors: ['not_found'],
    fields: {
      id: [...ID, 'not_found'],
      name: [
        'required',
        'invalid',
        'too_short',
        'too_long',
        'starts_with_at',
        'control_characters',
      ],
      date_of_birth: ['required', 'invalid', 'too_young'],
      country: ['required', 'invalid', 'not_offered'],
    },
  },
  uploadPersonaPhoto: {
    access: 'operator',
    multipart: { file: 'photo', fields: personaPhotoFieldsSchema },
    status: 201,
    response: personaResponseSchema,
    errors: [
      'not_found',
      'photo_too_large',
      'photo_too_many_pixels',
      'photo_not_an_image',
      'photo_limit_reached',
    ],
    fields: { photo: ['required', 'invalid'], persona: [...ID, 'not_found'] },
  },
  updatePersonaPhoto: {
    access: 'operator',
    body: personaPhotoMainSchema,
    response: personaResponseSchema,
    errors: ['not_found'],
    fields: { persona: [...ID, 'not_found'], id: [...ID, 'not_found'] },
  },
  deletePersonaPhoto: {
    access: 'operator',
    body: personaPhotoDeleteSchema,
    response: personaResponseSchema,
    errors: ['not_found'],
    fields: { persona: [...ID, 'not_found'], id: [...ID, 'not_found'] },
  },
  // Refusals as a member's message has them, but for money: the member blocked the profile (or the
  // reverse), left, or has not confirmed their e-mail yet. Conflict: a colleague holds the
  // conversation (its claim, PUT claim.php, says who).
  sendOperatorMessage: {
    access: 'operator',
    body: operatorMessageSchema,
    status: 201,
    response: operatorMessageResponseSchema,
    errors: ['not_found', 'blocked', 'recipient_unconfirmed', 'conflict'],
    fields: {
      conversation: ID,
      text: ['required', 'invalid', 'too_long'],
      client_id: ['required', 'invalid'],
    },
  },
  getOperatorTeam: { access: 'operator', response: operatorTeamResponseSchema, errors: [] },
  // The brand has an operator of that address already: `email` is `taken`.
  addOperatorAccount: {
    access: 'operator',
    body: addOperatorSchema,
    status: 201,
    response: operatorPasswordResponseSchema,
    errors: [],
    fields: {
      email: [...EMAIL, 'taken'],
      name: ['required', 'invalid', 'too_long', 'control_characters'],
      roles: ['required', 'invalid', 'too_long'],
    },
  },
  updateOperatorAccount: {
    access: 'operator',
    body: updateOperatorSchema,
    response: teamOperatorResponseSchema,
    errors: ['not_found', 'last_admin'],
    fields: {
      id: [...ID, 'not_found'],
      roles: ['required', 'invalid', 'too_long'],
      disabled: ['invalid'],
    },
  },
  resetOperatorPassword: {
    access: 'operator',
    body: resetOperatorPasswordSchema,
    response: operatorPasswordResponseSchema,
    errors: ['not_found'],
    fields: { id: [...ID, 'not_found'] },
  },
  getAuditLog: {
    access: 'operator',
    query: auditQuerySchema,
    response: auditLogResponseSchema,
    errors: [],
    fields: { q: ['invalid', 'too_long'], operator: ID, action: ['invalid'], before: ID },
  },
  getDiscountCodes: {
    access: 'operator',
    response: operatorDiscountCodesResponseSchema,
    errors: [],
  },
  addDiscountCode: {
    access: 'operator',
    body: addDiscountCodeSchema,
    status: 201,
    response: operatorDiscountCodeResponseSchema,
    errors: [],
    fields: {
      code: ['required', 'invalid', 'too_long', 'taken'],
      percentage: ['required', 'invalid', 'too_small', 'too_large'],
      validity: ['invalid'],
      expires_at: ['invalid', 'expired'],
      country: ['invalid', 'not_offered'],
      member: [...EMAIL, 'not_found'],
      currency: ['required', 'invalid', 'not_offered'],
      minimum: ['invalid'],
      methods: ['invalid', 'required', 'too_long'],
    },
  },
  setDiscountCodeStatus: {
    access: 'operator',
    body: setDiscountCodeStatusSchema,
    response: operatorDiscountCodeResponseSchema,
    errors: ['not_found'],
    fields: {
      code: ['required', 'invalid', 'too_long', 'not_found'],
      status: ['required', 'invalid'],
    },
  },
  getReports: {
    access: 'operator',
    query: queueQuerySchema,
    response: reportsResponseSchema,
    errors: [],
    fields: { status: ['invalid'], before: ID },
  },
  // Not found: no report of the brand with that id; conflict: it was decided already.
  decideReport: {
    access: 'operator',
    body: reportDecisionSchema,
    response: moderationReportResponseSchema,
    errors: ['not_found'],
    fields: {
      report: [...ID, 'not_found'],
      decision: ['required', 'invalid'],
      ground: ['required', 'invalid'],
      facts: ['required', 'invalid', 'too_long', 'control_characters'],
      days: ['required', 'invalid', 'too_small', 'too_large'],
    },
  },
  liftRestriction: {
    access: 'operator',
    body: liftRestrictionSchema,
    response: restrictionResponseSchema,
    errors: ['not_found'],
    fields: {
      restriction: [...ID, 'not_found'],
      reason: ['required', 'invalid', 'too_long', 'control_characters'],
    },
  },
  getNotices: {
    access: 'operator',
    query: queueQuerySchema,
    response: noticesResponseSchema,
    errors: [],
    fields: { status: ['invalid'], before: ID },
  },
  // Not found: no notice of the brand with that id, or no such member; conflict: decided already.
  decideNotice: {
    access: 'operator',
    body: noticeDecisionSchema,
    response: moderationNoticeResponseSchema,
    errors: ['not_found'],
    fields: {
      notice: [...ID, 'not_found'],
      decision: ['required', 'invalid'],
      member: [...ID, 'not_found'],
      ground: ['required', 'invalid'],
      facts: ['required', 'invalid', 'too_short', 'too_long', 'control_characters'],
      days: ['required', 'invalid', 'too_small', 'too_large'],
      answer: ['required', 'invalid', 'too_short', 'too_long', 'control_characters'],
    },
  },
  getInsight: { access: 'operator', response: insightSchema, errors: [] },
  getTransparency: {
    access: 'operator',
    query: transparencyQuerySchema,
    response: transparencySchema,
    errors: [],
    fields: {
      year: ['required', 'invalid', 'too_small', 'too_large'],
      half: ['required', 'invalid'],
    },
  },
  getAppeals: { access: 'operator', response: appealsResponseSchema, errors: [] },
  decideAppeal: {
    access: 'operator',
    body: appealDecisionSchema,
    response: restrictionResponseSchema,
    errors: ['not_found', 'own_decision'],
    fields: {
      appeal: [...ID, 'not_found'],
      outcome: ['required', 'invalid'],
      answer: ['required', 'invalid', 'too_long', 'control_characters'],
    },
  },
  getPhotoQueue: {
    access: 'operator',
    query: photoQueueQuerySchema,
    response: photoQueueResponseSchema,
    errors: [],
    fields: { after: ID },
  },
  decidePhoto: {
    access: 'operator',
    body: photoDecisionSchema,
    response: photoDecisionResponseSchema,
    errors: ['not_found'],
    fields: {
      photo: [...ID, 'not_found'],
      decision: ['required', 'invalid'],
      ground: ['required', 'invalid'],
    },
  },
  getProfileTextQueue: {
    access: 'operator',
    response: profileTextQueueResponseSchema,
    errors: [],
  },
  // Conflict: reviewed already, or changed by the member since.
  decideProfileText: {
    access: 'operator',
    body: profileTextDecisionSchema,
    response: profileTextDecisionResponseSchema,
    errors: ['not_found'],
    fields: {
      text: [...ID, 'not_found'],
      decision: ['required', 'invalid'],
      ground: ['required', 'invalid'],
    },
  },
  findMembers: {
    access: 'operator',
    query: memberSearchQuerySchema,
    response: memberSearchResponseSchema,
    errors: [],
    fields: { q: ['required', 'invalid', 'too_short', 'too_long'] },
  },
  getMemberRecord: {
    access: 'operator',
    query: memberRecordQuerySchema,
    response: memberRecordSchema,
    errors: ['not_found'],
    fields: { id: [...ID, 'not_found'] },
  },
  restrictMember: {
    access: 'operator',
    body: restrictMemberSchema,
    response: restrictionResponseSchema,
    errors: ['not_found'],
    fields: {
      member: [...ID, 'not_found'],
      kind: ['required', 'invalid'],
      ground: ['required', 'invalid'],
      facts: ['required', 'invalid', 'too_short', 'too_long', 'control_characters'],
      days: ['required', 'invalid', 'too_small', 'too_large'],
    },
  },
  grantCredits: {
    access: 'operator',
    body: grantCreditsSchema,
    response: grantCreditsResponseSchema,
    errors: ['not_found'],
    fields: {
      member: [...ID, 'not_found'],
      credits: ['required', 'invalid', 'too_small', 'too_large'],
      reason: ['required', 'invalid', 'too_short', 'too_long', 'control_characters'],
      grant_id: ['required', 'invalid'],
    },
  },
  // Conflict: the member has confirmed their address already.
  resendMemberConfirmation: {
    access: 'operator',
    body: memberActionSchema,
    response: okResponseSchema,
    errors: ['not_found', 'rate_limited'],
    fields: { member: [...ID, 'not_found'] },
  },
  // Not found: no payment of the brand; conflict: not paid, or its refund asked for already.
  refundPayment: {
    access: 'operator',
    body: refundPaymentSchema,
    response: refundPaymentResponseSchema,
    errors: ['not_found'],
    fields: {
      payment: ['required', 'invalid', 'not_found'],
      reason: ['required', 'invalid', 'too_short', 'too_long', 'control_characters'],
    },
  },
  // Conflict: the account is deleted already, suspended or banned.
  deleteMember: {
    access: 'operator',
    body: deleteMemberSchema,
    response: memberSummaryResponseSchema,
    errors: ['not_found'],
    fields: {
      member: [...ID, 'not_found'],
      reason: ['required', 'invalid', 'too_short', 'too_long', 'control_characters'],
    },
  },
  // Conflict: the account is not deleted, or its data is erased already.
  reactivateMember: {
    access: 'operator',
    body: reactivateMemberSchema,
    response: memberSummaryResponseSchema,
    errors: ['not_found'],
    fields: {
      member: [...ID, 'not_found'],
      reason: ['required', 'invalid', 'too_short', 'too_long', 'control_characters'],
    },
  },
  getOwnRestrictions: { access: 'member', response: ownRestrictionsResponseSchema, errors: [] },
  acknowledgeRestriction: {
    access: 'member',
    body: acknowledgeRestrictionSchema,
    response: ownRestrictionsResponseSchema,
    errors: ['not_found'],
    fields: { id: [...ID, 'not_found'] },
  },
  getStatement: {
    access: 'anyone',
    query: statementQuerySchema,
    response: statementResponseSchema,
    errors: ['not_found'],
    fields: { token: ['required', 'invalid', 'too_short', 'too_long'] },
  },
  appeal: {
    access: 'anyone',
    body: appealSchema,
    status: 201,
    response: statementResponseSchema,
    errors: ['not_found', 'appeal_closed'],
    fields: {
      token: ['required', 'invalid', 'too_short', 'too_long'],
      text: ['required', 'invalid', 'too_long', 'control_characters'],
    },
    rateLimit: 'mail',
  },
  // The provider's signature is checked before the body (400 bad_request without a good one).
  paymentWebhook: {
    access: 'server',
    query: paymentWebhookQuerySchema,
    body: sandboxEventSchema,
    response: paymentWebhookResponseSchema,
    errors: ['bad_request', 'not_found'],
  },
  // Not found: the brand takes no Mollie payments, or the id is none of its payments. Mollie
  // unreachable: 503, so that Mollie delivers the notice again later.
  mollieWebhook: {
    access: 'server',
    query: mollieWebhookQuerySchema,
    body: mollieNoticeSchema,
    response: paymentWebhookResponseSchema,
    errors: ['bad_request', 'not_found', 'payments_unavailable'],
  },
  reportMailEvents: {
    access: 'server',
    body: mailEventsSchema,
    response: mailEventsResponseSchema,
    errors: [],
  },
} as const satisfies { [Name in EndpointName]: EndpointSchema };

type Schemas = typeof ENDPOINT_SCHEMAS;

/** The endpoints that providers' servers call (access `server`): the sites never do. */
export type ServerToServerEndpointName = {
  [Name in EndpointName]: Schemas[Name]['access'] extends 'server' ? Name : never;
}[EndpointName];

/** An endpoint's whole entry: route and schemas. */
export type Endpoint<Name extends EndpointName = EndpointName> = (typeof ENDPOINTS)[Name] &
  Schemas[Name];

/** The whole entry of an endpoint. */
export function endpoint<Name extends EndpointName>(name: Name): Endpoint<Name> {
  return { ...ENDPOINTS[name], ...ENDPOINT_SCHEMAS[name] } as Endpoint<Name>;
}

/**
 * Every error code an endpoint can answer: its own, and the ones each endpoint of its kind has:
 * `internal_error`, `not_found` (no site at that host), `bad_request`; `validation_failed` with
 * input; `payload_too_large`, `forbidden_origin` and `conflict` for every method but GET;
 * `authentication_required` for members and servers; `rate_limited` with a limit; and the
 * idempotency codes for a call with an idempotency key.
 */
export function endpointErrorCodes(name: EndpointName): ErrorCode[] {
  const entry: EndpointSchema & EndpointRoute = endpoint(name);
  const hasBody = Boolean(entry.body || entry.multipart);
  const codes = new Set<ErrorCode>([...entry.errors, 'internal_error', 'not_found', 'bad_request']);
  if (hasBody || entry.query || entry.fields) codes.add('validation_failed');
  // Any call but a GET may come with a body, declared or not: too large is too large.
  if (entry.method !== 'GET') {
    codes.add('payload_too_large');
    codes.add('forbidden_origin');
    codes.add('conflict');
  }
  if (entry.access !== 'anyone') codes.add('authentication_required');
  if (entry.access === 'operator') codes.add('role_required');
  if (entry.rateLimit) codes.add('rate_limited');
  if (entry.idempotencyKey) {
    codes.add('idempotency_key_reused');
    codes.add('request_in_progress');
  }
  return ERROR_CODES.filter((code) => codes.has(code));
}

/** The top-level field names of a request schema (an object, possibly refined or piped). */
export function fieldNamesOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as { def?: { in?: z.ZodType } }).def?.in;
  return inner ? fieldNamesOf(inner) : [];
}

/**
 * The fields an endpoint's `validation_failed` answers may name, each with the problems it may
 * have: every request field (with the problems its entry lists, else any), `body` or `query` for a
 * problem of the request as a whole, and the fields the entry lists beyond the request's.
 */
export function endpointFieldProblems(name: EndpointName): Record<string, readonly FieldProblem[]> {
  const entry: EndpointSchema = ENDPOINT_SCHEMAS[name];
  const names = new Set([
    ...fieldNamesOf(entry.query),
    ...fieldNamesOf(entry.body),
    ...fieldNamesOf(entry.multipart?.fields),
    ...(entry.multipart ? [entry.multipart.file] : []),
    ...Object.keys(entry.fields ?? {}),
  ]);
  if (entry.query) names.add('query');
  if (entry.body || entry.multipart) names.add('body');
  return Object.fromEntries(
    [...names].map((field) => [field, entry.fields?.[field] ?? FIELD_PROBLEMS]),
  );
}

/** The schema of an endpoint's error answers: its error codes, its fields and their problems. */
export function endpointErrorSchema(name: EndpointName) {
  const fields = endpointFieldProblems(name);
  const fieldShape = Object.fromEntries(
    Object.entries(fields).map(([field, problems]) => [
      field,
      z.enum(problems as [FieldProblem, ...FieldProblem[]]).optional(),
    ]),
  );
  return apiErrorSchema.extend({
    error: z.enum(endpointErrorCodes(name) as [ErrorCode, ...ErrorCode[]]),
    fields: z.strictObject(fieldShape).optional(),
  });
}

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** The query an endpoint takes, as the client sends it. */
export type EndpointQuery<Name extends EndpointName> = Schemas[Name] extends { query: infer Query }
  ? InputOf<Query>
  : never;

/** The body an endpoint takes, as the client sends it (a `FormData` for a multipart upload). */
export type EndpointBody<Name extends EndpointName> = Schemas[Name] extends { body: infer Body }
  ? InputOf<Body>
  : Schemas[Name] extends { multipart: MultipartSchema }
    ? FormData
    : never;

/** What a call of an endpoint carries: `{ query }`, `{ body }`, both or nothing. */
export type EndpointInput<Name extends EndpointName> = ([EndpointQuery<Name>] extends [never]
  ? unknown
  : { query: EndpointQuery<Name> }) &
  ([EndpointBody<Name>] extends [never] ? unknown : { body: EndpointBody<Name> });

/** Whether an endpoint takes input (a query or a body). */
export type EndpointTakesInput<Name extends EndpointName> = [
  EndpointQuery<Name> | EndpointBody<Name>,
] extends [never]
  ? false
  : true;

/** The answer of a successful call of an endpoint. */
export type EndpointResult<Name extends EndpointName> = z.output<Schemas[Name]['response']>;

/** The error codes of an endpoint's own (the ones every endpoint of its kind has come on top). */
export type EndpointOwnError<Name extends EndpointName> = Schemas[Name]['errors'][number];
