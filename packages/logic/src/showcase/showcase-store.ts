import type { ShowcaseProfile, ShowcaseQuery, ShowcaseResponse } from '@dating/contract';
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface ShowcaseState {
  /** The members of the last answer; null until one arrived. */
  profiles: readonly ShowcaseProfile[] | null;
  /**
   * `missing`: the member a member landing asked for is none a visitor may see (hidden, deleted,
   * another brand's): the page is a 404.
   */
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  /** The query of the members shown or loading; null before the first. */
  query: ShowcaseQuery | null;
  /**
   * The members came with the page: the server rendered it with them (`receive`), so the page
   * shows them from its first render on, as it hydrates.
   */
  inPage: boolean;
}

export interface ShowcaseActions {
  /**
   * Loads the members of a public page: `count` of them (with their towns' positions for a map),
   * or one `member`. Only the newest load changes the state; asking for what is shown already
   * (the same query, answered) changes nothing.
   */
  load(query: ShowcaseQuery): Promise<Result<ShowcaseResponse>> | null;
  /**
   * The members a page came with (rendered into it by the server): shown at once, a load under
   * way is dropped, and loading the same query again changes nothing.
   */
  receive(query: ShowcaseQuery, profiles: readonly ShowcaseProfile[]): void;
}

export interface ShowcaseStore {
  state: ShowcaseState;
  actions: ShowcaseActions;
  /** Cancels a load under way; later answers change nothing. */
  destroy(): void;
}

/**
 * Creates the store of the members that landers and member landings show (GET showcase.php).
 * A late answer of an older query is dropped, as in the search store.
 */
export function createShowcaseStore({ api }: { api: ApiClient }): ShowcaseStore {
  const state = proxy<ShowcaseState>({
    profiles: null,
    status: 'idle',
    query: null,
    inPage: false,
  });
  const lifetime = createLifetime();
  const loads = latestCalls(lifetime);
  let shownKey = '';
  const keyOf = (query: ShowcaseQuery) =>
    JSON.stringify([query.count, query.gender, query.positions, query.member]);

  return {
    state,
    actions: {
      load(query) {
        const key = keyOf(query);
        if (key === shownKey && state.status !== 'error') return null;
        shownKey = key;
        const latest = loads.start();
        state.status = 'loading';
        state.query = query;
        state.inPage = false;
        return (async () => {
          const { signal } = lifetime;
          const result = await attempt(() => api.call('getShowcase', { query }, { signal }));
          if (!latest()) return result;
          if (result.ok) {
            // The profiles are shown, never edited: no need to track them deeply.
            state.profiles = ref([...result.value.profiles]);
            state.status = 'ready';
          } else {
            state.status = result.problem.code === 'not_found' ? 'missing' : 'error';
          }
          return result;
        })();
      },
      receive(query, profiles) {
        shownKey = keyOf(query);
        loads.drop();
        state.query = query;
        state.profiles = ref([...profiles]);
        state.status = 'ready';
        state.inPage = true;
      },
    },
    destroy() {
      lifetime.end();
    },
  };
}
