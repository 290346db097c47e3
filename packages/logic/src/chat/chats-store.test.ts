import { describe, expect, it } from 'vitest';
import { createCountersStore } from '../counters/counters-store.js';
import {
  createFakeApi,
  createFakeClock,
  createFakeLiveSocket,
  failWith,
  fixtureProfileCards,
  fixtureUser,
} from '../testing/index.js';
import { createChatsStore } from './chats-store.js';

const profiles = fixtureProfileCards(4, 1);

function chatsStore(overrides: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi(overrides, { user: fixtureUser(), profiles });
  const clock = createFakeClock();
  const counters = createCountersStore();
  const chats = createChatsStore({ api, clock, counters });
  return { api, clock, counters, chats };
}

describe('the chats store', () => {
  it('starts not loaded, shows progress on the first load only, and counts the unread', async () => {
    const { chats, counters } = chatsStore();
    expect(chats.state.chats).toBeNull();
    const first = chats.actions.load();
    expect(chats.state.firstLoad).toBe(true);
    await first;
    expect(chats.state.firstLoad).toBe(false);
    // The fixture: the conversation with two unread messages is the latest.
    expect(chats.state.chats?.map((chat) => chat.num_unread_messages)).toEqual([2, 0]);
    expect(counters.state.unreadMessages).toBe(2);
    const again = chats.actions.load();
    expect(chats.state.firstLoad).toBe(false);
    await again;
  });

  it('sets an opened conversation’s unread count to 0 at once', async () => {
    const { chats, counters } = chatsStore();
    await chats.actions.load();
    const [unread] = chats.state.chats ?? [];
    chats.actions.opened(unread?.conversation ?? 0);
    expect(chats.state.chats?.[0]?.num_unread_messages).toBe(0);
    expect(counters.state.unreadMessages).toBe(0);
  });

  it('removes a conversation locally first, then on the server', async () => {
    const { chats, api } = chatsStore();
    await chats.actions.load();
    const [latest, other] = chats.state.chats ?? [];
    const removing = chats.actions.remove(latest?.conversation ?? 0);
    expect(chats.state.chats).toEqual([other]);
    expect((await removing).ok).toBe(true);
    expect(api.callsTo('deleteChat')).toEqual([{ body: { conversation: latest?.conversation } }]);
  });

  it('shows the error and loads the chats again when the server refuses a removal', async () => {
    const { chats, api } = chatsStore({ deleteChat: failWith('internal_error') });
    await chats.actions.load();
    const before = chats.state.chats;
    const result = await chats.actions.remove(before?.[0]?.conversation ?? 0);
    expect(result.ok).toBe(false);
    expect(chats.state.removeProblem?.code).toBe('internal_error');
    await expect.poll(() => api.callsTo('getChats').length).toBe(2);
    await expect.poll(() => chats.state.chats).toEqual(before);
    chats.actions.dismissRemoveProblem();
    expect(chats.state.removeProblem).toBeNull();
  });

  it('removes every conversation with a member', async () => {
    const { chats } = chatsStore();
    await chats.actions.load();
    const second = profiles[1]?.id ?? 0;
    await chats.actions.removeWith(second);
    expect(chats.state.chats?.map((chat) => chat.profile.id)).toEqual([profiles[0]?.id]);
  });

  it('drops a load that was asked for before a removal', async () => {
    const { chats } = chatsStore();
    await chats.actions.load();
    const [latest] = chats.state.chats ?? [];
    const late = chats.actions.load();
    await chats.actions.remove(latest?.conversation ?? 0);
    await late;
    expect(chats.state.chats?.map((chat) => chat.conversation)).not.toContain(latest?.conversation);
  });

  it('polls after 5 s, then every 60 s, or 300 s with push, until stopped or reset', async () => {
    const { chats, api, clock, counters } = chatsStore();
    let push = false;
    chats.actions.startPolling(() => push);
    await clock.advance(4_999);
    expect(api.callsTo('getChats')).toHaveLength(0);
    await clock.advance(1);
    expect(api.callsTo('getChats')).toHaveLength(1);
    await clock.advance(60_000);
    expect(api.callsTo('getChats')).toHaveLength(2);
    push = true;
    await clock.advance(60_000);
    expect(api.callsTo('getChats')).toHaveLength(3);
    await clock.advance(299_999);
    expect(api.callsTo('getChats')).toHaveLength(3);
    await clock.advance(1);
    expect(api.callsTo('getChats')).toHaveLength(4);
    chats.actions.reset();
    expect(chats.state).toMatchObject({ chats: null, polling: false });
    expect(counters.state.unreadMessages).toBe(0);
    await clock.advance(600_000);
    expect(api.callsTo('getChats')).toHaveLength(4);
  });

  it('passes likes, matches and likes seen elsewhere on, and reloads the list read elsewhere', async () => {
    const api = createFakeApi({}, { user: fixtureUser(), profiles });
    const clock = createFakeClock();
    const socket = createFakeLiveSocket();
    const heard: string[] = [];
    const chats = createChatsStore({
      api,
      clock,
      counters: createCountersStore(),
      live: socket.factory,
      onLikes: () => heard.push('likes'),
    });
    chats.actions.startPolling(() => false);
    socket.latest().open();
    await clock.advance(0);
    const list = chats.state.chats;
    socket.latest().emit({ id: 3, type: 'like', profile: 10_002 });
    socket.latest().emit({ id: 4, type: 'match', profile: 10_002 });
    socket.latest().emit({ id: 5, type: 'counters', changed: 'likes' });
    expect(heard).toEqual(['likes', 'likes', 'likes']);
    expect(chats.state.chats).toEqual(list);
    expect(api.callsTo('getChats')).toHaveLength(1);
    // A conversation read on another device: the list (and its badge) loads again.
    socket.latest().emit({ id: 6, type: 'counters', changed: 'chats' });
    await clock.advance(0);
    expect(api.callsTo('getChats')).toHaveLength(2);
    expect(heard).toHaveLength(3);
    chats.destroy();
  });

  it('follows the chats live: no polling while open, polling while the socket is down', async () => {
    const api = createFakeApi({}, { user: fixtureUser(), profiles });
    const clock = createFakeClock();
    const counters = createCountersStore();
    const socket = createFakeLiveSocket();
    const chats = createChatsStore({ api, clock, counters, live: socket.factory });
    chats.actions.startPolling(() => false);
    socket.latest().open();
    await clock.advance(0);
    // Open: the list loads once, then nothing is polled.
    expect(api.callsTo('getChats')).toHaveLength(1);
    await clock.advance(10 * 60_000);
    expect(api.callsTo('getChats')).toHaveLength(1);

    // A message in the second conversation of the list: on top, unread, on the badge.
    const [latest, older] = chats.state.chats ?? [];
    const event = {
      id: 7,
      type: 'message' as const,
      conversation: older?.conversation ?? 0,
      message: {
        id: 99,
        conversation: older?.conversation ?? 0,
        mine: false,
        kind: 'text' as const,
        text: 'Are you there?',
        credits: 0,
        client_id: null,
        sent_at: '2026-01-15T12:00:00.000Z',
      },
    };
    socket.latest().emit(event);
    expect(chats.state.chats?.map((chat) => chat.conversation)).toEqual([
      older?.conversation,
      latest?.conversation,
    ]);
    expect(chats.state.chats?.[0]).toMatchObject({
      num_unread_messages: 1,
      last_message: { text: 'Are you there?' },
    });
    expect(counters.state.unreadMessages).toBe(3);

    // The open conversation hears its own messages; they are not unread.
    const heard: unknown[] = [];
    const unwatch = chats.actions.watch(older?.conversation ?? 0, (heardEvent) =>
      heard.push(heardEvent),
    );
    socket.latest().emit({ ...event, id: 8, message: { ...event.message, id: 100 } });
    expect(heard).toHaveLength(1);
    expect(chats.state.chats?.[0]?.num_unread_messages).toBe(1);
    unwatch();

    // Down: polling takes over at the member's interval until the socket is back.
    socket.latest().drop();
    expect(chats.state.live).toBe('down');
    await clock.advance(60_000);
    expect(api.callsTo('getChats').length).toBeGreaterThanOrEqual(2);
    chats.actions.stopPolling();
    expect(chats.state.live).toBe('off');
  });

  it('loads the list for a message in a conversation it does not have', async () => {
    const api = createFakeApi({}, { user: fixtureUser(), profiles });
    const socket = createFakeLiveSocket();
    const chats = createChatsStore({
      api,
      clock: createFakeClock(),
      counters: createCountersStore(),
      live: socket.factory,
    });
    await chats.actions.load();
    chats.actions.startPolling(() => false);
    socket.latest().open();
    const calls = api.callsTo('getChats').length;
    socket.latest().emit({
      id: 1,
      type: 'message',
      conversation: 77,
      message: {
        id: 1,
        conversation: 77,
        mine: false,
        kind: 'text',
        text: 'Hello, new here',
        credits: 0,
        client_id: null,
        sent_at: '2026-01-15T12:00:00.000Z',
      },
    });
    expect(api.callsTo('getChats')).toHaveLength(calls + 1);
  });
});
