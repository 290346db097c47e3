import type { ProfileCard } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime } from '../platform/lifetime.js';

export interface BlockedMembersState {
  /** The members the member has blocked, the latest first; null until loaded. */
  profiles: ProfileCard[] | null;
  /** The member being unblocked, or null. */
  pendingId: number | null;
  /** Why the last load or unblock failed, or null. */
  problem: ApiProblem | null;
}

export interface BlockedMembersStore {
  state: BlockedMembersState;
  actions: {
    /** Loads GET block.php. */
    load(): Promise<Result<ProfileCard[]>>;
    /** Lifts a block (DELETE block.php); the member leaves the list once the server agrees. */
    unblock(id: number): Promise<Result>;
  };
  /** Cancels calls under way; later answers change nothing. */
  destroy(): void;
}

/** Creates the store of the blocked members' list in `/profile`. */
export function createBlockedMembersStore({ api }: { api: ApiClient }): BlockedMembersStore {
  const state = proxy<BlockedMembersState>({ profiles: null, pendingId: null, problem: null });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  return {
    state,
    actions: {
      async load() {
        const result = await attempt(() => api.call('getBlockedProfiles', undefined, { signal }));
        if (lifetime.ended) return result.ok ? { ok: true, value: result.value.profiles } : result;
        if (!result.ok) {
          state.problem = result.problem;
          return result;
        }
        state.problem = null;
        state.profiles = result.value.profiles;
        return { ok: true, value: result.value.profiles };
      },
      async unblock(id) {
        state.pendingId = id;
        state.problem = null;
        const result = await attempt(() =>
          api.call('unblock', { body: { profile_id: id } }, { signal }),
        );
        if (lifetime.ended) return result.ok ? { ok: true, value: undefined } : result;
        state.pendingId = null;
        if (!result.ok) {
          state.problem = result.problem;
          return result;
        }
        state.profiles = state.profiles?.filter((profile) => profile.id !== id) ?? null;
        return { ok: true, value: undefined };
      },
    },
    destroy: () => lifetime.end(),
  };
}
