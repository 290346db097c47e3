import type { MemberRecord, MemberSummary, RestrictMemberRequest } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { randomIdempotencyKey } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface MembersState {
  /** The members found for the last search; null before one. */
  results: MemberSummary[] | null;
  searchProblem: ApiProblem | null;
  /** The member whose record is open, or null. */
  open: number | null;
  record: MemberRecord | null;
  recordProblem: ApiProblem | null;
  /** The action on the open member under way, or null. */
  acting: MemberAction | null;
  /**
   * The last action that was refused, and why (a field problem, `role_required`, `conflict`);
   * null when it went through.
   */
  actionProblem: { action: MemberAction; problem: ApiProblem } | null;
  /** The last action that went through on the open member (for a confirmation to show). */
  done: MemberAction | null;
}

/** What the back office does to a member from their record. */
export type MemberAction =
  | 'restrict'
  | 'grant'
  | 'confirmation'
  | 'delete'
  | 'reactivate'
  | 'refund';

export interface MembersStore {
  state: MembersState;
  actions: {
    /** Finds members by id, e-mail address or name (the answer to an earlier search is dropped). */
    search(q: string): Promise<void>;
    /** Opens a member's record (the answer for another member opened meanwhile is dropped). */
    open(id: number): Promise<void>;
    close(): void;
    /** Warns, suspends or bans the open member; their record loads again. */
    restrict(request: Omit<RestrictMemberRequest, 'member'>): Promise<Result<unknown>>;
    /** Gives the open member credits with a reason (once, however often the call is retried). */
    grant(credits: number, reason: string): Promise<Result<unknown>>;
    /** Mails the open member's confirmation link again. */
    resendConfirmation(): Promise<Result<unknown>>;
    /** Deletes the open member's account at their request, with the reason. */
    deleteAccount(reason: string): Promise<Result<unknown>>;
    /** Brings the open member's deleted account back at their request, with the reason. */
    reactivate(reason: string): Promise<Result<unknown>>;
    /** Refunds a paid payment of the open member through its provider, with the reason. */
    refund(payment: string, reason: string): Promise<Result<unknown>>;
  };
  destroy(): void;
}

/**
 * Creates the store of the back office's members: finding members, one member's record (account,
 * payments, credits, reports, restrictions, audit trail), and the actions on it: a restriction,
 * credits with a reason, the confirmation mail again, deletion and reactivation. After an action
 * the record loads again; one action runs at a time.
 */
export function createMembersStore({
  api,
  createGrantId = randomIdempotencyKey,
}: {
  api: ApiClient;
  /** The grant's own id (random; a test's may be fixed). */
  createGrantId?: () => string;
}): MembersStore {
  const state = proxy<MembersState>({
    results: null,
    searchProblem: null,
    open: null,
    record: null,
    recordProblem: null,
    acting: null,
    actionProblem: null,
    done: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const searches = latestCalls(lifetime);
  const opens = latestCalls(lifetime);
  /** Runs an action on the open member, one at a time, and loads their record again after it. */
  async function act(
    action: MemberAction,
    call: (member: number) => Promise<unknown>,
  ): Promise<Result<unknown>> {
    const member = state.open;
    if (member === null || state.acting) return { ok: true, value: undefined };
    state.acting = action;
    state.actionProblem = null;
    state.done = null;
    const result = await attempt(() => call(member));
    if (lifetime.ended) return result;
    state.acting = null;
    if (!result.ok) {
      state.actionProblem = { action, problem: result.problem };
      return result;
    }
    state.done = action;
    if (state.open === member) await actions.open(member);
    return result;
  }

  const actions: MembersStore['actions'] = {
    async search(q) {
      const latest = searches.start();
      const result = await attempt(() => api.call('findMembers', { query: { q } }, { signal }));
      if (!latest()) return;
      state.searchProblem = result.ok ? null : result.problem;
      if (result.ok) state.results = result.value.members;
    },
    async open(id) {
      const latest = opens.start();
      // Another member: a fresh record; the same one again (after an action): it stays shown
      // until the new one arrives.
      if (id !== state.open) {
        state.record = null;
        state.done = null;
        state.actionProblem = null;
      }
      state.open = id;
      state.recordProblem = null;
      const result = await attempt(() =>
        api.call('getMemberRecord', { query: { id } }, { signal }),
      );
      if (!latest()) return;
      if (result.ok) state.record = result.value;
      else state.recordProblem = result.problem;
    },
    close() {
      opens.drop();
      state.open = null;
      state.record = null;
    },
    restrict(request) {
      return act('restrict', (member) =>
        api.call('restrictMember', { body: { ...request, member } }, { signal }),
      );
    },
    grant(credits, reason) {
      const grantId = createGrantId();
      return act('grant', (member) =>
        api.call(
          'grantCredits',
          { body: { member, credits, reason, grant_id: grantId } },
          { signal },
        ),
      );
    },
    resendConfirmation() {
      return act('confirmation', (member) =>
        api.call('resendMemberConfirmation', { body: { member } }, { signal }),
      );
    },
    refund(payment, reason) {
      return act('refund', () =>
        api.call('refundPayment', { body: { payment, reason } }, { signal }),
      );
    },
    deleteAccount(reason) {
      return act('delete', (member) =>
        api.call('deleteMember', { body: { member, reason } }, { signal }),
      );
    },
    reactivate(reason) {
      return act('reactivate', (member) =>
        api.call('reactivateMember', { body: { member, reason } }, { signal }),
      );
    },
  };
  return { state, actions, destroy: () => lifetime.end() };
}
