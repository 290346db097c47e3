import type { ConversationContext } from '@dating/contract';
import { OPERATOR_NOTE_MAX_LENGTH } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import { createFakeApi, FIXTURE_OPERATOR } from '../testing/index.js';
import { createConversationContextStore } from './conversation-context-store.js';

const asChat = (overrides: Parameters<typeof createFakeApi>[0] = {}) =>
  createFakeApi(overrides, { operator: { operator: FIXTURE_OPERATOR } });

describe('what the chat team sees beside a conversation', () => {
  it('loads both profiles and saves the note, which the draft follows until the operator writes', async () => {
    const store = createConversationContextStore({ api: asChat() });
    await store.actions.open(100);
    expect(store.state.context).toMatchObject({
      persona: { fictional: true },
      member: { fictional: false },
      note: null,
    });
    expect(store.state.draft).toBe('');

    store.actions.edit('Works nights; has a dog called Bruno.');
    expect(store.state.dirty).toBe(true);
    const saved = await store.actions.save();
    expect(saved.ok).toBe(true);
    expect(store.state).toMatchObject({
      dirty: false,
      saving: false,
      draft: 'Works nights; has a dog called Bruno.',
      context: {
        note: { text: 'Works nights; has a dog called Bruno.', updated_by: { name: 'Sam' } },
      },
    });

    store.actions.edit('x'.repeat(OPERATOR_NOTE_MAX_LENGTH + 1));
    const tooLong = await store.actions.save();
    expect(tooLong.ok ? null : tooLong.problem.fields).toEqual({ text: 'too_long' });

    await store.actions.open(null);
    expect(store.state).toMatchObject({ conversation: null, context: null, draft: '' });
  });

  it('keeps the draft and shows a colleague’s note that was saved first', async () => {
    const api = createFakeApi({}, { operator: { operator: FIXTURE_OPERATOR } });
    const store = createConversationContextStore({ api });
    await store.actions.open(100);
    // Kim saves from another browser while Sam writes.
    await api.call('saveOperatorNote', {
      body: { conversation: 100, text: 'Likes sailing.', based_on: null },
    });
    store.actions.edit('Has a dog.');
    const refused = await store.actions.save();
    expect(refused.ok ? null : refused.problem.code).toBe('conflict');
    expect(store.state).toMatchObject({
      draft: 'Has a dog.',
      dirty: true,
      saveProblem: { code: 'conflict' },
      context: { note: { text: 'Likes sailing.' } },
    });
    // Merged and saved over the colleague's note: it lands.
    store.actions.edit('Likes sailing. Has a dog.');
    const merged = await store.actions.save();
    expect(merged.ok).toBe(true);
    expect(store.state.context?.note?.text).toBe('Likes sailing. Has a dog.');
  });

  it('drops the answer for a conversation the operator has left', async () => {
    const slow = deferred<ConversationContext>();
    const fast = createFakeApi({}, { operator: { operator: FIXTURE_OPERATOR } });
    const store = createConversationContextStore({
      api: asChat({
        getConversationContext: async (input, options) =>
          input.query.conversation === 100
            ? slow.promise
            : fast.call('getConversationContext', input, options),
      }),
    });
    const first = store.actions.open(100);
    await store.actions.open(101);
    const shown = store.state.context;
    const stale = await fast.call('getConversationContext', { query: { conversation: 100 } });
    slow.resolve(stale);
    await first;
    expect(store.state.conversation).toBe(101);
    expect(store.state.context).toEqual(shown);
  });
});
