import { describe, expect, it } from 'vitest';
import { createFixtureStores, fixtureProfileCards, fixtureUser } from '../testing/index.js';

const profiles = fixtureProfileCards(6, 1);
const [first, second] = profiles.map((card) => card.id) as [number, number];

/** A member with two matches not shown yet (`first` is the older one). */
function withTwoMatches() {
  return createFixtureStores({
    user: fixtureUser(),
    profiles,
    discovery: { likedBy: [first, second], liked: [first, second] },
  });
}

describe('pending matches in the overlay queue', () => {
  it('asks for a pop-up per match not shown yet; the next opens when one is shown', async () => {
    const stores = withTwoMatches();
    await stores.likes.actions.load();
    await stores.clock.flush();
    const [older, newer] = stores.likes.state.pendingMatches;
    expect(stores.overlays.state.open?.id).toBe(`match:${older}`);
    expect(stores.overlays.state.waiting.map((request) => request.id)).toEqual([`match:${newer}`]);
    stores.likes.actions.matchShown(older ?? 0);
    await stores.clock.flush();
    expect(stores.overlays.state.open?.id).toBe(`match:${newer}`);
    stores.destroy();
  });

  it('takes the pop-up of a match that was undone out of the queue, shown or waiting', async () => {
    const stores = withTwoMatches();
    await stores.likes.actions.load();
    await stores.clock.flush();
    const [older, newer] = stores.likes.state.pendingMatches as [number, number];
    await stores.likes.actions.unlike(newer);
    await stores.clock.flush();
    expect(stores.overlays.state.waiting).toEqual([]);
    await stores.likes.actions.unlike(older);
    await stores.clock.flush();
    expect(stores.overlays.state.open).toBeNull();
    stores.destroy();
  });

  it('drops every match pop-up when the member logs out', async () => {
    const stores = withTwoMatches();
    await stores.likes.actions.load();
    await stores.clock.flush();
    stores.session.actions.clearUser();
    await stores.clock.flush();
    expect(stores.overlays.state).toMatchObject({ open: null, waiting: [] });
    stores.destroy();
  });
});
