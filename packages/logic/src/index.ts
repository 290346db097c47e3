export {
  type AccountAction,
  type AccountActions,
  type AccountState,
  type AccountStore,
  createAccountStore,
  DELETE_COUNTDOWN_SECONDS,
  type EmailChangeForm,
  type PasswordChangeForm,
  type PasswordResetForm,
} from './account/account-store.js';
export {
  type AccountStores,
  type AccountStoresOptions,
  createAccountStores,
} from './account-stores.js';
export {
  ALERT_IDS,
  ALERT_SNOOZE_MS,
  type AlertId,
  alertDismissed,
  type ProfileGap,
  type ProfileGapInput,
  profileGaps,
} from './alerts/alerts-rules.js';
export {
  ALERTS_STORAGE_KEY,
  type AlertsActions,
  type AlertsState,
  type AlertsStore,
  createAlertsStore,
} from './alerts/alerts-store.js';
export {
  type ApiClient,
  type ApiClientOptions,
  type AuthenticationRequiredListener,
  type BeaconEndpointName,
  type CallArguments,
  type CallOptions,
  createApiClient,
  type GetEndpointName,
  randomIdempotencyKey,
  type SiteEndpointName,
} from './api/api-client.js';
export { type ApiErrorCode, ApiRequestError } from './api/api-error.js';
export {
  type ApiProblem,
  attempt,
  type Failure,
  failure,
  invalidForm,
  problemOf,
  type Result,
  success,
} from './api/api-result.js';
export {
  backoffDelayMs,
  DEFAULT_RETRY_POLICY,
  type RetryPolicy,
  retryAfterMs,
  retryDelayMs,
} from './api/retry.js';
export { buildUrl, type QueryValues } from './api/transport.js';
export {
  type CatalogActions,
  type CatalogState,
  type CatalogStore,
  createCatalogStore,
} from './catalog/catalog-store.js';
export {
  type ChatsActions,
  type ChatsState,
  type ChatsStore,
  type ChatsStoreOptions,
  type ConversationListener,
  createChatsStore,
} from './chat/chats-store.js';
export {
  type ChatMessage,
  type ConversationActions,
  type ConversationState,
  type ConversationStore,
  type ConversationStoreOptions,
  type ConversationTarget,
  createConversationStore,
} from './chat/conversation-store.js';
export {
  type ComplaintActions,
  type ComplaintForm,
  type ComplaintState,
  type ComplaintStore,
  createComplaintStore,
} from './complaints/complaint-store.js';
export {
  type CountersActions,
  type CountersState,
  type CountersStore,
  createCountersStore,
} from './counters/counters-store.js';
export {
  type BlockedMembersState,
  type BlockedMembersStore,
  createBlockedMembersStore,
} from './discovery/blocked-members-store.js';
export {
  createMatchFinderStore,
  type MatchFinderState,
  type MatchFinderStore,
} from './discovery/match-finder-store.js';
export {
  createMemberProfileStore,
  type MemberProfileActions,
  type MemberProfileState,
  type MemberProfileStore,
  type MemberProfileStoreOptions,
} from './discovery/member-profile-store.js';
export {
  createSwipeGameStore,
  type SwipeGameActions,
  type SwipeGameState,
  type SwipeGameStore,
  type SwipeGameStoreOptions,
} from './discovery/swipe-game-store.js';
export {
  createLikePopupStore,
  type LikePopupActions,
  type LikePopupState,
  type LikePopupStore,
  type LikePopupStoreOptions,
  type LikingMember,
} from './likes/like-popup-store.js';
export {
  isNewLike,
  LIKE_POPUP_PARAMETER,
  LIKE_POPUP_RELOAD_MS,
  likePopupDelayMs,
  likesList,
  newLikesCount,
} from './likes/likes-rules.js';
export {
  createLikesStore,
  type LikesActions,
  type LikesState,
  type LikesStore,
  type LikesStoreOptions,
} from './likes/likes-store.js';
export {
  createLiveConnection,
  FIRST_RETRY_MS,
  type LiveConnection,
  type LiveConnectionOptions,
  type LiveConnectionState,
  MAX_RETRY_MS,
} from './live/live-connection.js';
export {
  fallbackLanguage,
  type InitialLanguageInput,
  initialLanguage,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  languageOf,
  supportedLanguages,
} from './locale/locale-rules.js';
export {
  createLocaleStore,
  type LocaleActions,
  type LocaleState,
  type LocaleStore,
  type LocaleStoreOptions,
} from './locale/locale-store.js';
export {
  createLocationStore,
  GEOCODE_CACHE_KEY,
  GEOLOCATION_MAX_AGE_MS,
  type LocationActions,
  type LocationFailure,
  type LocationState,
  type LocationStore,
} from './location/location-store.js';
export {
  createOwnRestrictionsStore,
  type OwnRestrictionsState,
  type OwnRestrictionsStore,
} from './moderation/own-restrictions-store.js';
export {
  createStatementStore,
  type StatementState,
  type StatementStore,
} from './moderation/statement-store.js';
export {
  createNavigationProgress,
  type NavigationProgress,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  type ProgressPhase,
  waitToFind,
} from './navigation/navigation-progress.js';
export {
  type AuditFilters,
  type AuditLogActions,
  type AuditLogState,
  type AuditLogStore,
  createAuditLogStore,
} from './operator/audit-log-store.js';
export {
  type ConversationContextActions,
  type ConversationContextState,
  type ConversationContextStore,
  createConversationContextStore,
} from './operator/conversation-context-store.js';
export {
  createDiscountCodesStore,
  type DiscountCodesActions,
  type DiscountCodesState,
  type DiscountCodesStore,
  endOfDay,
} from './operator/discount-codes-store.js';
export {
  createInsightStore,
  type InsightState,
  type InsightStore,
  insightCurrencies,
  insightDaysCsv,
  insightOperatorsCsv,
  insightSourcesCsv,
  revenueIn,
  shareOf,
} from './operator/insight-store.js';
export {
  createMembersStore,
  type MemberAction,
  type MembersState,
  type MembersStore,
} from './operator/members-store.js';
export {
  type AppealsState,
  type AppealsStore,
  createAppealsStore,
  createModerationStore,
  type ModerationActions,
  type ModerationState,
  type ModerationStore,
  moderationQueue,
  type QueueItem,
  type QueueKey,
  queueItem,
} from './operator/moderation-store.js';
export {
  CLAIM_RENEW_MS,
  createOperatorStore,
  type InboxFilters,
  OPERATOR_POLL_MS,
  type OperatorActions,
  type OperatorChatMessage,
  type OperatorConversationState,
  type OperatorState,
  type OperatorStore,
  type OperatorStoreOptions,
} from './operator/operator-store.js';
export {
  createPersonasStore,
  type PersonaChanges,
  type PersonasActions,
  type PersonasState,
  type PersonasStore,
} from './operator/personas-store.js';
export {
  createPhotoReviewStore,
  type PhotoReviewActions,
  type PhotoReviewState,
  type PhotoReviewStore,
} from './operator/photo-review-store.js';
export {
  createProfileTextReviewStore,
  type ProfileTextReviewState,
  type ProfileTextReviewStore,
} from './operator/profile-text-review-store.js';
export {
  createSavedRepliesStore,
  type SavedRepliesActions,
  type SavedRepliesState,
  type SavedRepliesStore,
  type SavedReplyChanges,
} from './operator/saved-replies-store.js';
export {
  createTeamStore,
  type ShownPassword,
  type TeamActions,
  type TeamState,
  type TeamStore,
} from './operator/team-store.js';
export {
  createTransparencyStore,
  TRANSPARENCY_PERIODS_SHOWN,
  type TransparencyPeriod,
  type TransparencyState,
  type TransparencyStore,
  transparencyCsv,
  transparencyPeriods,
} from './operator/transparency-store.js';
export {
  OVERLAY_PRIORITY,
  type OverlayHold,
  type OverlayKind,
  type OverlayRequest,
  overlayId,
  TYPING_PAUSE_MS,
} from './overlays/overlay-rules.js';
export {
  createOverlayStore,
  type OverlayActions,
  type OverlayState,
  type OverlayStore,
  type OverlayStoreOptions,
} from './overlays/overlay-store.js';
export {
  createDirectDebitStore,
  type DirectDebitForm,
  type DirectDebitOrder,
  type DirectDebitState,
  type DirectDebitStore,
} from './payments/direct-debit-store.js';
export {
  bundleSavingPercent,
  formatPrice,
  type OrderDiscount,
  orderDiscount,
  type ShownDiscount,
  shownDiscount,
} from './payments/money-rules.js';
export {
  createShopStore,
  type PaymentChoice,
  type ShopState,
  type ShopStore,
} from './payments/shop-store.js';
export {
  createTimeBonusStore,
  type RunningTimeBonus,
  type TimeBonusState,
  type TimeBonusStore,
  type TimeBonusStoreOptions,
} from './payments/time-bonus-store.js';
export {
  TRANSACTION_POLL_LIMIT_MS,
  TRANSACTION_POLL_MS,
  type TransactionStatus,
  transactionStatusOf,
} from './payments/transaction-rules.js';
export {
  createTransactionStore,
  type TransactionState,
  type TransactionStore,
} from './payments/transaction-store.js';
export { type Clock, sleep, systemClock, type TimerHandle } from './platform/clock.js';
export {
  type CookieJar,
  type CookieOptions,
  documentCookies,
  parseCookies,
  serializeCookie,
} from './platform/cookies.js';
export {
  browserGeolocation,
  GeolocationError,
  type GeolocationFailure,
  type GeolocationPermission,
  type GeolocationSource,
  type Position,
} from './platform/geolocation.js';
export { createLifetime, type Lifetime } from './platform/lifetime.js';
export {
  browserLiveSocket,
  type LiveSocket,
  type LiveSocketFactory,
  type LiveSocketListeners,
} from './platform/live-socket.js';
export {
  browserPush,
  PushDeniedError,
  type PushPlatform,
  type PushSubscriptionData,
  SERVICE_WORKER_URL,
} from './platform/push.js';
export {
  browserStorage,
  createMemoryStorage,
  deviceTimeZone,
  type KeyValueStorage,
  type MemoryStorage,
  navigatorLanguages,
} from './platform/storage.js';
export {
  createProfileStore,
  type ProfileAction,
  type ProfileActions,
  type ProfileState,
  type ProfileStore,
  photoCount,
  photoUploadBody,
} from './profile/profile-store.js';
export {
  createPushStore,
  type PushActions,
  type PushState,
  type PushStore,
} from './push/push-store.js';
export {
  type LoggedOutSearchInput,
  loggedOutSearchVisible,
  signupsEnabled,
} from './rules/access-rules.js';
export {
  BADGE_CAP,
  badgeText,
  CREDITS_BADGE_LIMIT,
  type CreditsBadge,
  creditsBadge,
  tabTitle,
} from './rules/badge-rules.js';
export {
  DEFAULT_TERMS_VERSION_DATE,
  formatSupportPhone,
  termsVersionDate,
} from './rules/legal-rules.js';
export { PREMIUM_MATCH_CHANCE_PERCENT } from './rules/premium-rules.js';
export { placeName, type RegionTerm, regionTerm } from './rules/region-rules.js';
export { type SiteEntryWarningInput, siteEntryWarningVisible } from './rules/site-entry-rules.js';
export {
  createSearchStore,
  defaultSearchFilters,
  pageCountOf,
  type SearchActions,
  type SearchFilters,
  type SearchState,
  type SearchStore,
} from './search/search-store.js';
export {
  type SearchRequest,
  searchFromQuery,
  searchQueryOf,
  startingSearchFilters,
} from './search/search-url.js';
export {
  MEMBER_HINT_COOKIE,
  POLLING_INTERVAL_MS,
  POLLING_START_DELAY_MS,
  PUSH_POLLING_INTERVAL_MS,
  pollingIntervalMs,
} from './session/session-rules.js';
export {
  createSessionStore,
  type SessionActions,
  type SessionState,
  type SessionStore,
  type SessionStoreOptions,
} from './session/session-store.js';
export {
  createSettingsStore,
  forcedDomain,
  type SettingsActions,
  type SettingsState,
  type SettingsStore,
  type SettingsStoreOptions,
} from './settings/settings-store.js';
export {
  createShowcaseStore,
  type ShowcaseActions,
  type ShowcaseState,
  type ShowcaseStore,
} from './showcase/showcase-store.js';
export { COMMON_MAIL_DOMAINS, emailSuggestion } from './signup/email-suggestion.js';
export { SMARTPHONE_MAX_WIDTH, signupDestination } from './signup/signup-destination.js';
export {
  emptySignupDraft,
  SIGNUP_FIELDS,
  type SignupDraft,
  type SignupField,
  type SignupProblems,
  signupDraftStarted,
} from './signup/signup-draft.js';
export {
  createSignupStore,
  LAST_SIGNUP_STEP,
  SIGNUP_DRAFT_KEY,
  SIGNUP_STEPS,
  type SignupActions,
  type SignupState,
  type SignupStep,
  type SignupStore,
  signupInProgress,
} from './signup/signup-store.js';
export {
  type CreateStoresOptions,
  createStores,
  type StartLocation,
  type Stores,
  startStores,
} from './stores.js';
export {
  TRACKING_PARAMETERS,
  type TrackingRecord,
  trackingFromUrl,
  trafficSource,
} from './tracking/tracking-rules.js';
export {
  createTrackingStore,
  TRACKING_STORAGE_KEY,
  type TrackingActions,
  type TrackingState,
  type TrackingStore,
} from './tracking/tracking-store.js';
export {
  createWithdrawalStore,
  mayWithdraw,
  type WithdrawalActions,
  type WithdrawalState,
  type WithdrawalStep,
  type WithdrawalStore,
} from './withdrawals/withdrawal-store.js';
