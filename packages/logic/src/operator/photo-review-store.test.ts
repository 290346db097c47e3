import type { PhotoQueueResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import {
  createFakeApi,
  failWith,
  fixtureProfileCards,
  fixtureReviewPhotos,
} from '../testing/index.js';
import { createPhotoReviewStore } from './photo-review-store.js';

const profiles = fixtureProfileCards(24, 1);
const robin = { id: 3, name: 'Robin', email: 'robin@amora.example', roles: ['moderator' as const] };
const review = (photos = fixtureReviewPhotos(profiles, 120), overrides = {}) => {
  const api = createFakeApi(overrides, { profiles, operator: { operator: robin, photos } });
  return { api, store: createPhotoReviewStore({ api }) };
};

describe('the photo review store', () => {
  it('shows the next photo at once, and asks for more before the ones in hand run out', async () => {
    const { api, store } = review();
    await store.actions.load();
    expect(store.state).toMatchObject({ waiting: 120, reviewed: 0 });
    expect(store.state.photos?.[0]?.id).toBe(501);
    expect(store.state.photos).toHaveLength(50);
    for (let index = 0; index < 45; index += 1) {
      if (index % 4) store.actions.approve();
      else store.actions.reject('spam');
    }
    await store.actions.settled();
    expect(store.state).toMatchObject({ waiting: 75, reviewed: 45 });
    expect(store.state.photos?.[0]?.id).toBe(546);
    // The next page came with the photos after the last one in hand.
    expect(store.state.photos?.length).toBeGreaterThan(5);
    expect(api.callsTo('getPhotoQueue').at(-1)).toEqual({ query: { after: 550 } });
    const rejected = api.callsTo('decidePhoto').filter((call) => call.body.decision === 'reject');
    expect(rejected).toHaveLength(12);
  });

  it('clears the whole queue one photo after the other', async () => {
    const { store } = review(fixtureReviewPhotos(profiles, 300));
    await store.actions.load();
    let decisions = 0;
    while (store.state.photos?.length) {
      store.actions.approve();
      decisions += 1;
      await store.actions.settled();
    }
    expect(decisions).toBe(300);
    expect(store.state).toMatchObject({ waiting: 0, reviewed: 300, photos: [] });
  });

  it('brings a photo back in front when its decision did not go, and drops one already taken', async () => {
    const failing = review(fixtureReviewPhotos(profiles, 3), {
      decidePhoto: failWith('network_error'),
    });
    await failing.store.actions.load();
    failing.store.actions.approve();
    expect(failing.store.state.photos?.[0]?.id).toBe(502);
    await failing.store.actions.settled();
    expect(failing.store.state).toMatchObject({ reviewed: 0, problem: { code: 'network_error' } });
    expect(failing.store.state.photos?.map((photo) => photo.id)).toEqual([501, 502, 503]);

    const taken = review(fixtureReviewPhotos(profiles, 3), { decidePhoto: failWith('conflict') });
    await taken.store.actions.load();
    taken.store.actions.approve();
    await taken.store.actions.settled();
    expect(taken.store.state).toMatchObject({ reviewed: 1, problem: null });
    expect(taken.store.state.photos?.map((photo) => photo.id)).toEqual([502, 503]);
  });

  it('never shows a decided photo again when a slow load answers after the decision', async () => {
    let resolve: (value: PhotoQueueResponse) => void = () => undefined;
    const photos = fixtureReviewPhotos(profiles, 3);
    const first = { photos, waiting: 3, oldest_at: null };
    let calls = 0;
    const { store } = review(photos, {
      getPhotoQueue: async () => {
        calls += 1;
        return calls === 1
          ? first
          : new Promise<PhotoQueueResponse>((done) => {
              resolve = done;
            });
      },
    });
    await store.actions.load();
    const reload = store.actions.load();
    store.actions.approve();
    resolve(first);
    await reload;
    expect(store.state.photos?.map((photo) => photo.id)).toEqual([502, 503]);
  });
});
