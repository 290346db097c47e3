import type { ProfileViewResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createCountersStore } from '../counters/counters-store.js';
import { createLikesStore } from '../likes/likes-store.js';
import { createOverlayStore } from '../overlays/overlay-store.js';
import {
  createFakeApi,
  createFakeClock,
  fixtureProfileCards,
  fixtureUser,
} from '../testing/index.js';
import { createMemberProfileStore } from './member-profile-store.js';

const profiles = fixtureProfileCards(6, 1);
const [first, second, third] = profiles.map((card) => card.id) as [number, number, number];

function profileStore(options: { likedBy?: number[]; blockedBy?: number[]; paid?: boolean } = {}) {
  const api = createFakeApi(
    {},
    {
      user: fixtureUser({ paid: options.paid ?? false }),
      profiles,
      discovery: { likedBy: options.likedBy ?? [], blockedBy: options.blockedBy ?? [] },
    },
  );
  const counters = createCountersStore();
  const clock = createFakeClock();
  const likes = createLikesStore({ api, clock, counters });
  const overlays = createOverlayStore({ clock });
  const store = createMemberProfileStore({ api, likes, overlays, clock });
  return { api, clock, counters, likes, overlays, store };
}

describe('member profile store', () => {
  it('opens a profile with the photos a free member may see', async () => {
    const { store } = profileStore();
    const opening = store.actions.open(first);
    expect(store.state.status).toBe('loading');
    await opening;
    expect(store.state.status).toBe('ready');
    expect(store.state.page?.profile).toMatchObject({ id: first, like: null, locked_photos: 3 });
    expect(store.state.page?.profile.photos).toHaveLength(2);
  });

  it('clears the new flag of a like from the profile opened', async () => {
    const { store, likes, counters, api } = profileStore({ likedBy: [first, second] });
    await likes.actions.load();
    expect(counters.state.newLikes).toBe(2);
    await store.actions.open(first);
    expect(counters.state.newLikes).toBe(1);
    expect(api.callsTo('markLikeSeen')).toEqual([{ body: { profile_id: first, seen: 'like' } }]);
  });

  it('likes (a match when they liked first), unlikes, blocks, unblocks and reports', async () => {
    const { store, likes } = profileStore({ likedBy: [first] });
    await likes.actions.load();
    await store.actions.open(first);
    expect(await store.actions.like()).toMatchObject({ ok: true, value: { like: 'match' } });
    expect(store.state.page?.profile.like).toBe('match');
    await store.actions.unlike();
    expect(store.state.page?.profile.like).toBe('received');
    await store.actions.block();
    expect(store.state.page?.profile.blocked).toBe(true);
    await store.actions.unblock();
    expect(store.state.page?.profile.blocked).toBe(false);
    const missing = await store.actions.report({ reason: 'other' });
    expect(missing).toMatchObject({ ok: false, problem: { fields: { remarks: 'required' } } });
    expect(store.state.actionProblem?.fields).toEqual({ remarks: 'required' });
    await store.actions.report({ reason: 'scam' });
    expect(store.state.page?.profile.blocked).toBe(true);
    expect(store.state.actionProblem).toBeNull();
  });

  it('tells who blocked the member', async () => {
    const { store } = profileStore({ blockedBy: [second] });
    await store.actions.open(second);
    expect(store.state).toMatchObject({
      status: 'error',
      page: null,
      problem: { code: 'blocked', blockerName: profiles[1]?.name },
    });
  });

  it('shows the profile opened last when an earlier answer comes late', async () => {
    const answers = new Map<number, (page: ProfileViewResponse) => void>();
    const fake = createFakeApi({}, { user: fixtureUser(), profiles });
    const api = createFakeApi(
      {
        getProfile: ({ query }) =>
          new Promise((resolve) => {
            answers.set(Number(query.id), resolve);
          }),
      },
      { user: fixtureUser(), profiles },
    );
    const clock = createFakeClock();
    const likes = createLikesStore({ api, clock, counters: createCountersStore() });
    const overlays = createOverlayStore({ clock });
    const store = createMemberProfileStore({ api, likes, overlays, clock });
    const early = store.actions.open(second);
    const late = store.actions.open(third);
    answers.get(third)?.(await fake.call('getProfile', { query: { id: third } }));
    await late;
    answers.get(second)?.(await fake.call('getProfile', { query: { id: second } }));
    await early;
    expect(store.state.page?.profile.id).toBe(third);
  });

  it("opens the like's pop-up at once, and nothing else opens while the like is on its way", async () => {
    let answerLike: () => void = () => undefined;
    const base = createFakeApi({}, { user: fixtureUser(), profiles });
    const api = createFakeApi(
      {
        like: async (input, options) => {
          await new Promise<void>((resolve) => {
            answerLike = resolve;
          });
          return base.call('like', input, options);
        },
      },
      { user: fixtureUser(), profiles },
    );
    const clock = createFakeClock();
    const likes = createLikesStore({ api, clock, counters: createCountersStore() });
    const overlays = createOverlayStore({ clock });
    const store = createMemberProfileStore({ api, likes, overlays, clock });
    await store.actions.open(first);
    const liking = store.actions.like();
    // A match heard live meanwhile asks for its pop-up: it waits for the like's answer.
    overlays.actions.request('match', second);
    expect(overlays.state.open).toBeNull();
    answerLike();
    await liking;
    expect(store.state.answer).toBe('liked');
    expect(overlays.state.open?.id).toBe(`ownLike:${first}`);
    store.actions.closeAnswer();
    expect(store.state.answer).toBeNull();
    expect(overlays.state.open?.id).toBe(`match:${second}`);
  });

  it("opens the like's pop-up after the address's delay, when the member is not busy", async () => {
    const { store, clock, overlays } = profileStore();
    await store.actions.open(first);
    await store.actions.like({ popupDelayMs: 3000 });
    expect(store.state.answer).toBe('liked');
    await clock.advance(2999);
    expect(overlays.state.open).toBeNull();
    const release = overlays.actions.hold('dialog');
    await clock.advance(1);
    expect(overlays.state.open).toBeNull();
    release();
    expect(overlays.state.open?.id).toBe(`ownLike:${first}`);
  });

  it('opens the match pop-up of a like back at once, and drops the pop-up with the page', async () => {
    const { store, likes, clock, overlays } = profileStore({ likedBy: [first, second] });
    await likes.actions.load();
    await store.actions.open(first);
    await store.actions.like({ popupDelayMs: 3000 });
    expect(store.state.answer).toBe('match');
    expect(overlays.state.open?.id).toBe(`ownLike:${first}`);
    store.actions.closeAnswer();

    await store.actions.open(second);
    await store.actions.like({ popupDelayMs: 3000 });
    store.destroy();
    await clock.advance(3000);
    expect(overlays.state).toMatchObject({ open: null, waiting: [], holds: [] });
  });
});
