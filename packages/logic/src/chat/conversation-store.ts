import type { Message, MessagesResponse, ProfileCard, SendMessageResponse } from '@dating/contract';
import {
  type Gift,
  MAX_PHOTO_BYTES,
  TYPING_INDICATOR_MS,
  TYPING_SIGNAL_INTERVAL_MS,
} from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import { type ApiClient, randomIdempotencyKey } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';
import type { KeyValueStorage } from '../platform/storage.js';
import type { SessionStore } from '../session/session-store.js';
import type { ChatsStore, ConversationListener } from './chats-store.js';
import { createUnsentMessages, type UnsentMessage } from './unsent-messages.js';

/** A message on screen: one the server has (`sent`), or one of the member's on its way or failed. */
export type ChatMessage = Message & {
  status: 'sent' | 'sending' | 'failed';
  /** Why a `failed` message was not sent. */
  problem?: ApiProblem;
  /** A photo of the member's on its way or failed: the picked file, shown from the device. */
  localPhoto?: string;
};

/** Which conversation the page shows: one of the list (`/chats/{id}`) or the one with a member. */
export type ConversationTarget = { conversation: number } | { profileId: number };

export interface ConversationState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the conversation did not load (`blocked` names the member), or null. */
  problem: ApiProblem | null;
  /** The conversation's id; null before its first message. */
  conversation: number | null;
  profile: ProfileCard | null;
  /** Oldest first: earlier pages, the newest page, then the member's messages being sent. */
  messages: ChatMessage[];
  /** The cursor of the page before the oldest shown; null at the start of the history. */
  before: number | null;
  loadingOlder: boolean;
  /** Older messages exist but are hidden for privacy (the brand keeps history for a time). */
  historyHidden: boolean;
  /** Whose unconfirmed e-mail keeps an answer from going: `me`, `them`, or null. */
  unconfirmed: MessagesResponse['unconfirmed'];
  /** The member has blocked the other: nothing can be sent until they unblock them. */
  blocked: boolean;
  /** The other member has read the member's messages up to this id (heard live), or null. */
  readUntil: number | null;
  /** The other member is typing (heard live in the last few seconds). */
  typing: boolean;
  /**
   * Why the last send was refused, for its alert: `not_enough_credits` (with a buy button),
   * `conversation_limit` (premium), `blocked`, `recipient_unconfirmed`; null when dismissed.
   */
  sendProblem: ApiProblem | null;
}

export interface ConversationActions {
  /** Opens a conversation: its newest page; its unread messages are read, here and there. */
  open(target: ConversationTarget): Promise<Result<MessagesResponse>>;
  /**
   * Fetches what arrived since the page opened (the newest page, merged after what is shown) and
   * reads it: the list said the open conversation has unread messages.
   */
  refresh(): Promise<Result<MessagesResponse> | null>;
  /** Loads the page before the oldest message shown. */
  loadOlder(): Promise<Result<MessagesResponse> | null>;
  /**
   * Sends a text: it shows at once as `sending`, becomes `sent` with the server's message (the
   * member's credits drop by its price) or `failed` with the problem. Refusals also set
   * `sendProblem`. Empty text sends nothing (null).
   */
  send(text: string): Promise<Result<SendMessageResponse> | null>;
  /** Sends a gift, as `send` sends a text (for the brand's gift price). */
  sendGift(gift: Gift): Promise<Result<SendMessageResponse> | null>;
  /**
   * Sends a photo, as `send` sends a text (for the brand's photo price), shown from the device
   * while it goes. A file over the photo limit is refused at once (`photo_too_large`), unsent.
   */
  sendPhoto(photo: Blob): Promise<Result<SendMessageResponse> | null>;
  /** Sends a failed message again, with its client id (the server stores it once). */
  retry(clientId: string): Promise<Result<SendMessageResponse> | null>;
  /** Takes a failed message off the screen. */
  discard(clientId: string): void;
  /** The member is typing: the other member hears of it (at most every 2 s). */
  typing(): void;
  dismissSendProblem(): void;
}

export interface ConversationStore {
  state: ConversationState;
  actions: ConversationActions;
  destroy(): void;
}

export interface ConversationStoreOptions {
  api: ApiClient;
  clock: Clock;
  /** The member: their credits follow each message's answer. */
  session: SessionStore;
  /** The list: an opened conversation's unread count goes to 0 there too. */
  chats: ChatsStore;
  /** Keeps the member's unsent messages (see `createUnsentMessages`) across reloads. */
  storage: KeyValueStorage;
  /** A new message's client id; random (128 bits) unless a test gives one. */
  createClientId?: () => string;
}

/** Refusals the conversation shows as an alert rather than on the message alone. */
const ALERTED = new Set([
  'not_enough_credits',
  'conversation_limit',
  'blocked',
  'recipient_unconfirmed',
  'photo_too_large',
  'photo_too_many_pixels',
  'photo_not_an_image',
  'too_many_messages',
]);

/** Shows a picked file on the page before it is sent (none where the platform has no URLs). */
const localUrlOf = (photo: Blob) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : undefined;

/** A message kept unsent since an earlier visit, shown again as not sent. */
const restored = (message: UnsentMessage, id: number, conversation: number): ChatMessage => ({
  ...message,
  id,
  conversation,
  mine: true,
  credits: 0,
  status: 'failed',
});

/**
 * Creates the store of the open conversation (`/chats/{id}`, `/members/{id}/chat`). The member's
 * texts and gifts that have not gone are kept in `storage` until they are sent or discarded: a
 * reload shows them again as not sent, with "Try again".
 */
export function createConversationStore({
  api,
  clock,
  session,
  chats,
  storage,
  createClientId = randomIdempotencyKey,
}: ConversationStoreOptions): ConversationStore {
  const unsent = createUnsentMessages(storage, () => session.state.user?.profile.id ?? null);
  const state = proxy<ConversationState>({
    status: 'idle',
    problem: null,
    conversation: null,
    profile: null,
    messages: [],
    before: null,
    loadingOlder: false,
    historyHidden: false,
    unconfirmed: null,
    blocked: false,
    readUntil: null,
    typing: false,
    sendProblem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const opens = latestCalls(lifetime);

  let unwatch: (() => void) | null = null;
  /** The files of the member's photos on their way or failed, by client id (to send again). */
  const photoFiles = new Map<string, Blob>();
  let typingOff: TimerHandle | undefined;
  let lastTypingSignal = Number.NEGATIVE_INFINITY;

  function stopTyping() {
    if (typingOff !== undefined) clock.clearTimeout(typingOff);
    typingOff = undefined;
    state.typing = false;
  }

  /** A live event of the open conversation. */
  const heard: ConversationListener = (event) => {
    if (event.type === 'read') {
      state.readUntil = Math.max(state.readUntil ?? 0, event.until);
      return;
    }
    if (event.type === 'typing') {
      if (typingOff !== undefined) clock.clearTimeout(typingOff);
      state.typing = true;
      typingOff = clock.setTimeout(stopTyping, TYPING_INDICATOR_MS);
      return;
    }
    const { message } = event;
    if (state.messages.some((shown) => shown.id === message.id)) return;
    const own = state.messages.findIndex(
      (shown) => message.client_id !== null && shown.client_id === message.client_id,
    );
    if (own >= 0) {
      // The member's own message, stored: shown once, as stored.
      state.messages[own] = { ...message, status: 'sent' };
      sentNow(message);
      return;
    }
    const pending = state.messages.filter((shown) => shown.status !== 'sent');
    const stored = state.messages.filter((shown) => shown.status === 'sent');
    state.messages = [...stored, { ...message, status: 'sent' }, ...pending];
    if (!message.mine) {
      // Their message ends their typing, and is read at once: the page shows it.
      stopTyping();
      read(event.conversation);
    }
  };

  /** A message of the member's is stored: it no longer waits in the browser. */
  function sentNow(message: Pick<Message, 'client_id' | 'mine'>) {
    if (message.mine && message.client_id !== null && state.profile) {
      unsent.forget(state.profile.id, message.client_id);
    }
  }

  function watch(conversation: number) {
    unwatch?.();
    unwatch = chats.actions.watch(conversation, heard);
  }

  function read(conversation: number) {
    chats.actions.opened(conversation);
    void attempt(() => api.call('readChat', { body: { conversation } }, { signal }));
  }

  /** The call that sends a message of the member's: a photo as a form, a text or gift as JSON. */
  function sendCall(message: ChatMessage) {
    const profileId = state.profile?.id ?? 0;
    const clientId = message.client_id ?? '';
    const photo = photoFiles.get(clientId);
    if (message.kind === 'photo' && photo) {
      const body = new FormData();
      body.append('profile_id', String(profileId));
      body.append('client_id', clientId);
      body.append('photo', photo);
      return api.call('sendPhotoMessage', { body }, { signal });
    }
    const content =
      message.kind === 'gift' ? { gift: message.text as Gift } : { text: message.text };
    return api.call(
      'sendMessage',
      { body: { profile_id: profileId, ...content, client_id: clientId } },
      { signal },
    );
  }

  async function deliver(message: ChatMessage): Promise<Result<SendMessageResponse>> {
    const result = await attempt(() => sendCall(message));
    if (lifetime.ended) return result;
    const index = state.messages.findIndex((shown) => shown.client_id === message.client_id);
    if (!result.ok) {
      // Unless a refresh showed it stored meanwhile (the answer was lost, not the message).
      if (state.messages[index]?.status === 'sending')
        state.messages[index] = { ...message, status: 'failed', problem: result.problem };
      if (ALERTED.has(result.problem.code)) state.sendProblem = result.problem;
      return result;
    }
    const { message: stored, credits } = result.value;
    if (index >= 0) state.messages[index] = { ...stored, status: 'sent' };
    sentNow(stored);
    forgetPhoto(message);
    if (state.conversation === null) watch(stored.conversation);
    state.conversation ??= stored.conversation;
    if (state.profile) chats.actions.wrote(stored.conversation, state.profile, stored);
    const user = session.state.user;
    if (user) session.actions.setUser({ ...user, credits });
    return result;
  }

  /** A photo of the member's is sent (or taken off the screen): its file and local view go. */
  function forgetPhoto(message: ChatMessage) {
    if (message.kind !== 'photo') return;
    photoFiles.delete(message.client_id ?? '');
    if (message.localPhoto) URL.revokeObjectURL(message.localPhoto);
  }

  /** Shows the member's message at once as `sending`, then sends it. */
  function post(kind: 'text' | 'gift' | 'photo', text: string, photo?: Blob) {
    if (!state.profile) return Promise.resolve(null);
    state.sendProblem = null;
    const clientId = createClientId();
    const localPhoto = photo ? localUrlOf(photo) : undefined;
    if (photo) photoFiles.set(clientId, photo);
    const message: ChatMessage = {
      id: -(state.messages.length + 1),
      conversation: state.conversation ?? 0,
      mine: true,
      kind,
      text,
      credits: 0,
      client_id: clientId,
      sent_at: new Date(clock.now()).toISOString(),
      status: 'sending',
      ...(localPhoto ? { localPhoto } : {}),
    };
    state.messages.push(message);
    if (kind !== 'photo') {
      unsent.keep(state.profile.id, { client_id: clientId, kind, text, sent_at: message.sent_at });
    }
    return deliver(message);
  }

  const actions: ConversationActions = {
    async open(target) {
      const latest = opens.start();
      state.status = 'loading';
      state.problem = null;
      state.sendProblem = null;
      const query =
        'conversation' in target
          ? { conversation: target.conversation }
          : { profile_id: target.profileId };
      const result = await attempt(() => api.call('getMessages', { query }, { signal }));
      if (!latest()) return result;
      if (!result.ok) {
        state.status = 'error';
        state.problem = result.problem;
        return result;
      }
      const page = result.value;
      unwatch?.();
      unwatch = null;
      stopTyping();
      state.readUntil = null;
      if (page.conversation !== null) watch(page.conversation);
      state.conversation = page.conversation;
      state.profile = page.profile;
      state.messages = page.messages.map((message) => ({ ...message, status: 'sent' }));
      // What the member wrote here before and did not go: again, as not sent (unless the server
      // stored it after all, when only its answer was lost).
      const storedIds = new Set(page.messages.map((message) => message.client_id));
      for (const message of unsent.to(page.profile.id)) {
        if (storedIds.has(message.client_id)) {
          unsent.forget(page.profile.id, message.client_id);
          continue;
        }
        const id = -(state.messages.length + 1);
        state.messages.push(restored(message, id, page.conversation ?? 0));
      }
      state.before = page.before;
      state.historyHidden = page.history_hidden;
      state.unconfirmed = page.unconfirmed;
      state.blocked = page.blocked;
      state.status = 'ready';
      if (page.conversation !== null) read(page.conversation);
      return result;
    },
    async refresh() {
      const { conversation } = state;
      if (conversation === null || state.status !== 'ready') return null;
      const result = await attempt(() =>
        api.call('getMessages', { query: { conversation } }, { signal }),
      );
      if (lifetime.ended || !result.ok || state.conversation !== conversation) return result;
      const shown = new Set(state.messages.map((message) => message.id));
      const arrived = result.value.messages.filter((message) => !shown.has(message.id));
      if (arrived.length > 0) {
        // After the stored messages, before the member's own still on their way (one of which
        // the server may have stored already: it is shown once, as stored).
        const storedIds = new Set(arrived.map((message) => message.client_id));
        const pending = state.messages.filter(
          (message) => message.status !== 'sent' && !storedIds.has(message.client_id),
        );
        const stored = state.messages.filter((message) => message.status === 'sent');
        state.messages = [
          ...stored,
          ...arrived.map((message) => ({ ...message, status: 'sent' as const })),
          ...pending,
        ];
        for (const message of arrived) sentNow(message);
        const last = arrived.at(-1);
        if (last && state.profile) chats.actions.wrote(conversation, state.profile, last);
      }
      state.unconfirmed = result.value.unconfirmed;
      state.blocked = result.value.blocked;
      read(conversation);
      return result;
    },
    async loadOlder() {
      const { conversation, before } = state;
      if (conversation === null || before === null || state.loadingOlder) return null;
      state.loadingOlder = true;
      const result = await attempt(() =>
        api.call('getMessages', { query: { conversation, before } }, { signal }),
      );
      if (lifetime.ended) return result;
      state.loadingOlder = false;
      if (!result.ok || state.conversation !== conversation) return result;
      const older = result.value.messages.map((message) => ({
        ...message,
        status: 'sent' as const,
      }));
      state.messages = [...older, ...state.messages];
      state.before = result.value.before;
      state.historyHidden = result.value.history_hidden;
      return result;
    },
    async send(text) {
      const trimmed = text.trim();
      return trimmed ? post('text', trimmed) : null;
    },
    async sendGift(gift) {
      return post('gift', gift);
    },
    async sendPhoto(photo) {
      if (photo.size > MAX_PHOTO_BYTES) {
        state.sendProblem = { code: 'photo_too_large', fields: {} };
        return null;
      }
      return post('photo', '', photo);
    },
    async retry(clientId) {
      const index = state.messages.findIndex(
        (message) => message.client_id === clientId && message.status === 'failed',
      );
      const failed = state.messages[index];
      if (!failed) return null;
      const { problem: _problem, ...message } = failed;
      const sending: ChatMessage = { ...message, status: 'sending' };
      state.messages[index] = sending;
      state.sendProblem = null;
      return deliver(sending);
    },
    discard(clientId) {
      const failed = state.messages.find(
        (message) => message.client_id === clientId && message.status === 'failed',
      );
      if (!failed) return;
      forgetPhoto(failed);
      if (state.profile) unsent.forget(state.profile.id, clientId);
      state.messages = state.messages.filter((message) => message !== failed);
    },
    typing() {
      const { conversation } = state;
      const now = clock.now();
      if (conversation === null || now - lastTypingSignal < TYPING_SIGNAL_INTERVAL_MS) return;
      lastTypingSignal = now;
      chats.actions.typing(conversation);
    },
    dismissSendProblem() {
      state.sendProblem = null;
    },
  };

  lifetime.onEnd(() => {
    unwatch?.();
    stopTyping();
  });
  return { state, actions, destroy: () => lifetime.end() };
}
