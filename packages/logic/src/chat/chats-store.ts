import type { ChatEntry, ChatsResponse, LiveEvent, Message, ProfileCard } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import type { CountersStore } from '../counters/counters-store.js';
import { createLiveConnection, type LiveConnectionState } from '../live/live-connection.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';
import type { LiveSocketFactory } from '../platform/live-socket.js';
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
  /** Whether the chats are followed (while a member is logged in): live, or else by polling. */
  polling: boolean;
  /**
   * The live connection: `open` while events arrive at once (no polling then), `down` while it is
   * broken (polling takes over until it is back), `off` without one.
   */
  live: LiveConnectionState['status'];
}

/** What the open conversation hears of live: its messages, reads and the other member typing. */
/** A live event of one conversation: a message, a read, typing. */
type ConversationEvent = Extract<LiveEvent, { conversation: number }>;

export type ConversationListener = (event: ConversationEvent) => void;

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
   * Follows the member's chats: over the live connection when the site has one (events update
   * the list and the badge at once, and the list loads again on each (re)connect), and by polling
   * the chats with the member's refresh while it is not open: first after 5 s, then every 60 s,
   * or every 300 s while push is subscribed (`pushSubscribed()` is asked at each turn).
   */
  startPolling(pushSubscribed: () => boolean): void;
  stopPolling(): void;
  /**
   * The open conversation listens to its live events; its messages do not count as unread
   * (the page reads them). Returns the way to stop.
   */
  watch(conversation: number, listener: ConversationListener): () => void;
  /** Tells the other member of a conversation that the member is typing (over the live socket). */
  typing(conversation: number): void;
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
  /** The site's live socket (`/api/live`); without it the chats are polled only. */
  live?: LiveSocketFactory | undefined;
  /**
   * Heard live: someone liked the member, a match was made, or likes were seen on another page
   * (the likes load again).
   */
  onLikes?: () => void;
}

const unreadOf = (chats: readonly ChatEntry[]) =>
  chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0);

/** Creates the chats store: the conversation list and the Messages badge. */
export function createChatsStore({
  api,
  clock,
  counters,
  live,
  onLikes,
}: ChatsStoreOptions): ChatsStore {
  const state = proxy<ChatsState>({
    chats: null,
    firstLoad: false,
    problem: null,
    removeProblem: null,
    polling: false,
    live: 'off',
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

  const watchers = new Map<number, Set<ConversationListener>>();
  let schedulePoll: ((delayMs: number) => void) | null = null;
  let pollInterval = () => pollingIntervalMs(false);
  // Read afresh: the connection opens and breaks while a poll waits for its answer.
  const liveOpen = () => state.live === 'open';

  /** The conversation moves to the top of the list with `message` as its last one. */
  function putOnTop(entry: ChatEntry, message: Message, moreUnread: number) {
    if (!state.chats) return;
    loads.drop();
    const { kind, text, mine, sent_at } = message;
    const moved: ChatEntry = {
      ...entry,
      num_unread_messages: entry.num_unread_messages + moreUnread,
      last_message: { kind, text, mine, sent_at },
    };
    show([moved, ...state.chats.filter((chat) => chat.conversation !== entry.conversation)]);
  }

  /** A message heard live: the conversation goes to the top with it; unread unless watched. */
  function heardMessage(conversation: number, message: Message) {
    const known = state.chats?.find((chat) => chat.conversation === conversation);
    if (!known) {
      // A conversation the list does not have: its member's card comes with the list.
      void actions.load();
      return;
    }
    const read = message.mine || (watchers.get(conversation)?.size ?? 0) > 0;
    putOnTop(known, message, read ? 0 : 1);
  }

  const connection = live
    ? createLiveConnection({
        clock,
        socket: live,
        onEvent(event) {
          // Read on another page or device: the list and its badge load again.
          if (event.type === 'counters' && event.changed === 'chats') {
            void actions.load();
            return;
          }
          if (!('conversation' in event)) {
            onLikes?.();
            return;
          }
          if (event.type === 'message') heardMessage(event.conversation, event.message);
          for (const listener of watchers.get(event.conversation) ?? []) listener(event);
        },
        // The list's load answers 403 now, which logs the member out quietly.
        onSessionEnded: () => void actions.load(),
        onStatus(status) {
          state.live = status;
          if (status === 'open') {
            // Live again: no polling; the list catches up once.
            clearTimer();
            void actions.load();
          } else if (status === 'down' && state.polling && timer === undefined) {
            schedulePoll?.(pollInterval());
          }
        },
      })
    : null;

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
      const known = state.chats?.find((chat) => chat.conversation === conversation);
      putOnTop(
        known ?? { conversation, profile, num_unread_messages: 0, last_message: null },
        message,
        0,
      );
    },
    dismissRemoveProblem() {
      state.removeProblem = null;
    },
    startPolling(pushSubscribed) {
      if (state.polling || lifetime.ended) return;
      state.polling = true;
      const current = polls.start();
      pollInterval = () => pollingIntervalMs(pushSubscribed());
      const schedule = (delayMs: number) => {
        clearTimer();
        timer = clock.setTimeout(async () => {
          timer = undefined;
          // The live connection opened meanwhile: it keeps the list current.
          if (liveOpen()) return;
          await actions.load();
          if (state.polling && current() && !liveOpen()) schedule(pollInterval());
        }, delayMs);
      };
      schedulePoll = schedule;
      schedule(POLLING_START_DELAY_MS);
      connection?.start();
    },
    stopPolling() {
      state.polling = false;
      polls.drop();
      clearTimer();
      schedulePoll = null;
      connection?.stop();
    },
    watch(conversation, listener) {
      const listeners = watchers.get(conversation) ?? new Set();
      listeners.add(listener);
      watchers.set(conversation, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) watchers.delete(conversation);
      };
    },
    typing(conversation) {
      connection?.typing(conversation);
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
  lifetime.onEnd(() => {
    actions.stopPolling();
    connection?.destroy();
    watchers.clear();
  });

  return { state, actions, destroy: () => lifetime.end() };
}
