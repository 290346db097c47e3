import { personaPhotoFieldsSchema } from '@dating/contract';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { readPhotoUpload } from '../http/photo-upload.js';
import {
  addPersonaPhoto,
  createPersona,
  makePersonaPhotoMain,
  personasOf,
  removePersonaPhoto,
  updatePersona,
} from '../operators/personas.js';

/**
 * The brand's personas in the back office (`/api/operator/personas.php` and
 * `persona-photos.php`): the list, a new one, a change or retirement, and their photos. Each
 * change answers the persona as it is now.
 */
export const personaRoutes: DomainRoutes = async (app, { context }) => {
  const { database, photos, clock } = context;

  route(app, context, 'getPersonas', async (request) => ({
    personas: await personasOf(database, request.brand.slug, clock.now()),
  }));

  route(app, context, 'createPersona', async (request) => ({
    persona: await createPersona(
      database,
      request.brand,
      request.operator,
      request.body,
      clock.now(),
    ),
  }));

  route(app, context, 'updatePersona', async (request) => ({
    persona: await updatePersona(
      database,
      request.brand,
      request.operator,
      request.body,
      clock.now(),
    ),
  }));

  route(app, context, 'uploadPersonaPhoto', async (request) => {
    const { brand, operator } = request;
    // One upload at a time per operator, as members upload one at a time.
    const persona = await context.uploads.run(`operator:${operator.id}`, async () => {
      const upload = await readPhotoUpload(request, personaPhotoFieldsSchema);
      const input = { persona: upload.fields.persona, data: upload.data };
      return addPersonaPhoto(database, photos, brand.slug, operator, input, clock.now());
    });
    return { persona };
  });

  route(app, context, 'updatePersonaPhoto', async (request) => ({
    persona: await makePersonaPhotoMain(database, request.brand.slug, request.body, clock.now()),
  }));

  route(app, context, 'deletePersonaPhoto', async (request) => ({
    persona: await removePersonaPhoto(
      database,
      photos,
      request.brand.slug,
      request.operator,
      request.body,
      clock.now(),
    ),
  }));
};
