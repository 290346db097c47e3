import { SWIPE_LIKES_PER_DAY } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createCountersStore } from '../counters/counters-store.js';
import { createLikesStore } from '../likes/likes-store.js';
import { createOverlayStore } from '../overlays/overlay-store.js';
import {
  apiError,
  createFakeApi,
  createFakeClock,
  fixtureProfileCards,
  fixtureUser,
} from '../testing/index.js';
import { createSwipeGameStore } from './swipe-game-store.js';

// A man looking for women: the game stacks the women among the cards.
const profiles = fixtureProfileCards(40, 3);
const women = profiles.filter((card) => card.gender === 'female');

function game(
  options: { likedBy?: number[]; overrides?: Parameters<typeof createFakeApi>[0] } = {},
) {
  const api = createFakeApi(options.overrides ?? {}, {
    user: fixtureUser(),
    profiles,
    discovery: { likedBy: options.likedBy ?? [] },
  });
  const counters = createCountersStore();
  const clock = createFakeClock();
  const likes = createLikesStore({ api, clock, counters });
  const overlays = createOverlayStore({ clock });
  return { api, likes, overlays, store: createSwipeGameStore({ api, likes, overlays }) };
}

describe('swipe game store', () => {
  it('stacks the profiles the member looks for, with the likes of the day', async () => {
    const { store } = game();
    expect(store.state.cards).toBeNull();
    await store.actions.load();
    expect(store.state.cards?.length).toBeGreaterThan(0);
    expect(store.state.cards?.every((card) => card.gender === 'female')).toBe(true);
    expect(store.state.likesLeft).toBe(SWIPE_LIKES_PER_DAY);
  });

  it('takes the top card off at once, and a pass costs no like', async () => {
    const { store, api } = game();
    await store.actions.load();
    const [top, next] = store.state.cards ?? [];
    const passing = store.actions.swipe(false);
    expect(store.state.cards?.[0]).toEqual(next);
    await passing;
    expect(store.state.likesLeft).toBe(SWIPE_LIKES_PER_DAY);
    expect(api.callsTo('swipe')).toEqual([{ body: { profile_id: top?.id, like: false } }]);
  });

  it('refuses the fifth like of a day with when the next one comes, keeping the card on top', async () => {
    const { store, api } = game();
    await store.actions.load();
    for (let like = 0; like < SWIPE_LIKES_PER_DAY; like += 1) {
      expect((await store.actions.swipe(true)).ok).toBe(true);
    }
    const top = store.state.cards?.[0];
    const fifth = await store.actions.swipe(true);
    expect(fifth.ok).toBe(false);
    expect(store.state.problem).toMatchObject({ code: 'swipe_limit_reached' });
    expect(Date.parse(store.state.problem?.retryAt ?? '')).toBeGreaterThan(0);
    expect(store.state.cards?.[0]).toEqual(top);
    expect(api.callsTo('swipe')).toHaveLength(SWIPE_LIKES_PER_DAY);
    // Passing goes on.
    expect((await store.actions.swipe(false)).ok).toBe(true);
    expect(store.state.problem).toBeNull();
  });

  it('puts the card back when the server refuses the like, with the time it gives', async () => {
    const retryAt = '2026-11-24T09:30:00.000Z';
    const { store } = game({
      overrides: {
        swipe: () => Promise.reject(apiError('swipe_limit_reached', { retry_at: retryAt })),
      },
    });
    await store.actions.load();
    const top = store.state.cards?.[0];
    await store.actions.swipe(true);
    expect(store.state.cards?.[0]).toEqual(top);
    expect(store.state).toMatchObject({ likesLeft: 0, nextLikeAt: retryAt });
    expect(store.state.problem).toMatchObject({ code: 'swipe_limit_reached', retryAt });
  });

  it('keeps the match of a swipe on its way out of the pending matches the live list brings', async () => {
    const her = women[0]?.id ?? 0;
    let answerSwipe: () => void = () => undefined;
    const base = createFakeApi(
      {},
      { user: fixtureUser(), profiles, discovery: { likedBy: [her] } },
    );
    const { store, likes } = game({
      likedBy: [her],
      overrides: {
        swipe: async (input, options) => {
          if (input.body.like) {
            await new Promise<void>((resolve) => {
              answerSwipe = resolve;
            });
          }
          return base.call('swipe', input, options);
        },
        getLikes: async () => ({ profiles: [], liked_by: [], new_matches: [her] }),
      },
    });
    await store.actions.load();
    while (store.state.cards?.[0]?.id !== her) await store.actions.swipe(false);
    const swiping = store.actions.swipe(true);
    // The match heard live brings the list before the swipe's answer.
    await likes.actions.load();
    expect(likes.state.pendingMatches).toEqual([]);
    answerSwipe();
    await swiping;
    expect(store.state.match?.id).toBe(her);
    await likes.actions.load();
    expect(likes.state.pendingMatches).toEqual([]);
  });

  it('opens the match pop-up for a like back, once, and shows the match in the likes', async () => {
    const { store, likes, overlays } = game({ likedBy: [women[0]?.id ?? 0] });
    await store.actions.load();
    while (store.state.cards?.[0]?.id !== women[0]?.id) await store.actions.swipe(false);
    await store.actions.swipe(true);
    expect(store.state.match?.id).toBe(women[0]?.id);
    expect(overlays.state.open?.id).toBe(`ownLike:${women[0]?.id}`);
    await likes.actions.load();
    expect(likes.state.likes?.profiles.find((card) => card.id === women[0]?.id)?.like).toBe(
      'match',
    );
    // Shown by the game, the match is not pending for the site's pop-up.
    expect(likes.state.pendingMatches).toEqual([]);
    store.actions.matchShown();
    expect(store.state.match).toBeNull();
    expect(overlays.state).toMatchObject({ open: null, holds: [] });
  });

  it('holds the pop-ups that open by themselves while a like is on its way, not while passing', async () => {
    let answerSwipe: () => void = () => undefined;
    const base = createFakeApi({}, { user: fixtureUser(), profiles });
    const { store, overlays } = game({
      overrides: {
        swipe: async (input, options) => {
          await new Promise<void>((resolve) => {
            answerSwipe = resolve;
          });
          return base.call('swipe', input, options);
        },
      },
    });
    await store.actions.load();
    const passing = store.actions.swipe(false);
    expect(overlays.state.holds).toEqual([]);
    answerSwipe();
    await passing;
    const liking = store.actions.swipe(true);
    expect(overlays.state.holds).toEqual(['liking']);
    overlays.actions.request('timeBonus');
    expect(overlays.state.open).toBeNull();
    answerSwipe();
    await liking;
    expect(overlays.state.open?.id).toBe('timeBonus');
  });

  it('refills the stack as it runs low and ends when the server has no more', async () => {
    const { store } = game();
    await store.actions.load();
    const seen = new Set<number>();
    for (let swipe = 0; swipe < women.length + 2 && store.state.cards?.length; swipe += 1) {
      const top = store.state.cards[0];
      if (top) seen.add(top.id);
      await store.actions.swipe(false);
      await Promise.resolve();
    }
    await store.actions.load();
    expect(store.state.cards).toEqual([]);
    expect(store.state.exhausted).toBe(true);
    expect(seen.size).toBe(women.length);
  });

  it('changes nothing after it is destroyed', async () => {
    const { store } = game();
    const loading = store.actions.load();
    store.destroy();
    await loading;
    expect(store.state.cards).toBeNull();
  });
});
