import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../testing/fake-api.js';
import { apiError } from '../testing/fake-errors.js';
import { createComplaintStore } from './complaint-store.js';

function storeWith(answer: (body: unknown) => unknown) {
  const bodies: unknown[] = [];
  const api = createFakeApi({
    complain: async ({ body }) => {
      bodies.push(body);
      return answer(body) as { reference: string };
    },
  });
  return {
    store: createComplaintStore({ api, initial: { url: 'https://x.example/members/3' } }),
    bodies,
  };
}

const fill = (store: ReturnType<typeof createComplaintStore>) => {
  store.actions.set('reason', 'fake_profile');
  store.actions.set('explanation', '  Stolen photos.  ');
  store.actions.set('name', 'Nora');
  store.actions.set('email', 'nora@example.org');
  store.actions.set('good_faith', true);
};

describe('complaint store', () => {
  it('checks the form by the contract rule before anything is sent', async () => {
    const { store, bodies } = storeWith(() => ({ reference: 'N-1' }));
    const result = await store.actions.send('en');
    expect(result.ok).toBe(false);
    expect(store.state.problems).toEqual({
      reason: 'required',
      explanation: 'required',
      name: 'required',
      email: 'required',
      good_faith: 'required',
    });
    expect(bodies).toEqual([]);
    store.actions.set('reason', 'fake_profile');
    expect(store.state.problems.reason).toBeUndefined();
  });

  it('files the notice, leaving blank texts out, and keeps its reference', async () => {
    const { store, bodies } = storeWith(() => ({ reference: 'N-3F9A1C7B2D' }));
    fill(store);
    store.actions.set('name', '   ');
    store.actions.set('reason', 'child_sexual_abuse');
    store.actions.set('email', '');
    const result = await store.actions.send('de');
    expect(result).toEqual({ ok: true, value: 'N-3F9A1C7B2D' });
    expect(store.state.reference).toBe('N-3F9A1C7B2D');
    expect(bodies).toEqual([
      {
        subject: 'member',
        reason: 'child_sexual_abuse',
        url: 'https://x.example/members/3',
        explanation: '  Stolen photos.  ',
        good_faith: true,
        language: 'de',
      },
    ]);
  });

  it('clears a reason that does not fit a new subject, and a conversation for a page', () => {
    const { store } = storeWith(() => ({ reference: 'N-1' }));
    fill(store);
    store.actions.set('conversation_id', 12);
    store.actions.set('subject', 'page');
    expect(store.state.form.reason).toBe('fake_profile');
    expect(store.state.form.conversation_id).toBeNull();
    store.actions.set('subject', 'service');
    expect(store.state.form.reason).toBeNull();
  });

  it("shows the server's field problems, and other failures apart", async () => {
    let answer = apiError('validation_failed', { fields: { conversation_id: 'not_found' } });
    const { store } = storeWith(() => {
      throw answer;
    });
    fill(store);
    await store.actions.send('en');
    expect(store.state.problems).toEqual({ conversation_id: 'not_found' });
    answer = apiError('rate_limited', { minutes: 60 });
    await store.actions.send('en');
    expect(store.state.problem?.code).toBe('rate_limited');
    expect(store.state.sending).toBe(false);
  });
});
