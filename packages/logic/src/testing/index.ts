export { createMemoryStorage, type MemoryStorage } from '../platform/storage.js';
export { avatarDataUri } from './avatars.js';
export { deferred } from './deferred.js';
export { createFakeApi, type FakeApi, type RecordedCall } from './fake-api.js';
export {
  type FakeChatData,
  type FakeConversation,
  FIXTURE_CHAT_PHOTO,
  fixtureConversations,
  fixtureLongConversation,
} from './fake-chat.js';
export { createFakeClock, type FakeClock } from './fake-clock.js';
export { fixtureOperatorDiscountCodes } from './fake-discount-codes.js';
export { createFakeDiscovery, type FakeDiscoveryData } from './fake-discovery.js';
export { apiError, type ErrorDetails, failWith, STATUS_OF_ERROR } from './fake-errors.js';
export { fixtureInsight } from './fake-insight.js';
export {
  createFakeLiveSocket,
  type FakeLiveSocket,
  type FakeLiveSocketConnection,
} from './fake-live-socket.js';
export {
  createFakeModeration,
  type FakeModerationData,
  FIXTURE_STATEMENT_TOKEN,
  fixtureAppeals,
  fixtureOwnRestriction,
  fixtureReports,
  fixtureReviewPhotos,
  fixtureStatement,
} from './fake-moderation.js';
export { fixtureNotices, fixtureTransparency } from './fake-notices.js';
export {
  createFakeOperator,
  type FakeOperatorConversation,
  type FakeOperatorData,
  FIXTURE_OPERATOR,
  FIXTURE_OPERATOR_PASSWORD,
  fixtureOperatorConversations,
} from './fake-operator.js';
export {
  type CodeProblem,
  createFakePayments,
  type FakePaymentsData,
  FIXTURE_DIRECT_DEBIT_CODE,
  fixtureDeletionOffer,
  fixtureDiscountCode,
  fixtureDiscountCodes,
  fixturePayment,
} from './fake-payments.js';
export { fixturePersonas } from './fake-personas.js';
export { createFakeGeolocation, createFakePush, type FakeGeolocation } from './fake-platform.js';
export { fixtureReviewTexts } from './fake-profile-texts.js';
export { fixtureSavedReplies } from './fake-saved-replies.js';
export {
  createFakeHandlers,
  type EndpointHandler,
  type EndpointHandlers,
  type FakeApiData,
  searchFixtureProfiles,
} from './fake-server.js';
export {
  createFakeTeam,
  type FakeTeamData,
  FIXTURE_ADMIN,
  fixtureAuditLog,
  fixtureTeam,
  operatorGate,
} from './fake-team.js';
export {
  createFixtureStores,
  type FixtureStores,
  type FixtureStoresOptions,
  fixtureSearchResults,
} from './fixture-stores.js';
export {
  type FixtureUserOptions,
  fixtureCompanyInfo,
  fixtureImage,
  fixtureInterests,
  fixtureProfile,
  fixtureRegions,
  fixtureSettings,
  fixtureUser,
} from './fixtures.js';
export { createMemoryCookies, type MemoryCookies } from './memory-cookies.js';
export { fixtureMyData } from './my-data.js';
export { fixtureProfileCards, fixtureShowcaseProfiles } from './profile-cards.js';
