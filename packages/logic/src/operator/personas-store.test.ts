import type { PersonasResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import { createFakeApi, FIXTURE_OPERATOR } from '../testing/index.js';
import { createPersonasStore } from './personas-store.js';

const asChat = (overrides: Parameters<typeof createFakeApi>[0] = {}) =>
  createFakeApi(overrides, { operator: { operator: FIXTURE_OPERATOR } });

const MIRA = {
  name: 'Mira',
  gender: 'female',
  sexuality: 'bi',
  date_of_birth: '1990-02-03',
  country: 'GB',
  region: 'GB-ENG',
} as const;

describe('the back office’s personas store', () => {
  it('lists the personas, makes one, changes and retires it, in the list’s order', async () => {
    const store = createPersonasStore({ api: asChat() });
    await store.actions.load();
    const names = () => store.state.personas?.map((persona) => persona.name);
    const before = names() ?? [];
    expect(before.length).toBeGreaterThan(2);
    expect(store.state.personas?.at(-1)?.status).toBe('disabled');

    const made = await store.actions.create(MIRA);
    expect(made.ok).toBe(true);
    const mira = made.ok ? made.value.persona : null;
    expect(mira).toMatchObject({ name: 'Mira', fictional: true, photos: [] });
    expect(names()).toContain('Mira');

    await store.actions.update(mira?.id ?? 0, { retired: true });
    // Retired ones come after the active ones.
    const statuses = store.state.personas?.map((persona) => `${persona.status} ${persona.name}`);
    expect(statuses?.filter((entry) => entry.startsWith('disabled'))).toEqual([
      'disabled Mira',
      'disabled Olivia',
    ]);
    expect(statuses?.at(-1)?.startsWith('disabled')).toBe(true);
    expect(store.state.saving).toBeNull();

    const again = await store.actions.create(MIRA);
    expect(again.ok).toBe(false);
    expect(store.state.problem).toEqual({
      persona: 'new',
      problem: expect.objectContaining({ fields: { name: 'invalid' } }),
    });
    store.actions.dismissProblem();
    expect(store.state.problem).toBeNull();
  });

  it('adds, orders and removes photos, and refuses a file the server would refuse before sending it', async () => {
    const api = asChat();
    const store = createPersonasStore({ api });
    await store.actions.load();
    const first = store.state.personas?.[0];
    if (!first) throw new Error('The fake has personas');
    const added = await store.actions.uploadPhoto(
      first.id,
      new Blob(['x'], { type: 'image/jpeg' }),
    );
    const photos = added.ok ? added.value.persona.photos : [];
    expect(photos).toHaveLength(first.photos.length + 1);
    const newest = photos.at(-1)?.id ?? 0;
    await store.actions.makeMainPhoto(first.id, newest);
    expect(store.state.personas?.find((each) => each.id === first.id)?.main_image?.id).toBe(newest);
    await store.actions.deletePhoto(first.id, newest);
    expect(store.state.personas?.find((each) => each.id === first.id)?.photos).toHaveLength(
      first.photos.length,
    );

    const calls = api.calls.length;
    const text = await store.actions.uploadPhoto(first.id, new Blob(['x'], { type: 'text/plain' }));
    expect(text.ok ? null : text.problem.code).toBe('photo_not_an_image');
    expect(store.state.problem?.persona).toBe(first.id);
    expect(api.calls).toHaveLength(calls);
  });

  it('drops a load under way when a change starts, so the change stays', async () => {
    const slow = deferred<PersonasResponse>();
    let loads = 0;
    const store = createPersonasStore({
      api: asChat({
        getPersonas: async () => {
          loads += 1;
          return loads === 2 ? slow.promise : { personas: [] };
        },
      }),
    });
    await store.actions.load();
    const late = store.actions.load();
    await store.actions.create(MIRA);
    slow.resolve({ personas: [] });
    await late;
    expect(store.state.personas?.map((persona) => persona.name)).toEqual(['Mira']);
  });
});
