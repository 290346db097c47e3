import type { Persona, ProfileCard } from '@dating/contract';
import { apiError } from './fake-errors.js';
import type { EndpointHandlers } from './fake-server.js';
import type { operatorGate } from './fake-team.js';
import { fixtureImage, fixtureProfile, fixtureRegions } from './fixtures.js';

/** When the fake's personas were made, one day apart. */
const MADE_AT = Date.UTC(2025, 8, 1, 9);

/**
 * The fake's personas: the fictional `profiles` as full profiles, each with three photos and a
 * count of conversations; the third retired (`status: 'disabled'`).
 */
export function fixturePersonas(profiles: readonly ProfileCard[]): Persona[] {
  return profiles
    .filter((profile) => profile.fictional)
    .map((card, index) => {
      const photos = [0, 1, 2].map((shot) => fixtureImage(card.id * 3 + shot));
      const region = fixtureRegions()[card.country]?.find((each) => each.name === card.region);
      return {
        ...fixtureProfile({
          ...card,
          region: region?.name ?? null,
          region_code: region?.code ?? null,
          main_image: photos[0] ?? null,
          photos,
          fictional: true,
          status: index === 2 ? 'disabled' : 'active',
          notes: index % 2 === 0 ? 'Coffee first, then the world.' : null,
          interests: ['relationship', 'travelling'],
        }),
        created_at: new Date(MADE_AT + index * 86_400_000).toISOString(),
        conversations: (index * 7) % 12,
      };
    });
}

type PersonaHandlers = Pick<
  EndpointHandlers,
  | 'getPersonas'
  | 'createPersona'
  | 'updatePersona'
  | 'uploadPersonaPhoto'
  | 'updatePersonaPhoto'
  | 'deletePersonaPhoto'
>;

/**
 * The fake's personas in the back office: the list (active first, then by name), a new one (a
 * name the list has already is `invalid`, so that stories can show a field problem), changes,
 * retirement, and photos added (a fixture image), made main or removed. Every call is decided as
 * the server decides it (`operatorGate`).
 */
export function createFakePersonas(
  gate: ReturnType<typeof operatorGate>,
  profiles: readonly ProfileCard[],
  start: readonly Persona[] = fixturePersonas(profiles),
): PersonaHandlers {
  let personas = [...start];
  let ids = 9000;
  const ordered = () =>
    [...personas].sort(
      (a, b) => a.status.localeCompare(b.status) || a.name.localeCompare(b.name) || a.id - b.id,
    );
  const personaOf = (id: number, field: 'id' | 'persona') => {
    const persona = personas.find((candidate) => candidate.id === id);
    if (!persona) throw apiError('not_found', { fields: { [field]: 'not_found' } });
    return persona;
  };
  const replace = (persona: Persona) => {
    personas = personas.map((each) => (each.id === persona.id ? persona : each));
    return { persona };
  };
  const withPhotos = (persona: Persona, photos: Persona['photos']): Persona => ({
    ...persona,
    photos,
    main_image: photos.find((photo) => photo.status === 'active') ?? null,
  });

  return {
    getPersonas: async () => {
      gate('getPersonas');
      return { personas: ordered() };
    },
    createPersona: async ({ body }) => {
      gate('createPersona');
      if (personas.some((persona) => persona.name === body.name)) {
        throw apiError('validation_failed', { fields: { name: 'invalid' } });
      }
      ids += 1;
      const persona: Persona = {
        ...fixtureProfile({
          ...body,
          id: ids,
          age: 30,
          region: body.region ?? null,
          region_code: body.region ?? null,
          city: body.city ?? null,
          hair_color: body.hair_color ?? null,
          eye_color: body.eye_color ?? null,
          body_type: body.body_type ?? null,
          relationship_status: body.relationship_status ?? null,
          tattoos: body.tattoos ?? null,
          interests: body.interests ?? [],
          notes: body.notes ?? null,
          main_image: null,
          photos: [],
          fictional: true,
          online: false,
        }),
        created_at: new Date(MADE_AT + ids * 1000).toISOString(),
        conversations: 0,
      };
      personas.push(persona);
      return { persona };
    },
    updatePersona: async ({ body }) => {
      gate('updatePersona');
      const { id, retired, ...changes } = body;
      const persona = personaOf(id, 'id');
      return replace({
        ...persona,
        ...changes,
        ...(changes.region !== undefined ? { region_code: changes.region } : {}),
        ...(retired === undefined ? {} : { status: retired ? 'disabled' : 'active' }),
      });
    },
    uploadPersonaPhoto: async ({ body }) => {
      gate('uploadPersonaPhoto');
      const persona = personaOf(Number(body.get('persona')), 'persona');
      if (!(body.get('photo') instanceof Blob)) {
        throw apiError('validation_failed', { fields: { photo: 'required' } });
      }
      ids += 1;
      return replace(withPhotos(persona, [...persona.photos, { ...fixtureImage(ids), id: ids }]));
    },
    updatePersonaPhoto: async ({ body }) => {
      gate('updatePersonaPhoto');
      const persona = personaOf(body.persona, 'persona');
      const photo = persona.photos.find((candidate) => candidate.id === body.id);
      if (!photo) throw apiError('not_found', { fields: { id: 'not_found' } });
      const others = persona.photos.filter((candidate) => candidate.id !== body.id);
      return replace(withPhotos(persona, [photo, ...others]));
    },
    deletePersonaPhoto: async ({ body }) => {
      gate('deletePersonaPhoto');
      const persona = personaOf(body.persona, 'persona');
      if (!persona.photos.some((candidate) => candidate.id === body.id)) {
        throw apiError('not_found', { fields: { id: 'not_found' } });
      }
      const kept = persona.photos.filter((candidate) => candidate.id !== body.id);
      return replace(withPhotos(persona, kept));
    },
  };
}
