import type { CreatePersonaRequest, Persona, UpdatePersonaRequest } from '@dating/contract';
import { MAX_PHOTO_BYTES } from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, failure, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface PersonasState {
  /** The brand's personas, the active ones first, then by name; null until the first load. */
  personas: Persona[] | null;
  /** Why the last load failed; null once one succeeds. */
  loadProblem: ApiProblem | null;
  /** The persona a change is under way for (`new`: one being made); null when none. */
  saving: number | 'new' | null;
  /** Why the last change was refused, with the persona it was for; null when dismissed. */
  problem: { persona: number | 'new'; problem: ApiProblem } | null;
}

/** A change of a persona's fields, or its retirement, without the id. */
export type PersonaChanges = Omit<UpdatePersonaRequest, 'id'>;

export interface PersonasActions {
  load(): Promise<void>;
  /** Makes a persona; it joins the list. */
  create(fields: CreatePersonaRequest): Promise<Result<{ persona: Persona }>>;
  /** Changes a persona's fields, or retires it (`retired: true`) or brings it back. */
  update(id: number, changes: PersonaChanges): Promise<Result<{ persona: Persona }>>;
  /** Adds a photo (a picked file) to a persona. */
  uploadPhoto(id: number, file: Blob): Promise<Result<{ persona: Persona }>>;
  makeMainPhoto(id: number, photo: number): Promise<Result<{ persona: Persona }>>;
  deletePhoto(id: number, photo: number): Promise<Result<{ persona: Persona }>>;
  dismissProblem(): void;
}

export interface PersonasStore {
  state: PersonasState;
  actions: PersonasActions;
  destroy(): void;
}

/** The list's order, as the server gives it: active ones first, then by name, then by id. */
function inOrder(personas: readonly Persona[]): Persona[] {
  return [...personas].sort(
    (a, b) => a.status.localeCompare(b.status) || a.name.localeCompare(b.name) || a.id - b.id,
  );
}

/**
 * Creates the store of the back office's personas (the chat team and admins): the list, making
 * one, changing or retiring one, and its photos. A change's answer replaces the persona in the
 * list; a load under way when a change starts is dropped, so it cannot undo the change.
 */
export function createPersonasStore({ api }: { api: ApiClient }): PersonasStore {
  const state = proxy<PersonasState>({
    personas: null,
    loadProblem: null,
    saving: null,
    problem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);

  async function change(
    persona: number | 'new',
    call: () => Promise<{ persona: Persona }>,
  ): Promise<Result<{ persona: Persona }>> {
    loads.drop();
    state.saving = persona;
    state.problem = null;
    const result = await attempt(call);
    if (lifetime.ended) return result;
    state.saving = null;
    if (!result.ok) {
      state.problem = { persona, problem: result.problem };
      return result;
    }
    const changed = result.value.persona;
    const others = (state.personas ?? []).filter((each) => each.id !== changed.id);
    state.personas = inOrder([...others, changed]);
    return result;
  }

  const actions: PersonasActions = {
    async load() {
      const latest = loads.start();
      const result = await attempt(() => api.call('getPersonas', undefined, { signal }));
      if (!latest()) return;
      if (!result.ok) {
        state.loadProblem = result.problem;
        return;
      }
      state.loadProblem = null;
      state.personas = result.value.personas;
    },
    create: (fields) =>
      change('new', () => api.call('createPersona', { body: fields }, { signal })),
    update: (id, changes) =>
      change(id, () => api.call('updatePersona', { body: { id, ...changes } }, { signal })),
    async uploadPhoto(id, file) {
      // Refused here what the server would refuse after the whole upload.
      const refused =
        file.size > MAX_PHOTO_BYTES
          ? failure('photo_too_large')
          : file.type && !file.type.startsWith('image/')
            ? failure('photo_not_an_image')
            : null;
      if (refused) {
        state.problem = { persona: id, problem: refused.problem };
        return refused;
      }
      const form = new FormData();
      form.append('persona', String(id));
      form.append('photo', file);
      return change(id, () => api.call('uploadPersonaPhoto', { body: form }, { signal }));
    },
    makeMainPhoto: (id, photo) =>
      change(id, () =>
        api.call(
          'updatePersonaPhoto',
          { body: { persona: id, id: photo, main: true } },
          { signal },
        ),
      ),
    deletePhoto: (id, photo) =>
      change(id, () =>
        api.call('deletePersonaPhoto', { body: { persona: id, id: photo } }, { signal }),
      ),
    dismissProblem() {
      state.problem = null;
    },
  };

  return { state, actions, destroy: () => lifetime.end() };
}
