import { type Brand, MAX_PHOTO_BYTES, photoUploadFieldsSchema } from '@dating/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { freshMember } from '../accounts/members.js';
import { userView } from '../accounts/user-view.js';
import { ApiFailure, parseInput, validationFailed } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { addPhoto, checkRoomForPhoto, deletePhoto, updatePhoto } from '../photos/photo-service.js';

const tooLarge = () =>
  new ApiFailure(
    413,
    'photo_too_large',
    `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  );

/** The text fields of a multipart part list, as an object. */
function textFields(file: MultipartFile): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && name !== file.fieldname) {
      fields[name] = value.value;
    }
  }
  return fields;
}

/**
 * Reads the one file of a multipart upload (field `photo`, before it the text field `private`).
 * Not multipart, no file, another field: 400 `photo: required`. Too large: 413. A body that ends
 * before the file does (a dropped connection, a forged length): 400 `photo: invalid`.
 */
async function readUpload(
  request: Pick<FastifyRequest, 'file'>,
): Promise<{ data: Buffer; private: boolean }> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10 } });
  } catch {
    throw validationFailed({ photo: 'required' });
  }
  if (file?.fieldname !== 'photo') throw validationFailed({ photo: 'required' });
  const fields = parseInput(photoUploadFieldsSchema, textFields(file));
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw validationFailed({ photo: 'invalid' });
  }
  if (file.file.truncated) throw tooLarge();
  return { data, private: fields.private === 'true' };
}

/** The member's photos as they are now. */
async function answer(context: ServerContext, brand: Brand, memberId: number) {
  const member = await freshMember(context.database, memberId);
  return { user: await userView(context.database, member, brand, context.clock.now()) };
}

/**
 * Photos: upload (POST photos.php, multipart, with an idempotency key), make one the main image or
 * move it between public and private (PATCH), delete one (DELETE). Each answers the member with
 * the photos as they are now.
 */
export const photoRoutes: DomainRoutes = async (app, { context }) => {
  const { database, photos, clock } = context;

  route(app, context, 'uploadPhoto', async (request) => {
    const { member } = request;
    // Refused before the upload is read when the member is at the limit already.
    await checkRoomForPhoto(database, member);
    const upload = await readUpload(request);
    await addPhoto(database, photos, member, upload, clock.now());
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
