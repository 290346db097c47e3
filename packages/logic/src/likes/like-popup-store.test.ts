import { describe, expect, it } from 'vitest';
import { createCountersStore } from '../counters/counters-store.js';
import { createOverlayStore } from '../overlays/overlay-store.js';
import {
  createFakeApi,
  createFakeClock,
  fixtureProfileCards,
  fixtureUser,
} from '../testing/index.js';
import { createLikePopupStore } from './like-popup-store.js';
import { createLikesStore } from './likes-store.js';

const profiles = fixtureProfileCards(4, 1);
const [anna] = profiles as [(typeof profiles)[number]];

function popup(likedBy: number[] = [anna.id]) {
  const api = createFakeApi({}, { user: fixtureUser(), profiles, discovery: { likedBy } });
  const clock = createFakeClock();
  const likes = createLikesStore({ api, clock, counters: createCountersStore() });
  const overlays = createOverlayStore({ clock });
  const store = createLikePopupStore({ likes, overlays, clock });
  return { api, clock, overlays, store };
}

describe('like pop-up asked for by the address', () => {
  it("fetches the newest like after the address's delay and asks the overlay queue to open", async () => {
    const { api, clock, overlays, store } = popup();
    store.actions.ask(2000);
    await clock.advance(1999);
    expect(api.callsTo('getAutoLike')).toHaveLength(0);
    await clock.advance(1);
    expect(store.state.member).toMatchObject({ id: anna.id, name: anna.name });
    expect(overlays.state.open?.id).toBe('like');
    store.actions.close();
    expect(store.state.member).toBeNull();
    expect(overlays.state.open).toBeNull();
  });

  it('waits for its turn while another pop-up is open', async () => {
    const { clock, overlays, store } = popup();
    overlays.actions.request('match', 9);
    store.actions.ask(0);
    await clock.flush();
    expect(store.state.member?.id).toBe(anna.id);
    expect(overlays.state.open?.id).toBe('match:9');
    overlays.actions.close('match', 9);
    expect(overlays.state.open?.id).toBe('like');
  });

  it('asks for nothing without a new like', async () => {
    const { api, clock, overlays, store } = popup([]);
    store.actions.ask(0);
    await clock.flush();
    expect(api.callsTo('getAutoLike')).toHaveLength(1);
    expect(store.state.member).toBeNull();
    expect(overlays.state).toMatchObject({ open: null, waiting: [] });
  });

  it('fetches nothing once the address no longer asks, and drops an answer that comes late', async () => {
    const { api, clock, overlays, store } = popup();
    store.actions.ask(1000);
    store.actions.cancel();
    await clock.advance(1000);
    expect(api.callsTo('getAutoLike')).toHaveLength(0);

    store.actions.ask(0);
    store.destroy();
    await clock.flush();
    expect(store.state.member).toBeNull();
    expect(overlays.state).toMatchObject({ open: null, waiting: [] });
  });
});
