import type {
  InboxClaim,
  InboxSearch,
  Language,
  Operator,
  OperatorChatEntry,
  OperatorMessageResponse,
  OperatorThreadMessage,
  ProfileCard,
} from '@dating/contract';
import { claimedByColleague, operatorMay } from '@dating/contract/rules';
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

/**
 * How often typing in a conversation renews its claim at most (30 s): often enough that the claim
 * (`INBOX_CLAIM_IDLE_MS`, minutes) never lapses while the operator writes.
 */
export const CLAIM_RENEW_MS = 30_000;

/** A message of the open conversation: an answer names the operator who wrote it. */
export type OperatorChatMessage = ChatMessage & Pick<Partial<OperatorThreadMessage>, 'answered_by'>;

/** The inbox's search: a member (name, e-mail or id), a persona, a text; empty: all. */
export interface InboxFilters {
  member: string;
  persona: number | null;
  text: string;
}

const NO_FILTERS: InboxFilters = { member: '', persona: null, text: '' };

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
  messages: OperatorChatMessage[];
  /** The member's language (which saved replies fit); null until loaded. */
  memberLanguage: Language | null;
  /**
   * Who of the team holds the conversation: the operator once they opened it, or the colleague
   * who had it first (no answer can go until it is free); null when no one does.
   */
  claim: InboxClaim | null;
  /** A colleague holds the conversation: the answer box waits. */
  claimedByColleague: boolean;
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
  /** The search the list shows (empty fields: the whole inbox). */
  filters: InboxFilters;
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
  /** Shows the conversations the search finds (all, with empty fields). */
  search(filters: InboxFilters): Promise<void>;
  /**
   * Opens a conversation of the inbox: its newest page; the operator claims it, and it is read,
   * here and for the member.
   */
  open(conversation: number): Promise<void>;
  /** Leaves the open conversation, releasing the operator's claim on it. */
  close(): void;
  /**
   * The operator works in the open conversation (types): the claim is taken again or renewed, at
   * most every {@link CLAIM_RENEW_MS}.
   */
  touch(): void;
  /**
   * The page goes away (hidden for good, or into the back-forward cache): the claim on the open
   * conversation is released with a request that outlives the page; typing there takes it again.
   */
  leave(): void;
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

const asShown = (message: OperatorThreadMessage): OperatorChatMessage => ({
  ...message,
  status: 'sent',
});

/** The search as the server takes it: only the fields that narrow. */
function searchQuery({ member, persona, text }: InboxFilters): InboxSearch {
  return {
    ...(member.trim() ? { member: member.trim() } : {}),
    ...(persona === null ? {} : { persona }),
    ...(text.trim() ? { text: text.trim() } : {}),
  };
}

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
    filters: { ...NO_FILTERS },
    open: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  const opens = latestCalls(lifetime);
  let poll: TimerHandle | undefined;
  /** When the open conversation's claim was last taken or renewed. */
  let claimedAt = Number.NEGATIVE_INFINITY;

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
    state.filters = { ...NO_FILTERS };
    state.open = null;
  }

  /** Shows who holds the open conversation now. */
  function showClaim(open: OperatorConversationState, claim: InboxClaim | null) {
    open.claim = claim;
    open.claimedByColleague = claimedByColleague(claim, state.operator?.id ?? 0, clock.now());
  }

  /** Claims (or renews the claim on) the open conversation; the answer says who holds it. */
  async function claim(conversation: number) {
    claimedAt = clock.now();
    const result = await attempt(() =>
      api.call('claimOperatorChat', { body: { conversation } }, { signal }),
    );
    const open = state.open;
    if (!result.ok || lifetime.ended || open?.conversation !== conversation) return;
    showClaim(open, result.value.claim);
  }

  /**
   * Lets go of a conversation the operator held (a colleague's claim stays), with a request that
   * outlives the page where it goes away.
   */
  function release(open: OperatorConversationState | null) {
    if (!open || open.claim?.operator.id !== state.operator?.id) return;
    const body = { conversation: open.conversation };
    void attempt(() => api.call('releaseOperatorChat', { body }, { keepalive: true }));
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
    if (!current.claimedByColleague) read(conversation);
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
      // A colleague holds the conversation: learn who (the answer stays, to send once free).
      if (result.problem.code === 'conflict') await claim(conversation);
      return result;
    }
    const stored = result.value.message;
    claimedAt = clock.now();
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
      release(state.open);
      signedOut();
      await attempt(() => api.call('operatorLogout', undefined, { signal }));
    },
    async load() {
      if (state.status !== 'signed_in' || !answersChats()) return;
      const latest = loads.start();
      const query = searchQuery(state.filters);
      const result = await attempt(() => api.call('getOperatorChats', { query }, { signal }));
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
      // Who holds the open conversation now: a colleague's claim may have lapsed, or the
      // operator's own while they were away.
      if (open && waiting) showClaim(open, waiting.claim);
      if (open?.status === 'ready' && waiting && waiting.num_unread_messages > 0) {
        await refreshOpen(open);
      }
    },
    async search(filters) {
      state.filters = { ...filters };
      await actions.load();
    },
    async open(conversation) {
      const latest = opens.start();
      if (state.open?.conversation !== conversation) release(state.open);
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
        memberLanguage: null,
        claim: null,
        claimedByColleague: false,
      };
      const [result] = await Promise.all([
        attempt(() => api.call('getOperatorMessages', { query: { conversation } }, { signal })),
        claim(conversation),
      ]);
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
      open.memberLanguage = page.member_language;
      open.status = 'ready';
      // The colleague holding it reads it; the messages stay unread for them.
      if (!open.claimedByColleague) read(conversation);
    },
    close() {
      opens.drop();
      release(state.open);
      state.open = null;
    },
    touch() {
      const open = state.open;
      if (open?.status !== 'ready' || clock.now() - claimedAt < CLAIM_RENEW_MS) return;
      void claim(open.conversation);
    },
    leave() {
      const open = state.open;
      release(open);
      if (open?.claim?.operator.id === state.operator?.id && open) open.claim = null;
      claimedAt = Number.NEGATIVE_INFINITY;
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
