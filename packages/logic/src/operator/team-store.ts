import type { AddOperatorRequest, OperatorRole, TeamOperator } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

/** A new password, shown once to the admin who asked for it (a new operator's, or a reset). */
export interface ShownPassword {
  email: string;
  password: string;
  /** `added`: a new operator's first password; `reset`: a replacement. */
  kind: 'added' | 'reset';
}

export interface TeamState {
  /** The brand's operators by e-mail address; null until the first load. */
  operators: TeamOperator[] | null;
  /** Why the last load failed; null once one succeeds. */
  loadProblem: ApiProblem | null;
  /** The operator a change is under way for (`new`: an operator being added); null when none. */
  saving: number | 'new' | null;
  /** Why the last change of an existing operator was refused (`last_admin`); null when dismissed. */
  changeProblem: { id: number; problem: ApiProblem } | null;
  /** The password to show once; null once the admin has closed it. */
  password: ShownPassword | null;
}

export interface TeamActions {
  load(): Promise<void>;
  /** Adds an operator; its password is then in `password`, to be shown once. */
  add(fields: AddOperatorRequest): Promise<Result<unknown>>;
  setRoles(id: number, roles: OperatorRole[]): Promise<Result<unknown>>;
  /** Switches an operator off (their sessions end at once) or on again. */
  setDisabled(id: number, disabled: boolean): Promise<Result<unknown>>;
  /** Gives an operator a new random password, shown once in `password`; their sessions end. */
  resetPassword(id: number): Promise<Result<unknown>>;
  /** The admin has noted the password: it is forgotten. */
  dismissPassword(): void;
  dismissChangeProblem(): void;
}

export interface TeamStore {
  state: TeamState;
  actions: TeamActions;
  destroy(): void;
}

/**
 * Creates the store of the back office's team (admins only): the brand's operators, adding one,
 * their roles, switching them off or on, and new passwords, each shown once. A change's answer
 * replaces the operator in the list; a late load does not undo a change made after it started.
 */
export function createTeamStore({ api }: { api: ApiClient }): TeamStore {
  const state = proxy<TeamState>({
    operators: null,
    loadProblem: null,
    saving: null,
    changeProblem: null,
    password: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);

  function replace(operator: TeamOperator) {
    const list = state.operators ?? [];
    const others = list.filter((member) => member.id !== operator.id);
    state.operators = [...others, operator].sort((a, b) => a.email.localeCompare(b.email));
  }

  /** Runs a change of one operator: shows it as saving, then the answer, or why it was refused. */
  async function change(
    id: number,
    call: () => Promise<{ operator: TeamOperator; password?: string }>,
  ): Promise<Result<unknown>> {
    // A load under way answers from before the change: it is not to overwrite it.
    loads.drop();
    state.saving = id;
    state.changeProblem = null;
    const result = await attempt(call);
    if (lifetime.ended) return result;
    state.saving = null;
    if (!result.ok) {
      state.changeProblem = { id, problem: result.problem };
      return result;
    }
    replace(result.value.operator);
    const { password } = result.value;
    if (password) state.password = { email: result.value.operator.email, password, kind: 'reset' };
    return result;
  }

  const actions: TeamActions = {
    async load() {
      const latest = loads.start();
      const result = await attempt(() => api.call('getOperatorTeam', undefined, { signal }));
      if (!latest()) return;
      if (!result.ok) {
        state.loadProblem = result.problem;
        return;
      }
      state.loadProblem = null;
      state.operators = result.value.operators;
    },
    async add(fields) {
      loads.drop();
      state.saving = 'new';
      const result = await attempt(() =>
        api.call('addOperatorAccount', { body: fields }, { signal }),
      );
      if (lifetime.ended) return result;
      state.saving = null;
      if (result.ok) {
        replace(result.value.operator);
        const { operator, password } = result.value;
        state.password = { email: operator.email, password, kind: 'added' };
      }
      return result;
    },
    setRoles: (id, roles) =>
      change(id, () => api.call('updateOperatorAccount', { body: { id, roles } }, { signal })),
    setDisabled: (id, disabled) =>
      change(id, () => api.call('updateOperatorAccount', { body: { id, disabled } }, { signal })),
    resetPassword: (id) =>
      change(id, () => api.call('resetOperatorPassword', { body: { id } }, { signal })),
    dismissPassword() {
      state.password = null;
    },
    dismissChangeProblem() {
      state.changeProblem = null;
    },
  };

  return { state, actions, destroy: () => lifetime.end() };
}
