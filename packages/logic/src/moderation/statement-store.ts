import type { Statement } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface StatementState {
  status: 'loading' | 'ready' | 'error';
  statement: Statement | null;
  /** Why it did not load (`not_found`: no statement at that link). */
  problem: ApiProblem | null;
  appealing: boolean;
  /** Why the appeal was refused (`appeal_closed`, a field problem); null when it went. */
  appealProblem: ApiProblem | null;
}

export interface StatementStore {
  state: StatementState;
  actions: {
    /** Loads the statement of a link's token (the answer for an earlier token is dropped). */
    load(token: string): Promise<void>;
    /** Appeals against the restriction, once. */
    appeal(text: string): Promise<Result<unknown>>;
  };
  destroy(): void;
}

/**
 * Creates the store of a statement of reasons (`/statements/{token}`): the restriction as its
 * member reads it, without a login (a suspended or banned member has none), and the one appeal.
 */
export function createStatementStore({ api }: { api: ApiClient }): StatementStore {
  const state = proxy<StatementState>({
    status: 'loading',
    statement: null,
    problem: null,
    appealing: false,
    appealProblem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  let token = '';
  const actions: StatementStore['actions'] = {
    async load(next) {
      token = next;
      const latest = loads.start();
      state.status = 'loading';
      const result = await attempt(() =>
        api.call('getStatement', { query: { token: next } }, { signal }),
      );
      if (!latest()) return;
      if (!result.ok) {
        state.status = 'error';
        state.problem = result.problem;
        return;
      }
      state.status = 'ready';
      state.problem = null;
      state.statement = result.value.statement;
    },
    async appeal(text) {
      state.appealing = true;
      state.appealProblem = null;
      const result = await attempt(() => api.call('appeal', { body: { token, text } }, { signal }));
      if (lifetime.ended) return result;
      state.appealing = false;
      if (!result.ok) {
        state.appealProblem = result.problem;
        return result;
      }
      state.statement = result.value.statement;
      return result;
    },
  };
  return { state, actions, destroy: () => lifetime.end() };
}
