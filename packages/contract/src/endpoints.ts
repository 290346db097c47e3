/**
 * Where each call of the API lives: its method and path (the same paths as the existing PHP
 * backend, so the sites also run against it). This is the half of the endpoint table that browsers
 * load: no zod, a few hundred bytes. The other half, `ENDPOINT_SCHEMAS` in `./api.ts`, gives each
 * of these names its request and response schemas, error codes and field problems; a type check
 * there keeps the two halves naming the same endpoints.
 *
 * Importable by browsers from `@dating/contract/endpoints`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The route of one endpoint. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  /**
   * A fixed query parameter that tells this endpoint apart from another one on the same method and
   * path (the spec's POST /api/user.php?push=1 beside the login on POST /api/user.php).
   */
  variant?: { readonly name: string; readonly value: string };
  /**
   * A POST whose client sends an `Idempotency-Key`: the server does the work once per key and
   * answers repeats with the first answer, so the client may retry it like a GET.
   */
  idempotencyKey?: true;
  /**
   * A POST whose body carries its own id (a message's `client_id`): the server does the work once
   * per id, so the client may retry it like a GET without an `Idempotency-Key`.
   */
  onceById?: true;
}

/** Every endpoint of the API, by the name the client calls it with. */
export const ENDPOINTS = {
  getSettings: { method: 'GET', path: '/api/settings.php' },
  getCompanyInfo: { method: 'GET', path: '/api/companyinfo.php' },
  getInterests: { method: 'GET', path: '/api/interests.php' },
  getRegions: { method: 'GET', path: '/api/regions.php' },
  getUser: { method: 'GET', path: '/api/user.php' },
  login: { method: 'POST', path: '/api/user.php' },
  subscribePush: {
    method: 'POST',
    path: '/api/user.php',
    variant: { name: 'push', value: '1' },
  },
  updateUser: { method: 'PUT', path: '/api/user.php' },
  deleteAccount: { method: 'DELETE', path: '/api/user.php' },
  logout: { method: 'POST', path: '/api/logout.php' },
  searchMembers: { method: 'GET', path: '/api/search.php' },
  /** Members for the landers and member landings. */
  getShowcase: { method: 'GET', path: '/api/showcase.php' },
  signup: { method: 'POST', path: '/api/signup.php' },
  activate: { method: 'POST', path: '/api/activate.php' },
  sendConfirmationMail: { method: 'POST', path: '/api/confirmation-mail.php' },
  requestPasswordReset: { method: 'POST', path: '/api/password-reset.php' },
  resetPassword: { method: 'PUT', path: '/api/password-reset.php' },
  changePassword: { method: 'PUT', path: '/api/password.php' },
  requestEmailChange: { method: 'POST', path: '/api/email-change.php' },
  confirmEmailChange: { method: 'PUT', path: '/api/email-change.php' },
  updateProfile: { method: 'PATCH', path: '/api/profile.php' },
  updateNotifications: { method: 'PUT', path: '/api/notifications.php' },
  uploadPhoto: { method: 'POST', path: '/api/photos.php', idempotencyKey: true },
  updatePhoto: { method: 'PATCH', path: '/api/photos.php' },
  deletePhoto: { method: 'DELETE', path: '/api/photos.php' },
  geocode: { method: 'GET', path: '/api/geocode.php' },
  requestReactivation: { method: 'POST', path: '/api/reactivation.php' },
  reactivate: { method: 'PUT', path: '/api/reactivation.php' },
  checkReactivation: { method: 'GET', path: '/api/reactivation.php' },
  getMyData: { method: 'GET', path: '/api/my-data.php' },
  getProfile: { method: 'GET', path: '/api/profile.php' },
  getLikes: { method: 'GET', path: '/api/likes.php' },
  markLikeSeen: { method: 'PUT', path: '/api/likes.php' },
  like: { method: 'POST', path: '/api/like.php' },
  unlike: { method: 'DELETE', path: '/api/like.php' },
  getAutoLike: { method: 'GET', path: '/api/auto-like.php' },
  getBlockedProfiles: { method: 'GET', path: '/api/block.php' },
  block: { method: 'POST', path: '/api/block.php' },
  unblock: { method: 'DELETE', path: '/api/block.php' },
  report: { method: 'POST', path: '/api/report.php' },
  complain: { method: 'POST', path: '/api/complaints.php' },
  getSwipeCards: { method: 'GET', path: '/api/swipe.php' },
  swipe: { method: 'POST', path: '/api/swipe.php' },
  getMatchFinder: { method: 'GET', path: '/api/match-finder.php' },
  /** Sent as a beacon when the page becomes hidden: the member shows offline. */
  pageHidden: { method: 'POST', path: '/api/page-hidden.php' },
  /** The packages on sale, priced for the caller, and the payment methods they may use. */
  getBundles: { method: 'GET', path: '/api/bundles.php' },
  /** Starts paying for a package; the answer says where the member pays (the checkout). */
  createPayment: { method: 'POST', path: '/api/payments.php', idempotencyKey: true },
  /** One of the member's payments: the transaction page follows it until it ends. */
  getPayment: { method: 'GET', path: '/api/payment.php' },
  /** The member's last paid order, which the Credits link offers to repeat. */
  getLastOrder: { method: 'GET', path: '/api/repeat-order.php' },
  /** The member's purchases within their withdrawal period, for the withdrawal function. */
  getWithdrawables: { method: 'GET', path: '/api/withdrawals.php' },
  /** Withdraws from a purchase ("Confirm withdrawal"): refunded, or recorded with the reason. */
  withdraw: { method: 'POST', path: '/api/withdrawals.php', idempotencyKey: true },
  /**
   * The member's time bonus (null once it is over, used, or the member has paid); with `code`,
   * that discount code as it applies to the member.
   */
  getDiscountCode: { method: 'GET', path: '/api/discountcode.php' },
  /** The welcome discount of a member who has not bought yet (the sites ignore its failures). */
  getWelcomeDiscount: {
    method: 'GET',
    path: '/api/discountcode.php',
    variant: { name: 'welcome', value: 'true' },
  },
  /**
   * The deletion offer: the company's `delete_discount` as the member's own code, made on the first
   * call and answered again while it lasts (null when the brand offers none, or once it is used
   * or over).
   */
  claimDeletionOffer: { method: 'POST', path: '/api/discountcode.php' },
  /** Direct debit: the form of `/directdebit`; texts a one-time code to the member's phone. */
  requestDirectDebitCode: { method: 'POST', path: '/api/directdebit.php', idempotencyKey: true },
  /** Direct debit: the code of the text message confirms the mandate and makes the payment. */
  confirmDirectDebit: { method: 'PUT', path: '/api/directdebit.php' },
  /** The member's conversations and the badges' counters. */
  getChats: { method: 'GET', path: '/api/chats.php' },
  /** A page of one conversation's messages. */
  getMessages: { method: 'GET', path: '/api/messages.php' },
  /**
   * A message to a member (starting the conversation); the client id makes a repeat store it once,
   * so the client may retry it like a GET.
   */
  sendMessage: { method: 'POST', path: '/api/message.php', onceById: true },
  /** A photo to a member (multipart), as a message: once per client id, like a text. */
  sendPhotoMessage: { method: 'POST', path: '/api/message-photo.php', onceById: true },
  /** Opening a conversation: its unread messages are read. */
  readChat: { method: 'PUT', path: '/api/chat.php' },
  /** Removing a conversation from the member's list (spec section 4). */
  deleteChat: { method: 'DELETE', path: '/api/chat.php' },
  /** The member's own restrictions not acknowledged in the app yet, and acknowledging one. */
  getOwnRestrictions: { method: 'GET', path: '/api/restrictions.php' },
  acknowledgeRestriction: { method: 'POST', path: '/api/restrictions.php' },
  /** The operator inbox (`/operator`): the operator logged in on this brand, or null. */
  getOperator: { method: 'GET', path: '/api/operator/session.php' },
  /** An operator's login, with the operator's own account (never a member's). */
  operatorLogin: { method: 'POST', path: '/api/operator/session.php' },
  operatorLogout: { method: 'DELETE', path: '/api/operator/session.php' },
  /** The conversations of the brand's fictional profiles, the unanswered first. */
  getOperatorChats: { method: 'GET', path: '/api/operator/chats.php' },
  /** A page of one of them, as its fictional profile sees it. */
  getOperatorMessages: { method: 'GET', path: '/api/operator/messages.php' },
  /** A conversation claimed (or the claim renewed) while an operator works in it, or released. */
  claimOperatorChat: { method: 'PUT', path: '/api/operator/claim.php' },
  releaseOperatorChat: { method: 'DELETE', path: '/api/operator/claim.php' },
  /** The chat team's saved replies: the list, a new one, a change, a removal. */
  getSavedReplies: { method: 'GET', path: '/api/operator/replies.php' },
  createSavedReply: { method: 'POST', path: '/api/operator/replies.php' },
  updateSavedReply: { method: 'PATCH', path: '/api/operator/replies.php' },
  deleteSavedReply: { method: 'DELETE', path: '/api/operator/replies.php' },
  /** The operator opened a conversation: the fictional profile has read it. */
  readOperatorChat: { method: 'PUT', path: '/api/operator/chat.php' },
  /** An answer written as the conversation's fictional profile; once per client id. */
  sendOperatorMessage: { method: 'POST', path: '/api/operator/message.php', onceById: true },
  /** What the team knows beside an inbox conversation: both profiles and the team's note. */
  getConversationContext: { method: 'GET', path: '/api/operator/conversation.php' },
  /** The note on a conversation's member and persona, replaced (empty: removed). */
  saveOperatorNote: { method: 'PUT', path: '/api/operator/note.php' },
  /** The brand's personas (fictional profiles): the list, a new one, a change or retirement. */
  getPersonas: { method: 'GET', path: '/api/operator/personas.php' },
  createPersona: { method: 'POST', path: '/api/operator/personas.php' },
  updatePersona: { method: 'PATCH', path: '/api/operator/personas.php' },
  /** A persona's photos: one uploaded (multipart), made the main photo, or removed. */
  uploadPersonaPhoto: { method: 'POST', path: '/api/operator/persona-photos.php' },
  updatePersonaPhoto: { method: 'PATCH', path: '/api/operator/persona-photos.php' },
  deletePersonaPhoto: { method: 'DELETE', path: '/api/operator/persona-photos.php' },
  /** The brand's team: its operators and their roles (admins only, as every team call). */
  getOperatorTeam: { method: 'GET', path: '/api/operator/team.php' },
  addOperatorAccount: { method: 'POST', path: '/api/operator/team.php' },
  /** An operator's roles, or switching them off or on. */
  updateOperatorAccount: { method: 'PUT', path: '/api/operator/team.php' },
  /** A new random password for an operator, shown once. */
  resetOperatorPassword: { method: 'POST', path: '/api/operator/password.php' },
  /** The brand's discount codes: the list with their uses, a new one, one turned off or on. */
  getDiscountCodes: { method: 'GET', path: '/api/operator/discount-codes.php' },
  addDiscountCode: { method: 'POST', path: '/api/operator/discount-codes.php' },
  setDiscountCodeStatus: { method: 'PUT', path: '/api/operator/discount-codes.php' },
  /** The back office's audit log, newest first, searchable. */
  getAuditLog: { method: 'GET', path: '/api/operator/audit.php' },
  /** The moderation queue: members' reports with their evidence. */
  getReports: { method: 'GET', path: '/api/operator/reports.php' },
  /** A moderator's decision on a report: dismissed, or a restriction of the reported member. */
  decideReport: { method: 'POST', path: '/api/operator/report-decision.php' },
  /** A restriction lifted before its end. */
  liftRestriction: { method: 'POST', path: '/api/operator/lift.php' },
  /** The notices from `/complaints` in the moderation queue, and the decision on one. */
  getNotices: { method: 'GET', path: '/api/operator/notices.php' },
  decideNotice: { method: 'POST', path: '/api/operator/notice-decision.php' },
  /** The brand's last 30 days, its members' sources and the team's queues. */
  getInsight: { method: 'GET', path: '/api/operator/insight.php' },
  /** The moderation's transparency figures of a half-year (EU DSA, Art. 15). */
  getTransparency: { method: 'GET', path: '/api/operator/transparency.php' },
  /** The appeals waiting for this moderator (never their own decisions). */
  getAppeals: { method: 'GET', path: '/api/operator/appeals.php' },
  decideAppeal: { method: 'POST', path: '/api/operator/appeal-decision.php' },
  /** The photo review: photos waiting, the oldest first, and the decision on one. */
  getPhotoQueue: { method: 'GET', path: '/api/operator/photos.php' },
  decidePhoto: { method: 'POST', path: '/api/operator/photo-decision.php' },
  /** The profile texts that look like contact details, links or money asks, and the decision. */
  getProfileTextQueue: { method: 'GET', path: '/api/operator/profile-texts.php' },
  decideProfileText: { method: 'POST', path: '/api/operator/profile-text-decision.php' },
  /** The members: found by id, e-mail address or name; one's record; restricting one. */
  findMembers: { method: 'GET', path: '/api/operator/members.php' },
  getMemberRecord: { method: 'GET', path: '/api/operator/member.php' },
  restrictMember: { method: 'POST', path: '/api/operator/restrict.php' },
  /** Support's actions on a member's record: credits with a reason, the confirmation mail, deletion. */
  grantCredits: { method: 'POST', path: '/api/operator/credits.php', onceById: true },
  resendMemberConfirmation: { method: 'POST', path: '/api/operator/confirmation.php' },
  deleteMember: { method: 'POST', path: '/api/operator/delete-member.php' },
  reactivateMember: { method: 'POST', path: '/api/operator/reactivate-member.php' },
  /** A paid payment refunded through its provider, with the reason. */
  refundPayment: { method: 'POST', path: '/api/operator/refund.php' },
  /** A statement of reasons, at the address its mail gives the member. */
  getStatement: { method: 'GET', path: '/api/statement.php' },
  /** The member's appeal against a restriction, from its statement. */
  appeal: { method: 'POST', path: '/api/appeal.php' },
  /** A payment provider's webhook (server to server); the sites never call it. */
  paymentWebhook: { method: 'POST', path: '/api/payment-webhook.php' },
  /** Mollie's webhook (server to server): a payment's id, whose status the server fetches. */
  mollieWebhook: {
    method: 'POST',
    path: '/api/payment-webhook.php',
    variant: { name: 'provider', value: 'mollie' },
  },
  /** The mail provider's webhook (server to server); the sites never call it. */
  reportMailEvents: { method: 'POST', path: '/api/mail-events.php' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The names of every endpoint, in table order. */
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/**
 * Whether a call may be sent again when its answer was lost: GET, PUT and DELETE mean the same
 * thing however often they arrive, and so does a POST the server deduplicates by its key or by
 * the id in its body.
 */
export function isRetrySafe(route: EndpointRoute): boolean {
  return route.method === 'GET' || route.method === 'PUT' || route.method === 'DELETE'
    ? true
    : route.idempotencyKey === true || route.onceById === true;
}
