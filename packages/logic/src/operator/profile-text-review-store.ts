import type { ReviewText } from '@dating/contract';
import type { ProfileTextRejectionGround } from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface ProfileTextReviewState {
  /** The texts waiting, the oldest first; null until they load. */
  texts: ReviewText[] | null;
  /** How many wait on the server, and since when the oldest does. */
  waiting: number;
  oldestAt: string | null;
  loadProblem: ApiProblem | null;
  /** The text a decision is under way for. */
  deciding: number | null;
  /** Why the last decision was refused, and for which text; null when it went. */
  problem: { text: number; problem: ApiProblem } | null;
}

export interface ProfileTextReviewStore {
  state: ProfileTextReviewState;
  actions: {
    load(): Promise<void>;
    /** Approves a text: it stays on the profile and leaves the list. */
    approve(text: number): Promise<Result<unknown>>;
    /** Removes a text on a ground: its member gets a statement of reasons; it leaves the list. */
    reject(text: number, ground: ProfileTextRejectionGround): Promise<Result<unknown>>;
  };
  destroy(): void;
}

/**
 * Creates the store of the review of profile texts (moderators): the names and about-me texts
 * that look like contact details, links or money requests, the oldest first, and the decision on
 * each. A text decided by another moderator meanwhile (409) leaves the list too, with the problem
 * said; a late load does not bring a decided text back.
 */
export function createProfileTextReviewStore({ api }: { api: ApiClient }): ProfileTextReviewStore {
  const state = proxy<ProfileTextReviewState>({
    texts: null,
    waiting: 0,
    oldestAt: null,
    loadProblem: null,
    deciding: null,
    problem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);

  function leave(text: number) {
    const rest = (state.texts ?? []).filter((candidate) => candidate.id !== text);
    state.texts = rest;
    state.waiting = Math.max(0, state.waiting - 1);
    state.oldestAt = rest[0]?.created_at ?? null;
  }

  async function decide(
    text: number,
    body: { decision: 'approve' } | { decision: 'reject'; ground: ProfileTextRejectionGround },
  ): Promise<Result<unknown>> {
    if (state.deciding !== null) return { ok: true, value: undefined };
    loads.drop();
    state.deciding = text;
    state.problem = null;
    const result = await attempt(() =>
      api.call('decideProfileText', { body: { text, ...body } }, { signal }),
    );
    if (lifetime.ended) return result;
    state.deciding = null;
    if (!result.ok) {
      state.problem = { text, problem: result.problem };
      if (result.problem.code === 'conflict') leave(text);
      return result;
    }
    leave(text);
    return result;
  }

  return {
    state,
    actions: {
      async load() {
        const latest = loads.start();
        const result = await attempt(() => api.call('getProfileTextQueue', undefined, { signal }));
        if (!latest()) return;
        state.loadProblem = result.ok ? null : result.problem;
        if (!result.ok) return;
        state.texts = result.value.texts;
        state.waiting = result.value.waiting;
        state.oldestAt = result.value.oldest_at;
      },
      approve: (text) => decide(text, { decision: 'approve' }),
      reject: (text, ground) => decide(text, { decision: 'reject', ground }),
    },
    destroy: () => lifetime.end(),
  };
}
