import type { SavedRepliesResponse } from '@dating/contract';
import { fillSavedReply, repliesFor } from '@dating/contract/rules';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import { createFakeApi, FIXTURE_ADMIN, FIXTURE_OPERATOR } from '../testing/index.js';
import { createSavedRepliesStore } from './saved-replies-store.js';

const asOperator = (
  overrides: Parameters<typeof createFakeApi>[0] = {},
  operator = FIXTURE_OPERATOR,
) => createFakeApi(overrides, { operator: { operator } });

describe('the chat team’s saved replies store', () => {
  it('lists the replies, makes, changes and removes one, keeping the server’s order', async () => {
    const store = createSavedRepliesStore({ api: asOperator() });
    await store.actions.load();
    const titles = () => store.state.replies?.map((reply) => `${reply.language} ${reply.title}`);
    expect(titles()).toEqual([
      'de Morgengruß',
      'en Morning greeting',
      'en Asked whether the profile is real',
      'nl Gevraagd of het profiel echt is',
    ]);

    const made = await store.actions.create({
      persona: null,
      language: 'en',
      title: 'A good night',
      text: 'Sleep well, {name}!',
    });
    expect(made.ok).toBe(true);
    const id = made.ok ? made.value.reply.id : 0;
    expect(titles()).toContain('en A good night');
    await store.actions.update(id, { title: 'Good night' });
    expect(titles()?.slice(1, 4)).toEqual([
      'en Morning greeting',
      'en Asked whether the profile is real',
      'en Good night',
    ]);
    await store.actions.remove(id);
    expect(titles()).toHaveLength(4);
    expect(store.state.saving).toBeNull();
  });

  it('drops a load that was under way when a change began, and names the reply a refusal was for', async () => {
    const late = deferred<SavedRepliesResponse>();
    const api = asOperator({ getSavedReplies: () => late.promise });
    const store = createSavedRepliesStore({ api });
    const loading = store.actions.load();
    const refused = await store.actions.update(999, { title: 'Nothing' });
    expect(refused.ok).toBe(false);
    expect(store.state.problem).toMatchObject({ reply: 999, problem: { code: 'not_found' } });
    late.resolve({ replies: [] });
    await loading;
    expect(store.state.replies).toBeNull();
    store.actions.dismissProblem();
    expect(store.state.problem).toBeNull();
  });

  it('is the chat team’s and the admins’, no one else’s', async () => {
    const admin = createSavedRepliesStore({ api: asOperator({}, FIXTURE_ADMIN) });
    await admin.actions.load();
    expect(admin.state.replies).toHaveLength(4);
    const support = { ...FIXTURE_OPERATOR, roles: ['support' as const] };
    const refused = createSavedRepliesStore({ api: asOperator({}, support) });
    await refused.actions.load();
    expect(refused.state.loadProblem?.code).toBe('role_required');
  });
});

describe('the saved replies’ rules', () => {
  it('fit a conversation by the member’s language, the persona’s own first, and fill in the name', () => {
    const replies = [
      { id: 1, persona: null, language: 'en', title: 'B general' },
      { id: 2, persona: { id: 7 }, language: 'en', title: 'Z own' },
      { id: 3, persona: { id: 8 }, language: 'en', title: 'A other persona' },
      { id: 4, persona: { id: 7 }, language: 'de', title: 'Deutsch' },
      { id: 5, persona: null, language: 'en', title: 'A general' },
    ] as const;
    expect(repliesFor(replies, 7, 'en').map((reply) => reply.id)).toEqual([2, 5, 1]);
    expect(repliesFor(replies, 7, 'pl')).toEqual([]);
    expect(fillSavedReply('Hi {name}, {name}!', 'Eva')).toBe('Hi Eva, Eva!');
  });
});
