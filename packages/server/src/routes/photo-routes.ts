import { type Brand, photoUploadFieldsSchema } from '@dating/contract';
import { freshMember } from '../accounts/members.js';
import { userView } from '../accounts/user-view.js';
import type { ServerContext } from '../http/context.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { readPhotoUpload } from '../http/photo-upload.js';
import { addPhoto, checkRoomForPhoto, deletePhoto, updatePhoto } from '../photos/photo-service.js';

/** The member's photos as they are now. */
async function answer(context: ServerContext, brand: Brand, memberId: number) {
  const member = await freshMember(context.database, memberId);
  return { user: await userView(context.database, member, brand, context.clock.now()) };
}

/**
 * Photos: upload (POST photos.php, multipart, with an idempotency key; one at a time per member,
 * see `UploadSlots`), make one the main image or
 * move it between public and private (PATCH), delete one (DELETE). Each answers the member with
 * the photos as they are now.
 */
export const photoRoutes: DomainRoutes = async (app, { context }) => {
  const { database, photos, clock } = context;

  route(app, context, 'uploadPhoto', async (request) => {
    const { member } = request;
    // Refused before the upload is read when the member is at the limit already.
    await checkRoomForPhoto(database, member);
    await context.uploads.run(member.id, async () => {
      const upload = await readPhotoUpload(request, photoUploadFieldsSchema);
      await addPhoto(
        database,
        photos,
        member,
        { data: upload.data, private: upload.fields.private === 'true' },
        request.brand.moderation.photos,
        clock.now(),
      );
    });
    return answer(context, request.brand, member.id);
  });

  route(app, context, 'updatePhoto', async (request) => {
    await updatePhoto(database, request.member, request.body);
    return answer(context, request.brand, request.member.id);
  });

  route(app, context, 'deletePhoto', async (request) => {
    await deletePhoto(database, photos, request.member, request.body.id);
    return answer(context, request.brand, request.member.id);
  });
};
