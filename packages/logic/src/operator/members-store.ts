import type { MemberRecord, MemberSummary, RestrictMemberRequest } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
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
  restricting: boolean;
  /** Why the last restriction was refused (a field problem, `role_required`); null when it went. */
  restrictProblem: ApiProblem | null;
}

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
  };
  destroy(): void;
}

/**
 * Creates the store of the back office's members: finding members, one member's record (account,
 * payments, credits, reports, restrictions, audit trail), and restricting them from it.
 */
export function createMembersStore({ api }: { api: ApiClient }): MembersStore {
  const state = proxy<MembersState>({
    results: null,
    searchProblem: null,
    open: null,
    record: null,
    recordProblem: null,
    restricting: false,
    restrictProblem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const searches = latestCalls(lifetime);
  const opens = latestCalls(lifetime);
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
      state.open = id;
      state.record = null;
      state.recordProblem = null;
      state.restrictProblem = null;
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
    async restrict(request) {
      const member = state.open;
      if (member === null) return { ok: true, value: undefined };
      state.restricting = true;
      state.restrictProblem = null;
      const result = await attempt(() =>
        api.call('restrictMember', { body: { ...request, member } }, { signal }),
      );
      if (lifetime.ended) return result;
      state.restricting = false;
      if (!result.ok) {
        state.restrictProblem = result.problem;
        return result;
      }
      if (state.open === member) await actions.open(member);
      return result;
    },
  };
  return { state, actions, destroy: () => lifetime.end() };
}
