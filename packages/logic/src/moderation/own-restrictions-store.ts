import type { OwnRestriction } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface OwnRestrictionsState {
  /** The member's restrictions not read in the app yet, the oldest first. */
  restrictions: OwnRestriction[];
}

export interface OwnRestrictionsStore {
  state: OwnRestrictionsState;
  actions: {
    load(): Promise<void>;
    /**
     * The member has read a restriction: it goes at once; the server is told (one that fails
     * comes back with the next load).
     */
    acknowledge(id: number): Promise<void>;
  };
  destroy(): void;
}

/**
 * Creates the store of the member's own restrictions to show in the app (a warning, a photo or a
 * profile text removed), beside the statement of reasons mailed: loaded once, and each one gone
 * once the member has read it. A load that fails shows nothing (the mail has told them).
 */
export function createOwnRestrictionsStore({ api }: { api: ApiClient }): OwnRestrictionsStore {
  const state = proxy<OwnRestrictionsState>({ restrictions: [] });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  return {
    state,
    actions: {
      async load() {
        const latest = loads.start();
        const result = await attempt(() => api.call('getOwnRestrictions', undefined, { signal }));
        if (latest() && result.ok) state.restrictions = result.value.restrictions;
      },
      async acknowledge(id) {
        loads.drop();
        state.restrictions = state.restrictions.filter((restriction) => restriction.id !== id);
        await attempt(() => api.call('acknowledgeRestriction', { body: { id } }, { signal }));
      },
    },
    destroy: () => lifetime.end(),
  };
}
