export { createMemoryStorage, type MemoryStorage } from '../platform/storage.js';
export { avatarDataUri } from './avatars.js';
export {
  type ApiMethodName,
  type ApiMethods,
  createFakeApi,
  type FakeApi,
  type FakeApiData,
  type RecordedCall,
  searchFixtureProfiles,
} from './fake-api.js';
export { createFakeClock, type FakeClock } from './fake-clock.js';
export { createFakeGeolocation, createFakePush, type FakeGeolocation } from './fake-platform.js';
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
export { fixtureProfileCards } from './profile-cards.js';
