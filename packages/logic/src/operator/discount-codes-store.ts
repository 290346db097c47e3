import type {
  AddDiscountCodeRequest,
  DiscountStatus,
  OperatorDiscountCode,
} from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface DiscountCodesState {
  /** The brand's discount codes, the newest first; null until the first load. */
  codes: OperatorDiscountCode[] | null;
  /** Why the last load failed; null once one succeeds. */
  loadProblem: ApiProblem | null;
  /** The code a change is under way for (`new`: one being added); null when none. */
  saving: string | 'new' | null;
  /** Why the last switch of a code was refused; null when dismissed. */
  switchProblem: { code: string; problem: ApiProblem } | null;
}

export interface DiscountCodesActions {
  load(): Promise<void>;
  /** Adds a code, active from now; the server's answer leads the list. */
  add(fields: AddDiscountCodeRequest): Promise<Result<{ code: OperatorDiscountCode }>>;
  /** Turns a code off (members can no longer use it) or on again. */
  setStatus(code: string, status: DiscountStatus): Promise<Result<{ code: OperatorDiscountCode }>>;
  dismissSwitchProblem(): void;
}

export interface DiscountCodesStore {
  state: DiscountCodesState;
  actions: DiscountCodesActions;
  destroy(): void;
}

/**
 * The end of a discount code that lasts until the end of `date` (YYYY-MM-DD) where the operator
 * is: the next day's midnight in their time zone, as an instant (a code's end is exclusive).
 */
export function endOfDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + 1).toISOString();
}

/**
 * Creates the store of the back office's discount codes (admin and support): the list with their
 * uses, adding one, and turning one off or on. A change's answer replaces the code in the list; a
 * load under way when a change starts is dropped, so it cannot undo the change.
 */
export function createDiscountCodesStore({ api }: { api: ApiClient }): DiscountCodesStore {
  const state = proxy<DiscountCodesState>({
    codes: null,
    loadProblem: null,
    saving: null,
    switchProblem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);

  const placed = (code: OperatorDiscountCode) => {
    const list = state.codes ?? [];
    state.codes = list.some((each) => each.code === code.code)
      ? list.map((each) => (each.code === code.code ? code : each))
      : [code, ...list];
  };

  const actions: DiscountCodesActions = {
    async load() {
      const latest = loads.start();
      const result = await attempt(() => api.call('getDiscountCodes', undefined, { signal }));
      if (!latest()) return;
      if (!result.ok) {
        state.loadProblem = result.problem;
        return;
      }
      state.loadProblem = null;
      state.codes = result.value.codes;
    },
    async add(fields) {
      loads.drop();
      state.saving = 'new';
      const result = await attempt(() => api.call('addDiscountCode', { body: fields }, { signal }));
      if (lifetime.ended) return result;
      state.saving = null;
      if (result.ok) placed(result.value.code);
      return result;
    },
    async setStatus(code, status) {
      loads.drop();
      state.saving = code;
      state.switchProblem = null;
      const result = await attempt(() =>
        api.call('setDiscountCodeStatus', { body: { code, status } }, { signal }),
      );
      if (lifetime.ended) return result;
      state.saving = null;
      if (result.ok) placed(result.value.code);
      else state.switchProblem = { code, problem: result.problem };
      return result;
    },
    dismissSwitchProblem() {
      state.switchProblem = null;
    },
  };

  return { state, actions, destroy: () => lifetime.end() };
}
