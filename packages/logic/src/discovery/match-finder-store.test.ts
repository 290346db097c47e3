import type { MatchFinderResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import { createFakeApi, fixtureProfileCards, fixtureUser } from '../testing/index.js';
import { createMatchFinderStore } from './match-finder-store.js';

describe('match finder store', () => {
  it('finds the profiles that fit, then similar ones', async () => {
    const user = fixtureUser();
    const profiles = fixtureProfileCards(60, 2);
    const store = createMatchFinderStore({ api: createFakeApi({}, { user, profiles }) });
    expect(store.state.found).toBeNull();
    const loading = store.actions.load();
    expect(store.state.loading).toBe(true);
    await loading;
    const { found } = store.state;
    expect(store.state.loading).toBe(false);
    expect(found?.profiles.every((card) => card.region === user.profile.region)).toBe(true);
    expect(found?.similar.every((card) => card.region !== user.profile.region)).toBe(true);
    expect((found?.profiles.length ?? 0) + (found?.similar.length ?? 0)).toBeGreaterThan(0);
  });

  it('keeps the latest answer when an earlier one arrives late', async () => {
    const [first, second] = fixtureProfileCards(2, 4);
    const slow = deferred<MatchFinderResponse>();
    const fast = deferred<MatchFinderResponse>();
    const answers = [slow.promise, fast.promise];
    const store = createMatchFinderStore({
      api: createFakeApi({ getMatchFinder: () => answers.shift() ?? slow.promise }),
    });
    const older = store.actions.load();
    const newer = store.actions.load();
    fast.resolve({ profiles: [second!], similar: [] });
    await newer;
    slow.resolve({ profiles: [first!], similar: [] });
    await older;
    expect(store.state.found?.profiles.map((card) => card.id)).toEqual([second?.id]);
  });

  it('keeps what it found when a later load fails', async () => {
    const [card] = fixtureProfileCards(1, 5);
    let fail = false;
    const store = createMatchFinderStore({
      api: createFakeApi({
        getMatchFinder: async () => {
          if (fail) throw new TypeError('offline');
          return { profiles: [card!], similar: [] };
        },
      }),
    });
    await store.actions.load();
    fail = true;
    await store.actions.load();
    expect(store.state.found?.profiles).toHaveLength(1);
    expect(store.state.problem?.code).toBe('internal_error');
  });
});
