import type { OwnRestrictionsResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failWith, fixtureOwnRestriction, fixtureUser } from '../testing/index.js';
import { createOwnRestrictionsStore } from './own-restrictions-store.js';

const second = { ...fixtureOwnRestriction(), id: 61, kind: 'removal' as const, facts: '' };
const withRestrictions = (overrides: Parameters<typeof createFakeApi>[0] = {}) =>
  createFakeApi(overrides, {
    user: fixtureUser(),
    operator: { ownRestrictions: [fixtureOwnRestriction(), second] },
  });

describe('the member’s own restrictions', () => {
  it('loads the restrictions not read yet, and each one read goes', async () => {
    const api = withRestrictions();
    const store = createOwnRestrictionsStore({ api });
    await store.actions.load();
    expect(store.state.restrictions.map((restriction) => restriction.id)).toEqual([60, 61]);
    await store.actions.acknowledge(60);
    expect(store.state.restrictions.map((restriction) => restriction.id)).toEqual([61]);
    expect(api.callsTo('acknowledgeRestriction')).toEqual([{ body: { id: 60 } }]);
  });

  it('shows nothing when they do not load, and a late load does not bring a read one back', async () => {
    const failing = createOwnRestrictionsStore({
      api: withRestrictions({ getOwnRestrictions: failWith('internal_error') }),
    });
    await failing.actions.load();
    expect(failing.state.restrictions).toEqual([]);

    let answer: (value: OwnRestrictionsResponse) => void = () => undefined;
    let calls = 0;
    const store = createOwnRestrictionsStore({
      api: withRestrictions({
        getOwnRestrictions: async () => {
          calls += 1;
          return calls === 1
            ? { restrictions: [fixtureOwnRestriction(), second] }
            : new Promise((resolve) => {
                answer = resolve;
              });
        },
      }),
    });
    await store.actions.load();
    const late = store.actions.load();
    await store.actions.acknowledge(60);
    answer({ restrictions: [fixtureOwnRestriction(), second] });
    await late;
    expect(store.state.restrictions.map((restriction) => restriction.id)).toEqual([61]);
  });
});
