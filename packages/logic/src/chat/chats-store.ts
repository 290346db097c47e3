import type { ChatEntry, ChatsResponse, Message, ProfileCard } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import type { CountersStore } from '../counters/counters-store.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';
import { POLLING_START_DELAY_MS, pollingIntervalMs } from '../session/session-rules.js';

export interface ChatsState {
  /** The member's conversations, the latest first; null until the first load answered. */
  chats: ChatEntry[] | null;
  /** True while the first load runs: only then does the list show a progress indicator. */
  firstLoad: boolean;
  /** Why the last load failed, or null (the list keeps what it had). */
  problem: ApiProblem | null;
  /** Why removing a conversation failed, for the alert; null once dismissed or after a success. */
  removeProblem: ApiProblem | null;
  /** Whether the chats are polled (while a member is logged in). */
  polling: boolean;
}

export interface ChatsActions {
  /**
   * Loads GET chats.php. An answer asked for before a conversation was removed or read here is
   * dropped (it no longer tells the truth), as is one after `reset`.
   */
  load(): Promise<Result<ChatsResponse>>;
  /**
   * Removes a conversation (spec section 4): from the list at once, then on the server. When the
   * server refuses, `removeProblem` holds the error for the alert and the chats load again.
   */
  remove(conversation: number): Promise<Result>;
  /** Removes every conversation with a member (the profile's "remove chat"). */
  removeWith(profileId: number): Promise<Result>;
  /** The member opened a conversation: its unread count is 0 here (the page reads it there). */
  opened(conversation: number): void;
  /**
   * A message of the open conversation was stored (one the member sent, or one that arrived
   * there): the conversation goes to the top of the list with it as its last message, and a
   * conversation the list does not have yet (the first message to a member) joins it.
   */
  wrote(conversation: number, profile: ProfileCard, message: Message): void;
  /** The alert about a failed removal was closed. */
  dismissRemoveProblem(): void;
  /**
   * Polls the chats with the member's refresh: first after 5 s, then every 60 s, or every 300 s
   * while push is subscribed (`pushSubscribed()` is asked at each turn).
   */
  startPolling(pushSubscribed: () => boolean): void;
  stopPolling(): void;
  /** Forgets the chats (after logout): the list is "not loaded" again, the badge 0. */
  reset(): void;
}

export interface ChatsStore {
  state: ChatsState;
  actions: ChatsActions;
  /** Stops polling and cancels calls under way; later answers change nothing. */
  destroy(): void;
}

export interface ChatsStoreOptions {
  api: ApiClient;
  clock: Clock;
  /** The navigation's counters: the store keeps `unreadMessages` (the Messages badge) in step. */
  counters: CountersStore;
}

const unreadOf = (chats: readonly ChatEntry[]) =>
  chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0);

/** Creates the chats store: the conversation list and the Messages badge. */
export function createChatsStore({ api, clock, counters }: ChatsStoreOptions): ChatsStore {
  const state = proxy<ChatsState>({
    chats: null,
    firstLoad: false,
    problem: null,
    removeProblem: null,
    polling: false,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  let timer: TimerHandle | undefined;
  const polls = latestCalls(lifetime);

  function show(chats: ChatEntry[]) {
    state.chats = chats;
    counters.actions.set({ unreadMessages: unreadOf(chats) });
  }

  function clearTimer() {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  const actions: ChatsActions = {
    async load() {
      const latest = loads.start();
      if (state.chats === null) state.firstLoad = true;
      const result = await attempt(() => api.call('getChats', undefined, { signal }));
      if (lifetime.ended) return result;
      state.firstLoad = false;
      if (!latest()) return result;
      if (!result.ok) {
        state.problem = result.problem;
        return result;
      }
      state.problem = null;
      show(result.value.chats);
      return result;
    },
    async remove(conversation) {
      // A load under way was asked before the removal: its answer would bring the entry back.
      loads.drop();
      if (state.chats) show(state.chats.filter((chat) => chat.conversation !== conversation));
      const result = await attempt(() =>
        api.call('deleteChat', { body: { conversation } }, { signal }),
      );
      if (lifetime.ended) return result.ok ? { ok: true, value: undefined } : result;
      if (!result.ok) {
        state.removeProblem = result.problem;
        void actions.load();
        return result;
      }
      state.removeProblem = null;
      return { ok: true, value: undefined };
    },
    async removeWith(profileId) {
      const conversations = (state.chats ?? [])
        .filter((chat) => chat.profile.id === profileId)
        .map((chat) => chat.conversation);
      let outcome: Result = { ok: true, value: undefined };
      for (const result of await Promise.all(conversations.map(actions.remove))) {
        if (!result.ok) outcome = result;
      }
      return outcome;
    },
    opened(conversation) {
      if (!state.chats?.some((chat) => chat.conversation === conversation)) return;
      loads.drop();
      show(
        state.chats.map((chat) =>
          chat.conversation === conversation ? { ...chat, num_unread_messages: 0 } : chat,
        ),
      );
    },
    wrote(conversation, profile, message) {
      if (state.chats === null) return;
      loads.drop();
      const known = state.chats.find((chat) => chat.conversation === conversation);
      const { kind, text, mine, sent_at } = message;
      const entry: ChatEntry = {
        conversation,
        profile: known?.profile ?? profile,
        num_unread_messages: known?.num_unread_messages ?? 0,
        last_message: { kind, text, mine, sent_at },
      };
      show([entry, ...state.chats.filter((chat) => chat.conversation !== conversation)]);
    },
    dismissRemoveProblem() {
      state.removeProblem = null;
    },
    startPolling(pushSubscribed) {
      if (state.polling || lifetime.ended) return;
      state.polling = true;
      const current = polls.start();
      const schedule = (delayMs: number) => {
        clearTimer();
        timer = clock.setTimeout(async () => {
          timer = undefined;
          await actions.load();
          if (state.polling && current()) schedule(pollingIntervalMs(pushSubscribed()));
        }, delayMs);
      };
      schedule(POLLING_START_DELAY_MS);
    },
    stopPolling() {
      state.polling = false;
      polls.drop();
      clearTimer();
    },
    reset() {
      actions.stopPolling();
      loads.drop();
      state.chats = null;
      state.firstLoad = false;
      state.problem = null;
      state.removeProblem = null;
      counters.actions.set({ unreadMessages: 0 });
    },
  };
  lifetime.onEnd(() => actions.stopPolling());

  return { state, actions, destroy: () => lifetime.end() };
}
