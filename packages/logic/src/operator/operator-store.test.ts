import type { OperatorChatsResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import {
  createFakeApi,
  createFakeClock,
  type FakeOperatorData,
  FIXTURE_OPERATOR,
  FIXTURE_OPERATOR_PASSWORD,
  failWith,
  fixtureProfileCards,
} from '../testing/index.js';
import { CLAIM_RENEW_MS, createOperatorStore, OPERATOR_POLL_MS } from './operator-store.js';

const profiles = fixtureProfileCards(12, 1);

function operatorStore(
  options: { overrides?: Parameters<typeof createFakeApi>[0]; data?: FakeOperatorData } = {},
) {
  const api = createFakeApi(options.overrides ?? {}, { profiles, operator: options.data ?? {} });
  const clock = createFakeClock();
  let ids = 0;
  const createClientId = () => {
    ids += 1;
    return `answer-client-${ids}`;
  };
  const store = createOperatorStore({ api, clock, createClientId });
  return { api, clock, store };
}

describe('the operator store', () => {
  it('shows the login until an operator logs in, then the inbox, the waiting conversations first', async () => {
    const { store, clock } = operatorStore({ data: { operator: null } });
    expect(store.state.status).toBe('unknown');
    await store.actions.start();
    expect(store.state).toMatchObject({ status: 'signed_out', chats: null });

    const wrong = await store.actions.login('team@amora.example', 'not it');
    expect(wrong.ok).toBe(false);
    expect(store.state.loginProblem?.code).toBe('login_failed');
    await store.actions.login('team@amora.example', FIXTURE_OPERATOR_PASSWORD);
    await clock.flush();
    expect(store.state).toMatchObject({
      status: 'signed_in',
      operator: { name: FIXTURE_OPERATOR.name },
      loginProblem: null,
      unread: 3,
    });
    expect(store.state.chats?.map((chat) => chat.num_unread_messages)).toEqual([2, 1, 0]);
    expect(store.state.chats?.every((chat) => chat.profile.fictional)).toBe(true);
    expect(store.state.chats?.some((chat) => chat.member.fictional)).toBe(false);
  });

  it('opens a conversation from the profile’s side and reads it, here and on the server', async () => {
    const { store, api, clock } = operatorStore();
    await store.actions.start();
    await clock.flush();
    const waiting = store.state.chats?.[0];
    await store.actions.open(waiting?.conversation ?? 0);
    await clock.flush();
    expect(store.state.open).toMatchObject({
      status: 'ready',
      member: { id: waiting?.member.id },
      profile: { id: waiting?.profile.id, fictional: true },
    });
    expect(store.state.open?.messages.map((message) => [message.mine, message.status])).toEqual([
      [true, 'sent'],
      [false, 'sent'],
      [false, 'sent'],
    ]);
    expect(api.callsTo('readOperatorChat')).toEqual([
      { body: { conversation: waiting?.conversation } },
    ]);
    expect(store.state.chats?.[0]?.num_unread_messages).toBe(0);
    expect(store.state.unread).toBe(1);
  });

  it('answers at once as sending, then sent; a failed answer is retried with its client id', async () => {
    let failures = 1;
    const { store, api, clock } = operatorStore({
      overrides: {
        sendOperatorMessage: async (input, options) => {
          if (failures > 0) {
            failures -= 1;
            return failWith('network_error')();
          }
          const handlers = createFakeApi({}, { profiles });
          await handlers.call('getOperatorChats', { query: {} });
          return handlers.call('sendOperatorMessage', input, options);
        },
      },
    });
    await store.actions.start();
    await clock.flush();
    const conversation = store.state.chats?.[0]?.conversation ?? 0;
    await store.actions.open(conversation);
    const sending = store.actions.send('  Coffee, of course!  ');
    expect(store.state.open?.messages.at(-1)).toMatchObject({
      text: 'Coffee, of course!',
      status: 'sending',
      mine: true,
    });
    const failed = await sending;
    expect(failed?.ok).toBe(false);
    expect(store.state.open?.messages.at(-1)).toMatchObject({
      status: 'failed',
      client_id: 'answer-client-1',
    });
    await store.actions.retry('answer-client-1');
    expect(store.state.open?.messages.at(-1)).toMatchObject({
      status: 'sent',
      text: 'Coffee, of course!',
      client_id: 'answer-client-1',
    });
    expect(api.callsTo('sendOperatorMessage').map((call) => call.body.client_id)).toEqual([
      'answer-client-1',
      'answer-client-1',
    ]);
    expect(store.state.chats?.[0]?.last_message).toMatchObject({ mine: true });
    // Empty text sends nothing.
    expect(await store.actions.send('   ')).toBeNull();
  });

  it('says why an answer cannot go: the member has not confirmed their e-mail', async () => {
    const ben = profiles.filter((profile) => !profile.fictional)[1];
    const { store, clock } = operatorStore({ data: { unconfirmed: [ben?.id ?? 0] } });
    await store.actions.start();
    await clock.flush();
    const withBen = store.state.chats?.find((chat) => chat.member.id === ben?.id);
    await store.actions.open(withBen?.conversation ?? 0);
    expect(store.state.open?.unconfirmed).toBe(true);
    await store.actions.send('Hello Ben');
    expect(store.state.open?.sendProblem?.code).toBe('recipient_unconfirmed');
    store.actions.dismissSendProblem();
    expect(store.state.open?.sendProblem).toBeNull();
  });

  it('keeps the inbox current every 10 s and brings what arrived into the open conversation', async () => {
    let newMessage = false;
    const base = createFakeApi({}, { profiles });
    const { store, clock, api } = operatorStore({
      overrides: {
        getOperatorChats: async () => {
          const answer = (await base.call('getOperatorChats', {
            query: {},
          })) as OperatorChatsResponse;
          if (!newMessage) return answer;
          const [first, ...rest] = answer.chats;
          return {
            chats: first ? [{ ...first, num_unread_messages: 1 }, ...rest] : rest,
            unread_messages: answer.unread_messages + 1,
          };
        },
        getOperatorMessages: async ({ query }) => {
          const page = await base.call('getOperatorMessages', { query });
          if (!newMessage) return page;
          const arrived = {
            ...page.messages[0],
            id: 9999,
            mine: false,
            text: 'Are you still there?',
            client_id: null,
          } as (typeof page.messages)[number];
          return { ...page, messages: [...page.messages, arrived] };
        },
      },
    });
    await store.actions.start();
    await clock.flush();
    await store.actions.open(store.state.chats?.[0]?.conversation ?? 0);
    const loads = () => api.callsTo('getOperatorChats').length;
    const before = loads();
    newMessage = true;
    await clock.advance(OPERATOR_POLL_MS);
    expect(loads()).toBe(before + 1);
    expect(store.state.open?.messages.at(-1)).toMatchObject({
      text: 'Are you still there?',
      mine: false,
      status: 'sent',
    });
    await clock.advance(OPERATOR_POLL_MS);
    expect(loads()).toBe(before + 2);
    // Shown once, however often it is fetched.
    expect(
      store.state.open?.messages.filter((message) => message.text === 'Are you still there?'),
    ).toHaveLength(1);
    store.destroy();
    await clock.advance(OPERATOR_POLL_MS * 3);
    expect(loads()).toBe(before + 2);
  });

  it('drops the late answer of a conversation opened before another one', async () => {
    const late = deferred<void>();
    const base = createFakeApi({}, { profiles });
    const { store, clock } = operatorStore({
      overrides: {
        getOperatorMessages: async ({ query }) => {
          if (query.conversation === 100) await late.promise;
          return base.call('getOperatorMessages', { query });
        },
      },
    });
    await store.actions.start();
    await clock.flush();
    const first = store.actions.open(100);
    await store.actions.open(101);
    late.resolve();
    await first;
    expect(store.state.open).toMatchObject({ conversation: 101, status: 'ready' });
  });

  it('goes back to the login when the session ends (switched off, or another tab logged out)', async () => {
    let ended = false;
    const base = createFakeApi({}, { profiles });
    const { store, clock } = operatorStore({
      overrides: {
        getOperatorChats: async () => {
          if (ended) {
            await base.call('operatorLogout');
          }
          return base.call('getOperatorChats', { query: {} });
        },
      },
    });
    await store.actions.start();
    await clock.flush();
    await store.actions.open(100);
    ended = true;
    await clock.advance(OPERATOR_POLL_MS);
    expect(store.state).toMatchObject({
      status: 'signed_out',
      operator: null,
      chats: null,
      open: null,
    });
    // Logged out: nothing polls any more.
    expect(clock.pending()).toBe(0);
  });

  it('logs out: the inbox is forgotten', async () => {
    const { store, api, clock } = operatorStore();
    await store.actions.start();
    await clock.flush();
    await store.actions.logout();
    expect(store.state).toMatchObject({ status: 'signed_out', chats: null, unread: 0 });
    expect(api.callsTo('operatorLogout')).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it('claims the open conversation, renews it while the operator types, and releases it on leaving', async () => {
    const { store, api, clock } = operatorStore();
    await store.actions.start();
    await clock.flush();
    const [first, second] = store.state.chats ?? [];
    await store.actions.open(first?.conversation ?? 0);
    await clock.flush();
    expect(store.state.open).toMatchObject({
      claim: { operator: { name: FIXTURE_OPERATOR.name } },
      claimedByColleague: false,
    });
    expect(api.callsTo('claimOperatorChat')).toHaveLength(1);

    // Typing renews the claim at most every 30 s.
    store.actions.touch();
    expect(api.callsTo('claimOperatorChat')).toHaveLength(1);
    await clock.advance(CLAIM_RENEW_MS);
    store.actions.touch();
    store.actions.touch();
    await clock.flush();
    expect(api.callsTo('claimOperatorChat')).toHaveLength(2);

    // The page goes away: the claim is let go; typing there again takes it at once.
    store.actions.leave();
    expect(store.state.open?.claim).toBeNull();
    store.actions.touch();
    await clock.flush();
    expect(api.callsTo('claimOperatorChat')).toHaveLength(3);
    expect(store.state.open?.claim?.operator.name).toBe(FIXTURE_OPERATOR.name);

    // Opening another conversation lets go of the first; closing lets go of that one.
    await store.actions.open(second?.conversation ?? 0);
    store.actions.close();
    await clock.flush();
    expect(api.callsTo('releaseOperatorChat').map((call) => call.body.conversation)).toEqual([
      first?.conversation,
      first?.conversation,
      second?.conversation,
    ]);
  });

  it('shows a colleague’s conversation without reading it, keeps a refused answer, and frees it when the claim goes', async () => {
    const noor = { id: 5, name: 'Noor' };
    const base = createFakeApi({}, { profiles, operator: {} });
    await base.call('getOperator');
    const conversation = 101;
    let noorHolds = true;
    const claim = { operator: noor, until: '2026-01-15T12:03:00.000Z' };
    const { store, api, clock } = operatorStore({
      data: { claims: { [conversation]: claim } },
      overrides: {
        getOperatorChats: async (input) => {
          const answer = (await base.call('getOperatorChats', input)) as OperatorChatsResponse;
          if (noorHolds) return answer;
          return { ...answer, chats: answer.chats.map((chat) => ({ ...chat, claim: null })) };
        },
      },
    });
    await store.actions.start();
    await clock.flush();
    await store.actions.open(conversation);
    await clock.flush();
    expect(store.state.open).toMatchObject({ claim, claimedByColleague: true });
    expect(api.callsTo('readOperatorChat')).toEqual([]);

    const refused = await store.actions.send('Hello from Sam');
    expect(refused?.ok).toBe(false);
    expect(store.state.open?.messages.at(-1)).toMatchObject({
      text: 'Hello from Sam',
      status: 'failed',
    });
    expect(store.state.open?.claimedByColleague).toBe(true);

    // Noor's claim lapses: the next load of the inbox shows the conversation free.
    noorHolds = false;
    await clock.advance(OPERATOR_POLL_MS);
    await clock.flush();
    expect(store.state.open).toMatchObject({ claim: null, claimedByColleague: false });
    // Leaving a conversation a colleague held releases nothing.
    store.actions.close();
    expect(api.callsTo('releaseOperatorChat')).toEqual([]);
  });

  it('searches the inbox by member, persona and text, sending only what narrows', async () => {
    const { store, api, clock } = operatorStore();
    await store.actions.start();
    await clock.flush();
    const lena = store.state.chats?.find((chat) => chat.num_unread_messages === 0)?.profile;
    await store.actions.search({ member: '  ', persona: lena?.id ?? null, text: ' coffee ' });
    expect(api.callsTo('getOperatorChats').at(-1)?.query).toEqual({
      persona: lena?.id,
      text: 'coffee',
    });
    expect(store.state.chats?.map((chat) => chat.profile.id)).toEqual([lena?.id]);
    // The search holds across the poll's loads.
    await clock.advance(OPERATOR_POLL_MS);
    await clock.flush();
    expect(api.callsTo('getOperatorChats').at(-1)?.query).toEqual({
      persona: lena?.id,
      text: 'coffee',
    });
    await store.actions.search({ member: '', persona: null, text: '' });
    expect(store.state.chats).toHaveLength(3);
  });
});
