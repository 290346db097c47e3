import type {
  Operator,
  OperatorChatEntry,
  OperatorMessageResponse,
  OperatorMessagesResponse,
  ProfileCard,
} from '@dating/contract';
import { operatorMay } from '@dating/contract/rules';
import { proxy } from 'valtio/vanilla';
import { type ApiClient, randomIdempotencyKey } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import type { ChatMessage } from '../chat/conversation-store.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

/**
 * How often the open inbox asks for what is new (10 s): an operator's page is a work tool left
 * open for hours, and members expect an answer within minutes, not milliseconds.
 */
export const OPERATOR_POLL_MS = 10_000;

/** The conversation the operator has open, seen from its fictional profile. */
export interface OperatorConversationState {
  status: 'loading' | 'ready' | 'error';
  /** Why it did not load: `not_found`, `blocked` (the member blocked the profile; named). */
  problem: ApiProblem | null;
  conversation: number;
  /** The member written with. */
  member: ProfileCard | null;
  /** The fictional profile the operator writes as. */
  profile: ProfileCard | null;
  /** Oldest first; `mine`: written as the fictional profile; then the answers on their way. */
  messages: ChatMessage[];
  /** The cursor of the page before the oldest shown; null at the start. */
  before: number | null;
  loadingOlder: boolean;
  historyHidden: boolean;
  /** The member has not confirmed their e-mail yet: no answer can go before they do. */
  unconfirmed: boolean;
  /** Why the last answer was refused (`blocked`, `recipient_unconfirmed`); null when dismissed. */
  sendProblem: ApiProblem | null;
}

export interface OperatorState {
  /** `unknown` until the server said whether an operator is logged in. */
  status: 'unknown' | 'signed_out' | 'signed_in';
  operator: Operator | null;
  loggingIn: boolean;
  /** Why the last login failed (`login_failed`, `rate_limited`, a field problem). */
  loginProblem: ApiProblem | null;
  /** The conversations, the unanswered first; null until the first load. */
  chats: OperatorChatEntry[] | null;
  /** Messages waiting for an answer over the whole inbox. */
  unread: number;
  /** Why the last load of the inbox failed; null once one succeeds. */
  loadProblem: ApiProblem | null;
  /** The open conversation, or null. */
  open: OperatorConversationState | null;
}

export interface OperatorActions {
  /**
   * Asks the server who is logged in; the inbox of a logged-in operator whose roles include it
   * loads and keeps up to date.
   */
  start(): Promise<void>;
  login(email: string, password: string): Promise<Result<{ operator: Operator | null }>>;
  /** Ends the session; the inbox is forgotten. */
  logout(): Promise<void>;
  /** Loads the inbox again (and what arrived in the open conversation). */
  load(): Promise<void>;
  /** Opens a conversation of the inbox: its newest page; it is read, here and for the member. */
  open(conversation: number): Promise<void>;
  close(): void;
  loadOlder(): Promise<void>;
  /** Answers as the fictional profile: shown at once as `sending`, then `sent` or `failed`. */
  send(text: string): Promise<Result<OperatorMessageResponse> | null>;
  /** Sends a failed answer again with its client id (stored once). */
  retry(clientId: string): Promise<Result<OperatorMessageResponse> | null>;
  discard(clientId: string): void;
  dismissSendProblem(): void;
}

export interface OperatorStore {
  state: OperatorState;
  actions: OperatorActions;
  destroy(): void;
}

export interface OperatorStoreOptions {
  api: ApiClient;
  clock: Clock;
  createClientId?: () => string;
}

const asShown = (message: OperatorMessagesResponse['messages'][number]): ChatMessage => ({
  ...message,
  status: 'sent',
});

/**
 * Creates the store of the operator inbox (`/operator`): the operator's session, the conversations
 * of the brand's fictional profiles (loaded every {@link OPERATOR_POLL_MS} while logged in), and
 * the open conversation with its answers.
 */
export function createOperatorStore({
  api,
  clock,
  createClientId = randomIdempotencyKey,
}: OperatorStoreOptions): OperatorStore {
  const state = proxy<OperatorState>({
    status: 'unknown',
    operator: null,
    loggingIn: false,
    loginProblem: null,
    chats: null,
    unread: 0,
    loadProblem: null,
    open: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  const opens = latestCalls(lifetime);
  let poll: TimerHandle | undefined;

  function stopPolling() {
    if (poll !== undefined) clock.clearTimeout(poll);
    poll = undefined;
  }

  /** The next load, {@link OPERATOR_POLL_MS} after the last one ended. */
  function schedule() {
    stopPolling();
    poll = clock.setTimeout(async () => {
      poll = undefined;
      await actions.load();
      if (state.status === 'signed_in' && !lifetime.ended && poll === undefined) schedule();
    }, OPERATOR_POLL_MS);
  }

  function signedOut() {
    stopPolling();
    loads.drop();
    opens.drop();
    state.status = 'signed_out';
    state.operator = null;
    state.chats = null;
    state.unread = 0;
    state.open = null;
  }

  /** A 403: the session ended (switched off, expired, another tab logged out). */
  function endedBy(problem: ApiProblem) {
    if (problem.code === 'authentication_required') signedOut();
  }

  /** Whether the operator's roles include the chat inbox (a moderator's do not). */
  const answersChats = () =>
    state.operator !== null && operatorMay(state.operator.roles, 'getOperatorChats');

  function signedIn(operator: Operator) {
    state.status = 'signed_in';
    state.operator = operator;
    if (!answersChats()) return;
    schedule();
    void actions.load();
  }

  function read(conversation: number) {
    const entry = state.chats?.find((chat) => chat.conversation === conversation);
    if (entry) entry.num_unread_messages = 0;
    void attempt(() => api.call('readOperatorChat', { body: { conversation } }, { signal })).then(
      (result) => {
        if (result.ok && !lifetime.ended) state.unread = result.value.unread_messages;
      },
    );
  }

  /** Adds what arrived in the open conversation after the messages shown, and reads it. */
  async function refreshOpen(open: OperatorConversationState) {
    const { conversation } = open;
    const result = await attempt(() =>
      api.call('getOperatorMessages', { query: { conversation } }, { signal }),
    );
    if (!result.ok || state.open?.conversation !== conversation) return;
    const current = state.open;
    const shown = new Set(current.messages.map((message) => message.id));
    const arrived = result.value.messages.filter((message) => !shown.has(message.id));
    const storedIds = new Set(arrived.map((message) => message.client_id));
    const pending = current.messages.filter(
      (message) => message.status !== 'sent' && !storedIds.has(message.client_id),
    );
    const stored = current.messages.filter((message) => message.status === 'sent');
    current.messages = [...stored, ...arrived.map(asShown), ...pending];
    current.unconfirmed = result.value.unconfirmed === 'them';
    read(conversation);
  }

  async function deliver(message: ChatMessage): Promise<Result<OperatorMessageResponse>> {
    const { conversation } = message;
    const body = { conversation, text: message.text, client_id: message.client_id ?? '' };
    const result = await attempt(() => api.call('sendOperatorMessage', { body }, { signal }));
    const open = state.open;
    if (lifetime.ended || open?.conversation !== conversation) return result;
    const index = open.messages.findIndex((shown) => shown.client_id === message.client_id);
    if (!result.ok) {
      endedBy(result.problem);
      if (open.messages[index]?.status === 'sending')
        open.messages[index] = { ...message, status: 'failed', problem: result.problem };
      if (result.problem.code === 'blocked' || result.problem.code === 'recipient_unconfirmed')
        open.sendProblem = result.problem;
      return result;
    }
    const stored = result.value.message;
    if (index >= 0) open.messages[index] = { ...stored, status: 'sent' };
    const entry = state.chats?.find((chat) => chat.conversation === conversation);
    if (entry) {
      const { kind, text, mine, sent_at } = stored;
      entry.last_message = { kind, text, mine, sent_at };
    }
    return result;
  }

  const actions: OperatorActions = {
    async start() {
      const result = await attempt(() => api.call('getOperator', undefined, { signal }));
      if (lifetime.ended) return;
      if (result.ok && result.value.operator) signedIn(result.value.operator);
      else signedOut();
    },
    async login(email, password) {
      state.loggingIn = true;
      state.loginProblem = null;
      const result = await attempt(() =>
        api.call('operatorLogin', { body: { email, password } }, { signal }),
      );
      if (lifetime.ended) return result;
      state.loggingIn = false;
      if (!result.ok) state.loginProblem = result.problem;
      else if (result.value.operator) signedIn(result.value.operator);
      return result;
    },
    async logout() {
      signedOut();
      await attempt(() => api.call('operatorLogout', undefined, { signal }));
    },
    async load() {
      if (state.status !== 'signed_in' || !answersChats()) return;
      const latest = loads.start();
      const result = await attempt(() => api.call('getOperatorChats', undefined, { signal }));
      if (!latest()) return;
      if (!result.ok) {
        state.loadProblem = result.problem;
        endedBy(result.problem);
        return;
      }
      state.loadProblem = null;
      state.chats = result.value.chats;
      state.unread = result.value.unread_messages;
      const open = state.open;
      const waiting = result.value.chats.find((chat) => chat.conversation === open?.conversation);
      if (open?.status === 'ready' && waiting && waiting.num_unread_messages > 0) {
        await refreshOpen(open);
      }
    },
    async open(conversation) {
      const latest = opens.start();
      state.open = {
        status: 'loading',
        problem: null,
        conversation,
        member: null,
        profile: null,
        messages: [],
        before: null,
        loadingOlder: false,
        historyHidden: false,
        unconfirmed: false,
        sendProblem: null,
      };
      const result = await attempt(() =>
        api.call('getOperatorMessages', { query: { conversation } }, { signal }),
      );
      const open = state.open;
      if (!latest() || !open) return;
      if (!result.ok) {
        open.status = 'error';
        open.problem = result.problem;
        endedBy(result.problem);
        return;
      }
      const page = result.value;
      open.member = page.profile;
      open.profile = page.fictional_profile;
      open.messages = page.messages.map(asShown);
      open.before = page.before;
      open.historyHidden = page.history_hidden;
      open.unconfirmed = page.unconfirmed === 'them';
      open.status = 'ready';
      read(conversation);
    },
    close() {
      opens.drop();
      state.open = null;
    },
    async loadOlder() {
      const open = state.open;
      if (!open || open.before === null || open.loadingOlder) return;
      const { conversation, before } = open;
      open.loadingOlder = true;
      const result = await attempt(() =>
        api.call('getOperatorMessages', { query: { conversation, before } }, { signal }),
      );
      const current = state.open;
      if (lifetime.ended || current?.conversation !== conversation) return;
      current.loadingOlder = false;
      if (!result.ok) return;
      current.messages = [...result.value.messages.map(asShown), ...current.messages];
      current.before = result.value.before;
      current.historyHidden = result.value.history_hidden;
    },
    async send(text) {
      const open = state.open;
      const trimmed = text.trim();
      if (open?.status !== 'ready' || !trimmed) return null;
      open.sendProblem = null;
      const message: ChatMessage = {
        id: -(open.messages.length + 1),
        conversation: open.conversation,
        mine: true,
        kind: 'text',
        text: trimmed,
        credits: 0,
        client_id: createClientId(),
        sent_at: new Date(clock.now()).toISOString(),
        status: 'sending',
      };
      open.messages.push(message);
      return deliver(message);
    },
    async retry(clientId) {
      const open = state.open;
      const index =
        open?.messages.findIndex(
          (message) => message.client_id === clientId && message.status === 'failed',
        ) ?? -1;
      const failed = open?.messages[index];
      if (!open || !failed) return null;
      const { problem: _problem, ...message } = failed;
      const sending: ChatMessage = { ...message, status: 'sending' };
      open.messages[index] = sending;
      open.sendProblem = null;
      return deliver(sending);
    },
    discard(clientId) {
      const open = state.open;
      if (!open) return;
      open.messages = open.messages.filter(
        (message) => !(message.client_id === clientId && message.status === 'failed'),
      );
    },
    dismissSendProblem() {
      if (state.open) state.open.sendProblem = null;
    },
  };

  lifetime.onEnd(stopPolling);
  return { state, actions, destroy: () => lifetime.end() };
}
