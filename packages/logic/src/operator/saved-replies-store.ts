import type {
  CreateSavedReplyRequest,
  SavedReply,
  UpdateSavedReplyRequest,
} from '@dating/contract';
import { bySavedReplyOrder } from '@dating/contract/rules';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface SavedRepliesState {
  /** The brand's saved replies, by language, persona and title; null until the first load. */
  replies: SavedReply[] | null;
  /** Why the last load failed; null once one succeeds. */
  loadProblem: ApiProblem | null;
  /** The reply a change is under way for (`new`: one being made); null when none. */
  saving: number | 'new' | null;
  /** Why the last change was refused, with the reply it was for; null when dismissed. */
  problem: { reply: number | 'new'; problem: ApiProblem } | null;
}

/** A change of a saved reply's fields, without the id. */
export type SavedReplyChanges = Omit<UpdateSavedReplyRequest, 'id'>;

export interface SavedRepliesActions {
  load(): Promise<void>;
  create(fields: CreateSavedReplyRequest): Promise<Result<{ reply: SavedReply }>>;
  update(id: number, changes: SavedReplyChanges): Promise<Result<{ reply: SavedReply }>>;
  remove(id: number): Promise<Result<{ ok: true }>>;
  dismissProblem(): void;
}

export interface SavedRepliesStore {
  state: SavedRepliesState;
  actions: SavedRepliesActions;
  destroy(): void;
}

const inOrder = (replies: readonly SavedReply[]) => [...replies].sort(bySavedReplyOrder);

/**
 * Creates the store of the chat team's saved replies: the list (for the reply picker of the inbox
 * and for the replies' own section), making, changing and removing one. A change's answer replaces
 * the reply in the list; a load under way when a change starts is dropped, so it cannot undo it.
 */
export function createSavedRepliesStore({ api }: { api: ApiClient }): SavedRepliesStore {
  const state = proxy<SavedRepliesState>({
    replies: null,
    loadProblem: null,
    saving: null,
    problem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);

  async function change<Value>(
    reply: number | 'new',
    call: () => Promise<Value>,
    apply: (value: Value, replies: SavedReply[]) => SavedReply[],
  ): Promise<Result<Value>> {
    loads.drop();
    state.saving = reply;
    state.problem = null;
    const result = await attempt(call);
    if (lifetime.ended) return result;
    state.saving = null;
    if (!result.ok) state.problem = { reply, problem: result.problem };
    else state.replies = inOrder(apply(result.value, state.replies ?? []));
    return result;
  }

  const replaced = ({ reply }: { reply: SavedReply }, replies: SavedReply[]) => [
    ...replies.filter((each) => each.id !== reply.id),
    reply,
  ];

  const actions: SavedRepliesActions = {
    async load() {
      const latest = loads.start();
      const result = await attempt(() => api.call('getSavedReplies', undefined, { signal }));
      if (!latest()) return;
      if (!result.ok) {
        state.loadProblem = result.problem;
        return;
      }
      state.loadProblem = null;
      state.replies = result.value.replies;
    },
    create: (fields) =>
      change('new', () => api.call('createSavedReply', { body: fields }, { signal }), replaced),
    update: (id, changes) =>
      change(
        id,
        () => api.call('updateSavedReply', { body: { id, ...changes } }, { signal }),
        replaced,
      ),
    remove: (id) =>
      change(
        id,
        () => api.call('deleteSavedReply', { body: { id } }, { signal }),
        (_, replies) => replies.filter((each) => each.id !== id),
      ),
    dismissProblem() {
      state.problem = null;
    },
  };

  return { state, actions, destroy: () => lifetime.end() };
}
