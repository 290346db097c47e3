import type { LikesResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createCountersStore } from '../counters/counters-store.js';
import { createStores } from '../stores.js';
import {
  createFakeApi,
  createFakeClock,
  createFakeGeolocation,
  createFakePush,
  createMemoryCookies,
  createMemoryStorage,
  fixtureProfileCards,
  fixtureSettings,
  fixtureUser,
} from '../testing/index.js';
import { likePopupDelayMs, likesList, newLikesCount } from './likes-rules.js';
import { createLikesStore } from './likes-store.js';

const profiles = fixtureProfileCards(6, 1);
const ids = profiles.map((card) => card.id) as [number, number, number, number, number, number];

function likesStore(likedBy: number[] = [ids[0], ids[1]]) {
  const api = createFakeApi({}, { user: fixtureUser(), profiles, discovery: { likedBy } });
  const clock = createFakeClock();
  const counters = createCountersStore();
  const likes = createLikesStore({ api, clock, counters });
  return { api, clock, counters, likes };
}

describe('likes rules', () => {
  it("delays the like pop-up by the address's t seconds, at most a minute", () => {
    expect(likePopupDelayMs('')).toBe(0);
    expect(likePopupDelayMs('?t=3')).toBe(3000);
    expect(likePopupDelayMs('?like&t=1.5')).toBe(1500);
    expect(likePopupDelayMs('?t=-2')).toBe(0);
    expect(likePopupDelayMs('?t=soon')).toBe(0);
    expect(likePopupDelayMs('?t=600')).toBe(60_000);
  });

  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString();
  const card = (index: number, like: 'liked' | 'received' | 'match', minutes: number) => ({
    ...(profiles[index] as (typeof profiles)[number]),
    like,
    liked_at: at(minutes),
  });
  const likes: LikesResponse = {
    profiles: [
      card(0, 'match', 9),
      card(1, 'received', 8),
      card(2, 'liked', 7),
      card(3, 'received', 6),
    ],
    liked_by: [
      { id: ids[3], like_new: true },
      { id: ids[1], like_new: false },
      { id: ids[0], like_new: false },
    ],
    new_matches: [],
  };

  it('lists received likes in the server order (new first), given likes and matches', () => {
    expect(likesList(likes, 'received').map((profile) => profile.id)).toEqual([
      ids[3],
      ids[1],
      ids[0],
    ]);
    expect(likesList(likes, 'given').map((profile) => profile.id)).toEqual([ids[0], ids[2]]);
    expect(likesList(likes, 'matches').map((profile) => profile.id)).toEqual([ids[0]]);
    expect(newLikesCount(likes)).toBe(1);
    expect(newLikesCount(null)).toBe(0);
  });
});

describe('likes store', () => {
  it('starts not loaded, shows progress on the first load only, and counts new likes', async () => {
    const { likes, counters } = likesStore();
    expect(likes.state.likes).toBeNull();
    const first = likes.actions.load();
    expect(likes.state.firstLoad).toBe(true);
    await first;
    expect(likes.state.firstLoad).toBe(false);
    expect(counters.state.newLikes).toBe(2);
    const again = likes.actions.load();
    expect(likes.state.firstLoad).toBe(false);
    await again;
  });

  it("clears a like's new flag at once when its profile is opened, and on the server", async () => {
    const { likes, counters, api } = likesStore();
    await likes.actions.load();
    likes.actions.likeSeen(ids[0]);
    expect(counters.state.newLikes).toBe(1);
    expect(api.callsTo('markLikeSeen')).toEqual([{ body: { profile_id: ids[0], seen: 'like' } }]);
    await likes.actions.load();
    expect(counters.state.newLikes).toBe(1);
  });

  it('shows a like back as a match at once, and does not offer its pop-up again', async () => {
    const { likes } = likesStore();
    await likes.actions.load();
    const result = await likes.actions.like(ids[0]);
    expect(result).toMatchObject({ ok: true, value: { like: 'match' } });
    expect(likesList(likes.state.likes as LikesResponse, 'matches').map((p) => p.id)).toEqual([
      ids[0],
    ]);
    await likes.actions.load();
    expect(likes.state.pendingMatches).toEqual([]);
    await likes.actions.unlike(ids[0]);
    expect(likes.state.likes?.profiles.find((p) => p.id === ids[0])?.like).toBe('received');
  });

  it('drops a load answer asked for before a like changed the lists', async () => {
    let answer: (value: LikesResponse) => void = () => undefined;
    const api = createFakeApi(
      {
        getLikes: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
      { user: fixtureUser(), profiles },
    );
    const likes = createLikesStore({
      api,
      clock: createFakeClock(),
      counters: createCountersStore(),
    });
    const stale = likes.actions.load();
    await likes.actions.like(ids[2]);
    answer({ profiles: [], liked_by: [{ id: ids[4], like_new: true }], new_matches: [] });
    await stale;
    expect(likes.state.likes).toBeNull();
    expect(likes.state.firstLoad).toBe(false);
  });

  it('does not pop up a match a like is making, when the list heard of it live comes first', async () => {
    let answerLike: () => void = () => undefined;
    const base = createFakeApi(
      {},
      { user: fixtureUser(), profiles, discovery: { likedBy: [ids[0]] } },
    );
    const api = createFakeApi(
      {
        like: async (input, options) => {
          await new Promise<void>((resolve) => {
            answerLike = resolve;
          });
          return base.call('like', input, options);
        },
        getLikes: async () => ({
          profiles: [],
          liked_by: [{ id: ids[0], like_new: true }],
          new_matches: [ids[0]],
        }),
      },
      { user: fixtureUser(), profiles },
    );
    const likes = createLikesStore({
      api,
      clock: createFakeClock(),
      counters: createCountersStore(),
    });
    const liking = likes.actions.like(ids[0]);
    // The match, heard live, brings the list before the like's own answer (and its pop-up).
    await likes.actions.load();
    expect(likes.state.pendingMatches).toEqual([]);
    answerLike();
    await liking;
    await likes.actions.load();
    expect(likes.state.pendingMatches).toEqual([]);
  });

  it('gives the like pop-up the newest unseen like, and reloads the likes 500 ms later', async () => {
    const { likes, clock, api } = likesStore([ids[2]]);
    const result = await likes.actions.autoLike();
    expect(result).toMatchObject({ ok: true, value: { id: ids[2], name: profiles[2]?.name } });
    await clock.advance(499);
    expect(api.callsTo('getLikes')).toHaveLength(0);
    await clock.advance(1);
    expect(api.callsTo('getLikes')).toHaveLength(1);
    expect(likes.state.likes?.liked_by).toEqual([{ id: ids[2], like_new: true }]);
  });

  it('gives the like pop-up nothing when no like is new', async () => {
    const { likes } = likesStore([]);
    expect(await likes.actions.autoLike()).toEqual({ ok: true, value: null });
  });

  it('polls with the member: after 5 s, then every 60 s, or 300 s with push', async () => {
    const { likes, clock, api } = likesStore();
    let push = false;
    likes.actions.startPolling(() => push);
    await clock.advance(4_999);
    expect(api.callsTo('getLikes')).toHaveLength(0);
    await clock.advance(1);
    expect(api.callsTo('getLikes')).toHaveLength(1);
    push = true;
    await clock.advance(60_000);
    expect(api.callsTo('getLikes')).toHaveLength(2);
    await clock.advance(299_999);
    expect(api.callsTo('getLikes')).toHaveLength(2);
    await clock.advance(1);
    expect(api.callsTo('getLikes')).toHaveLength(3);
    likes.actions.stopPolling();
    await clock.advance(600_000);
    expect(api.callsTo('getLikes')).toHaveLength(3);
  });

  it('follows the session in the site: polls while a member is in, forgets at logout', async () => {
    const api = createFakeApi({}, { profiles, discovery: { likedBy: [ids[0]] } });
    const clock = createFakeClock();
    const stores = createStores({
      api,
      clock,
      cookies: createMemoryCookies(),
      storage: createMemoryStorage(),
      geolocation: createFakeGeolocation(),
      push: createFakePush(),
      browserLanguages: ['en'],
      defaults: fixtureSettings(),
    });
    await stores.session.actions.login({ email: 'alex@example.com', password: 'secret' });
    await clock.advance(5_000);
    expect(stores.counters.state.newLikes).toBe(1);
    await stores.session.actions.logout();
    expect(stores.likes.state.likes).toBeNull();
    expect(stores.likes.state.polling).toBe(false);
    expect(stores.counters.state.newLikes).toBe(0);
    stores.destroy();
  });
});
