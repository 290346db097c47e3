import { describe, expect, it } from 'vitest';
import { createFakeApi, failWith, fixtureProfileCards, fixtureUser } from '../testing/index.js';
import { createBlockedMembersStore } from './blocked-members-store.js';

const profiles = fixtureProfileCards(4, 1);
const [first, second] = profiles.map((card) => card.id) as [number, number];

describe('blocked members store', () => {
  it('lists the blocked members and unblocks one', async () => {
    const api = createFakeApi({}, { user: fixtureUser(), profiles });
    await api.call('block', { body: { profile_id: first } });
    await api.call('block', { body: { profile_id: second } });
    const store = createBlockedMembersStore({ api });
    expect(store.state.profiles).toBeNull();
    await store.actions.load();
    expect(store.state.profiles?.map((card) => card.id).sort()).toEqual([first, second].sort());
    const unblocking = store.actions.unblock(first);
    expect(store.state.pendingId).toBe(first);
    await unblocking;
    expect(store.state.pendingId).toBeNull();
    expect(store.state.profiles?.map((card) => card.id)).toEqual([second]);
  });

  it('keeps the list and says why when unblocking fails', async () => {
    const api = createFakeApi(
      { unblock: failWith('internal_error') },
      { user: fixtureUser(), profiles },
    );
    await api.call('block', { body: { profile_id: first } });
    const store = createBlockedMembersStore({ api });
    await store.actions.load();
    await store.actions.unblock(first);
    expect(store.state.profiles?.map((card) => card.id)).toEqual([first]);
    expect(store.state.problem?.code).toBe('internal_error');
  });
});
