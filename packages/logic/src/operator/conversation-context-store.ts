import type { ConversationContext, OperatorNote } from '@dating/contract';
import { OPERATOR_NOTE_MAX_LENGTH } from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, failure, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface ConversationContextState {
  /** The conversation shown; null when none is open. */
  conversation: number | null;
  /** Both profiles and the team's note; null while it loads (or when none is open). */
  context: ConversationContext | null;
  /** Why the last load failed; null once one succeeds. */
  loadProblem: ApiProblem | null;
  /** The note as the operator is writing it: the saved text until they change it. */
  draft: string;
  /** The draft differs from the note saved. */
  dirty: boolean;
  saving: boolean;
  /**
   * Why the last save was refused. `conflict`: a colleague saved the note since it was opened;
   * `context.note` is then theirs, and the draft stays, to be merged and saved again.
   */
  saveProblem: ApiProblem | null;
}

export interface ConversationContextActions {
  /** Shows a conversation's profiles and note (nothing once `conversation` is null). */
  open(conversation: number | null): Promise<void>;
  /** Loads the open conversation's profiles and note again (after a failed load). */
  reload(): Promise<void>;
  /** The operator changed the note's text. */
  edit(text: string): void;
  /** Saves the draft over the note the operator started from. */
  save(): Promise<Result<{ note: OperatorNote | null }>>;
}

export interface ConversationContextStore {
  state: ConversationContextState;
  actions: ConversationContextActions;
  destroy(): void;
}

/**
 * Creates the store of what the chat team sees beside an open conversation of the inbox: the
 * persona's profile, the member's, and the note the team keeps on the two. Opening another
 * conversation drops the answer of the one before. A save names the note it started from, so a
 * colleague's note saved in between is never overwritten unseen: it is shown, and the operator's
 * draft is kept.
 */
export function createConversationContextStore({
  api,
}: {
  api: ApiClient;
}): ConversationContextStore {
  const state = proxy<ConversationContextState>({
    conversation: null,
    context: null,
    loadProblem: null,
    draft: '',
    dirty: false,
    saving: false,
    saveProblem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);

  /** The context as loaded; the draft follows the note unless the operator is writing. */
  function show(context: ConversationContext) {
    state.context = context;
    if (!state.dirty) state.draft = context.note?.text ?? '';
  }

  async function load(conversation: number) {
    const latest = loads.start();
    const result = await attempt(() =>
      api.call('getConversationContext', { query: { conversation } }, { signal }),
    );
    if (!latest()) return;
    if (!result.ok) {
      state.loadProblem = result.problem;
      return;
    }
    state.loadProblem = null;
    show(result.value);
  }

  const actions: ConversationContextActions = {
    async open(conversation) {
      if (conversation === state.conversation) return;
      loads.drop();
      Object.assign(state, {
        conversation,
        context: null,
        loadProblem: null,
        draft: '',
        dirty: false,
        saving: false,
        saveProblem: null,
      });
      if (conversation !== null) await load(conversation);
    },
    async reload() {
      if (state.conversation !== null) await load(state.conversation);
    },
    edit(text) {
      state.draft = text;
      state.dirty = text !== (state.context?.note?.text ?? '');
      if (state.saveProblem?.code !== 'conflict') state.saveProblem = null;
    },
    async save() {
      const { conversation, context } = state;
      if (conversation === null || context === null) return failure('not_found');
      const text = state.draft.trim();
      if (text.length > OPERATOR_NOTE_MAX_LENGTH) {
        const tooLong = failure('validation_failed', { text: 'too_long' });
        state.saveProblem = tooLong.problem;
        return tooLong;
      }
      state.saving = true;
      state.saveProblem = null;
      const basedOn = context.note?.updated_at ?? null;
      const result = await attempt(() =>
        api.call(
          'saveOperatorNote',
          { body: { conversation, text, based_on: basedOn } },
          { signal },
        ),
      );
      if (lifetime.ended || state.conversation !== conversation) return result;
      state.saving = false;
      if (!result.ok) {
        state.saveProblem = result.problem;
        // A colleague's note came first: show theirs, keep the draft.
        if (result.problem.code === 'conflict') await load(conversation);
        return result;
      }
      state.dirty = false;
      show({ ...(state.context ?? context), note: result.value.note });
      return result;
    },
  };

  return { state, actions, destroy: () => lifetime.end() };
}
