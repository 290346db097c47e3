import { MAX_PHOTO_BYTES } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { createCountersStore } from '../counters/counters-store.js';
import { createSessionStore } from '../session/session-store.js';
import {
  createFakeApi,
  createFakeClock,
  createFakeLiveSocket,
  createMemoryStorage,
  FIXTURE_CHAT_PHOTO,
  failWith,
  fixtureProfileCards,
  fixtureSettings,
  fixtureUser,
  type MemoryStorage,
} from '../testing/index.js';
import { createChatsStore } from './chats-store.js';
import { createConversationStore } from './conversation-store.js';
import { UNSENT_MESSAGES_KEY } from './unsent-messages.js';

const profiles = fixtureProfileCards(4, 1);
const [first, second, third, fourth] = profiles as [
  (typeof profiles)[0],
  (typeof profiles)[0],
  (typeof profiles)[0],
  (typeof profiles)[0],
];
const PRICE = fixtureSettings().message_credits;

function conversationStore(
  options: {
    credits?: number;
    paid?: boolean;
    overrides?: Parameters<typeof createFakeApi>[0];
    unconfirmed?: number[];
    /** The browser's storage (a fresh one by default): the same one again is a reload. */
    storage?: MemoryStorage;
    /** The logged-in member's profile id (the fixture member's by default). */
    memberId?: number;
  } = {},
) {
  const member = fixtureUser({ credits: options.credits ?? 50, paid_user: options.paid ?? false });
  const user =
    options.memberId === undefined
      ? member
      : { ...member, profile: { ...member.profile, id: options.memberId } };
  const storage = options.storage ?? createMemoryStorage();
  const api = createFakeApi(options.overrides ?? {}, {
    user,
    profiles,
    chat: options.unconfirmed ? { unconfirmed: options.unconfirmed } : {},
  });
  const clock = createFakeClock();
  const counters = createCountersStore();
  const session = createSessionStore({ api, clock, user });
  const chats = createChatsStore({ api, clock, counters });
  let ids = 0;
  const createClientId = () => {
    ids += 1;
    return `test-client-${ids}`;
  };
  const conversation = createConversationStore({
    api,
    clock,
    session,
    chats,
    storage,
    createClientId,
  });
  return { api, counters, session, chats, conversation, storage };
}

describe('the conversation store', () => {
  it('keeps a message that did not go across a reload, offers it again, and forgets it once sent', async () => {
    const offline = conversationStore({ overrides: { sendMessage: failWith('network_error') } });
    await offline.conversation.actions.open({ profileId: first.id });
    await offline.conversation.actions.send('Are you there?');
    expect(offline.conversation.state.messages.at(-1)).toMatchObject({ status: 'failed' });
    offline.conversation.destroy();

    // The page again, on the same browser: the message is there, not sent, and goes on retry.
    const again = conversationStore({ storage: offline.storage });
    await again.conversation.actions.open({ profileId: first.id });
    const kept = again.conversation.state.messages.at(-1);
    expect(kept).toMatchObject({ text: 'Are you there?', mine: true, status: 'failed' });
    const result = await again.conversation.actions.retry(kept?.client_id ?? '');
    expect(result?.ok).toBe(true);
    expect(again.conversation.state.messages.at(-1)).toMatchObject({ status: 'sent' });
    expect(again.storage.getItem(UNSENT_MESSAGES_KEY)).toBeNull();
  });

  it('keeps unsent messages for their writer only, and forgets a discarded one', async () => {
    const offline = conversationStore({ overrides: { sendMessage: failWith('network_error') } });
    await offline.conversation.actions.open({ profileId: first.id });
    await offline.conversation.actions.send('First try');
    await offline.conversation.actions.sendGift('rose');

    const someoneElse = conversationStore({ storage: offline.storage, memberId: 999_999 });
    await someoneElse.conversation.actions.open({ profileId: first.id });
    expect(
      someoneElse.conversation.state.messages.filter((message) => message.status === 'failed'),
    ).toEqual([]);

    const again = conversationStore({ storage: offline.storage });
    await again.conversation.actions.open({ profileId: first.id });
    const failed = again.conversation.state.messages.filter(
      (message) => message.status === 'failed',
    );
    expect(failed.map((message) => [message.kind, message.text])).toEqual([
      ['text', 'First try'],
      ['gift', 'rose'],
    ]);
    for (const message of failed) again.conversation.actions.discard(message.client_id ?? '');
    expect(again.storage.getItem(UNSENT_MESSAGES_KEY)).toBeNull();
  });

  it('opens a conversation of the list and reads it, here and on the server', async () => {
    const { conversation, chats, counters, api } = conversationStore();
    await chats.actions.load();
    expect(counters.state.unreadMessages).toBe(2);
    const [unread] = chats.state.chats ?? [];
    await conversation.actions.open({ conversation: unread?.conversation ?? 0 });
    expect(conversation.state).toMatchObject({
      status: 'ready',
      conversation: unread?.conversation,
      profile: { id: second.id },
      before: null,
      unconfirmed: null,
    });
    expect(conversation.state.messages.map((message) => message.text)).toEqual([
      'Hello! How was your weekend?',
      'Lovely, thank you! I went to a concert.',
      'And yours?',
    ]);
    expect(counters.state.unreadMessages).toBe(0);
    expect(api.callsTo('readChat')).toEqual([{ body: { conversation: unread?.conversation } }]);
  });

  it('shows a message at once while it is sent, then the server’s, and the credits drop', async () => {
    const { conversation, session } = conversationStore({ credits: 50 });
    await conversation.actions.open({ profileId: first.id });
    const sending = conversation.actions.send('  See you Saturday!  ');
    expect(conversation.state.messages.at(-1)).toMatchObject({
      text: 'See you Saturday!',
      status: 'sending',
      mine: true,
      client_id: 'test-client-1',
    });
    const result = await sending;
    expect(result?.ok).toBe(true);
    expect(conversation.state.messages.at(-1)).toMatchObject({
      text: 'See you Saturday!',
      status: 'sent',
      credits: PRICE,
    });
    expect(session.state.user?.credits).toBe(50 - PRICE);
    expect(await conversation.actions.send('   ')).toBeNull();
  });

  it('starts a conversation with a member on the first message', async () => {
    const { conversation } = conversationStore({ paid: true });
    await conversation.actions.open({ profileId: third.id });
    expect(conversation.state).toMatchObject({ conversation: null, messages: [] });
    await conversation.actions.send('Hi!');
    expect(conversation.state.conversation).toEqual(expect.any(Number));
  });

  it('marks a refused message failed and alerts: no credits, then a retry sends it with its id', async () => {
    const { conversation, session, api } = conversationStore({ credits: PRICE - 1 });
    await conversation.actions.open({ profileId: first.id });
    const result = await conversation.actions.send('Are you there?');
    expect(result?.ok).toBe(false);
    expect(conversation.state.messages.at(-1)).toMatchObject({
      status: 'failed',
      problem: { code: 'not_enough_credits' },
    });
    expect(conversation.state.sendProblem?.code).toBe('not_enough_credits');
    conversation.actions.dismissSendProblem();
    expect(conversation.state.sendProblem).toBeNull();

    // A retry goes with the same client id, so the server stores the message once.
    const clientId = conversation.state.messages.at(-1)?.client_id ?? '';
    expect(clientId).toBe('test-client-1');
    const retrying = conversation.actions.retry(clientId);
    expect(conversation.state.messages.at(-1)?.status).toBe('sending');
    await retrying;
    expect(api.callsTo('sendMessage').map((call) => call.body.client_id)).toEqual([
      clientId,
      clientId,
    ]);
    expect(session.state.user?.credits).toBe(PRICE - 1);
  });

  it('alerts a free member’s third new conversation, and lets a failed message be discarded', async () => {
    const { conversation } = conversationStore();
    // The fixture member started one conversation: one more is free, the next is not.
    await conversation.actions.open({ profileId: third.id });
    expect((await conversation.actions.send('Hello!'))?.ok).toBe(true);
    await conversation.actions.open({ profileId: fourth.id });
    await conversation.actions.send('Hello!');
    expect(conversation.state.sendProblem?.code).toBe('conversation_limit');
    conversation.actions.discard('test-client-2');
    expect(conversation.state.messages).toEqual([]);
  });

  it('says whose e-mail keeps an answer from going', async () => {
    const { conversation } = conversationStore({ unconfirmed: [first.id] });
    await conversation.actions.open({ profileId: first.id });
    expect(conversation.state.unconfirmed).toBe('them');
    await conversation.actions.send('Hello?');
    expect(conversation.state.sendProblem?.code).toBe('recipient_unconfirmed');
  });

  it('shows why a conversation does not open', async () => {
    const { conversation } = conversationStore({
      overrides: { getMessages: failWith('blocked', { name: 'Anna' }) },
    });
    await conversation.actions.open({ conversation: 1 });
    expect(conversation.state).toMatchObject({ status: 'error', problem: { code: 'blocked' } });
  });

  it('puts the conversation on top of the list with each message, a new one too', async () => {
    const { conversation, chats } = conversationStore();
    await chats.actions.load();
    await conversation.actions.open({ profileId: first.id });
    await conversation.actions.send('Back on top?');
    expect(chats.state.chats?.[0]).toMatchObject({
      profile: { id: first.id },
      last_message: { text: 'Back on top?', mine: true },
    });
    await conversation.actions.open({ profileId: third.id });
    await conversation.actions.send('Hello, new here!');
    expect(chats.state.chats?.map((chat) => chat.profile.id)).toEqual([
      third.id,
      first.id,
      second.id,
    ]);
  });

  it('fetches what arrived in the open conversation, once, and reads it', async () => {
    const { conversation, chats, api } = conversationStore();
    await chats.actions.load();
    await conversation.actions.open({ profileId: first.id });
    const shown = conversation.state.messages.map(({ status: _status, ...message }) => message);
    const answer = {
      ...shown[0],
      id: 100,
      text: 'Are you free on Saturday?',
      sent_at: '2026-01-15T11:59:00.000Z',
    } as (typeof shown)[0];
    let page = [...shown, answer];
    const fetched = createFakeApi(
      {
        getMessages: async () => ({
          conversation: conversation.state.conversation,
          profile: first,
          messages: page,
          before: null,
          history_hidden: false,
          unconfirmed: null,
          blocked: false,
        }),
      },
      { profiles },
    );
    api.call = fetched.call;
    await conversation.actions.refresh();
    page = [...shown, answer];
    await conversation.actions.refresh();
    expect(conversation.state.messages.map((message) => message.text)).toEqual([
      ...shown.map((message) => message.text),
      'Are you free on Saturday?',
    ]);
    expect(chats.state.chats?.[0]?.last_message?.text).toBe('Are you free on Saturday?');
    expect(fetched.callsTo('readChat')).toHaveLength(2);
  });

  it('shows what it hears live: their message (read at once), their reading and typing', async () => {
    const user = fixtureUser({ credits: 50 });
    const api = createFakeApi({}, { user, profiles });
    const clock = createFakeClock();
    const socket = createFakeLiveSocket();
    const session = createSessionStore({ api, clock, user });
    const chats = createChatsStore({
      api,
      clock,
      counters: createCountersStore(),
      live: socket.factory,
    });
    const storage = createMemoryStorage();
    const conversation = createConversationStore({ api, clock, session, chats, storage });
    chats.actions.startPolling(() => false);
    socket.latest().open();
    await conversation.actions.open({ profileId: first.id });
    const id = conversation.state.conversation ?? 0;
    const reads = api.callsTo('readChat').length;
    const base = conversation.state.messages.at(-1);
    const answer = {
      id: 500,
      conversation: id,
      mine: false,
      kind: 'text' as const,
      text: 'Yes, Saturday works!',
      credits: 0,
      client_id: null,
      sent_at: '2026-01-15T12:00:00.000Z',
    };
    socket.latest().emit({ type: 'typing', conversation: id });
    expect(conversation.state.typing).toBe(true);
    socket.latest().emit({ id: 2, type: 'message', conversation: id, message: answer });
    socket.latest().emit({ id: 3, type: 'message', conversation: id, message: answer });
    expect(conversation.state.messages.at(-1)?.text).toBe('Yes, Saturday works!');
    expect(conversation.state.messages.filter((message) => message.id === 500)).toHaveLength(1);
    expect(conversation.state.typing).toBe(false);
    expect(api.callsTo('readChat')).toHaveLength(reads + 1);
    socket.latest().emit({ id: 4, type: 'read', conversation: id, until: base?.id ?? 1 });
    expect(conversation.state.readUntil).toBe(base?.id);
    socket.latest().emit({ type: 'typing', conversation: id });
    await clock.advance(5000);
    expect(conversation.state.typing).toBe(false);
    // Typing is told at most every 2 s.
    conversation.actions.typing();
    conversation.actions.typing();
    expect(socket.latest().sent).toEqual([{ type: 'typing', conversation: id }]);
  });

  it('sends a gift for the brand’s gift price', async () => {
    const { conversation, session } = conversationStore({ credits: 50 });
    await conversation.actions.open({ profileId: first.id });
    const sending = conversation.actions.sendGift('rose');
    expect(conversation.state.messages.at(-1)).toMatchObject({
      kind: 'gift',
      text: 'rose',
      status: 'sending',
    });
    expect((await sending)?.ok).toBe(true);
    expect(conversation.state.messages.at(-1)).toMatchObject({ kind: 'gift', status: 'sent' });
    expect(session.state.user?.credits).toBe(50 - fixtureSettings().gift_credits);
  });

  it('sends a photo for the brand’s photo price, shown from the device while it goes', async () => {
    let failures = 1;
    const base = createFakeApi({}, { user: fixtureUser({ credits: 50 }), profiles });
    const { conversation, session, api } = conversationStore({
      credits: 50,
      overrides: {
        sendPhotoMessage: async (input, options) => {
          if (failures > 0) {
            failures -= 1;
            return failWith('network_error')();
          }
          return base.call('sendPhotoMessage', input, options);
        },
      },
    });
    await conversation.actions.open({ profileId: first.id });
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    const sending = conversation.actions.sendPhoto(photo);
    const shown = conversation.state.messages.at(-1);
    expect(shown).toMatchObject({ kind: 'photo', status: 'sending' });
    expect(shown?.localPhoto).toMatch(/^blob:/);
    expect((await sending)?.ok).toBe(false);
    expect(conversation.state.messages.at(-1)?.status).toBe('failed');
    // Sent again: the same client id, and the same file.
    const clientId = conversation.state.messages.at(-1)?.client_id ?? '';
    expect((await conversation.actions.retry(clientId))?.ok).toBe(true);
    const bodies = api.callsTo('sendPhotoMessage').map((call) => call.body);
    expect(bodies.map((body) => body.get('client_id'))).toEqual([clientId, clientId]);
    const files = bodies.map((body) => body.get('photo') as Blob);
    expect(files.map((file) => [file.size, file.type])).toEqual([
      [photo.size, photo.type],
      [photo.size, photo.type],
    ]);
    expect(conversation.state.messages.at(-1)).toMatchObject({
      kind: 'photo',
      status: 'sent',
      text: FIXTURE_CHAT_PHOTO,
    });
    expect(session.state.user?.credits).toBe(50 - fixtureSettings().photo_credits);
  });

  it('refuses a photo over the limit at once, without sending it', async () => {
    const { conversation, api } = conversationStore({ credits: 50 });
    await conversation.actions.open({ profileId: first.id });
    const huge = new Blob([new Uint8Array(MAX_PHOTO_BYTES + 1)], { type: 'image/jpeg' });
    expect(await conversation.actions.sendPhoto(huge)).toBeNull();
    expect(conversation.state.sendProblem?.code).toBe('photo_too_large');
    expect(api.callsTo('sendPhotoMessage')).toEqual([]);
  });
});
