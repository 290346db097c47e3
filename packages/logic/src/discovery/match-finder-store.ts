import type { MatchFinderResponse } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface MatchFinderState {
  /** The profiles found (`profiles` fit exactly, `similar` come close); null until loaded. */
  found: MatchFinderResponse | null;
  /** True while a load runs: the progress text shows only while nothing was found yet. */
  loading: boolean;
  /** Why the last load failed, or null (what was found stays on screen). */
  problem: ApiProblem | null;
}

export interface MatchFinderStore {
  state: MatchFinderState;
  actions: {
    /**
     * Loads GET match-finder.php. Only the latest load may change the state: an earlier answer
     * that arrives late is dropped.
     */
    load(): Promise<Result<MatchFinderResponse>>;
  };
  /** Cancels calls under way; later answers change nothing. */
  destroy(): void;
}

/** Creates the store of the match finder (`/match-finder`). */
export function createMatchFinderStore({ api }: { api: ApiClient }): MatchFinderStore {
  const state = proxy<MatchFinderState>({ found: null, loading: false, problem: null });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  return {
    state,
    actions: {
      async load() {
        const latest = loads.start();
        state.loading = true;
        const result = await attempt(() => api.call('getMatchFinder', undefined, { signal }));
        if (!latest()) return result;
        state.loading = false;
        if (!result.ok) {
          state.problem = result.problem;
          return result;
        }
        state.problem = null;
        state.found = result.value;
        return result;
      },
    },
    destroy: () => lifetime.end(),
  };
}
