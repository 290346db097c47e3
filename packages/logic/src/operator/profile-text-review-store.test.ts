import type { ProfileTextQueueResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failWith, fixtureProfileCards, fixtureTeam } from '../testing/index.js';
import { createProfileTextReviewStore } from './profile-text-review-store.js';

const profiles = fixtureProfileCards(24, 1);
const robin = fixtureTeam().find((member) => member.name === 'Robin');
const operator = { id: 3, name: 'Robin', email: 'robin@amora.example', roles: robin?.roles ?? [] };
const asModerator = (overrides: Parameters<typeof createFakeApi>[0] = {}) =>
  createFakeApi(overrides, { profiles, operator: { operator } });

describe('the review of profile texts', () => {
  it('lists the texts waiting, and each decision takes one off the list', async () => {
    const api = asModerator();
    const store = createProfileTextReviewStore({ api });
    await store.actions.load();
    expect(store.state.texts?.map((text) => text.id)).toEqual([1, 2, 3]);
    expect(store.state.waiting).toBe(3);
    expect((await store.actions.reject(1, 'scam')).ok).toBe(true);
    expect(api.callsTo('decideProfileText')[0]?.body).toEqual({
      text: 1,
      decision: 'reject',
      ground: 'scam',
    });
    await store.actions.approve(2);
    expect(store.state).toMatchObject({ waiting: 1, deciding: null, problem: null });
    expect(store.state.oldestAt).toBe(store.state.texts?.[0]?.created_at);
  });

  it('takes a text another moderator decided off the list, saying so', async () => {
    const store = createProfileTextReviewStore({
      api: asModerator({ decideProfileText: failWith('conflict') }),
    });
    await store.actions.load();
    await store.actions.approve(1);
    expect(store.state.texts?.map((text) => text.id)).toEqual([2, 3]);
    expect(store.state.problem).toEqual({
      text: 1,
      problem: expect.objectContaining({ code: 'conflict' }),
    });
  });

  it('keeps a text whose decision failed, and does not let a late load bring a decided one back', async () => {
    let answer: (value: ProfileTextQueueResponse) => void = () => undefined;
    const api = asModerator();
    const first = await api.call('getProfileTextQueue');
    let calls = 0;
    const store = createProfileTextReviewStore({
      api: asModerator({
        getProfileTextQueue: async () => {
          calls += 1;
          return calls === 1
            ? first
            : new Promise((resolve) => {
                answer = resolve;
              });
        },
        decideProfileText: async ({ body }) =>
          body.text === 3
            ? failWith('internal_error')()
            : { text: body.text, decision: body.decision },
      }),
    });
    await store.actions.load();
    const late = store.actions.load();
    await store.actions.approve(1);
    answer(first);
    await late;
    expect(store.state.texts?.map((text) => text.id)).toEqual([2, 3]);
    const failed = await store.actions.approve(3);
    expect(failed.ok).toBe(false);
    expect(store.state.texts?.map((text) => text.id)).toEqual([2, 3]);
    expect(store.state.problem?.text).toBe(3);
  });
});
