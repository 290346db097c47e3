import { randomBytes } from 'node:crypto';
import {
  API_PATHS,
  MAX_PHOTO_BYTES,
  photoDeleteSchema,
  photoUpdateSchema,
  type UserResponse,
} from '@dating/contract';
import { photoLimit } from '@dating/contract/rules';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberUploadsFolder } from '../accounts/deletion.js';
import { userView } from '../accounts/user-view.js';
import type { Member } from '../db/schema.js';
import { ApiFailure, parseInput } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { requestBrand, requireMember } from '../http/session-cookie.js';
import { processPhoto } from '../photos/process-photo.js';

const tooLarge = () =>
  new ApiFailure(
    413,
    'photo_too_large',
    `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  );

const limitReached = (limit: number) =>
  new ApiFailure(409, 'photo_limit_reached', `You can keep at most ${limit} photos`, {
    fields: { photo: `at most ${limit} photos` },
  });

/** Reads the one file of a multipart upload, refusing an oversized one. */
async function readUpload(request: FastifyRequest): Promise<{ data: Buffer; private: boolean }> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
  } catch {
    throw new ApiFailure(400, 'validation_failed', 'Send the photo as multipart/form-data', {
      fields: { photo: 'missing' },
    });
  }
  if (file?.fieldname !== 'photo') {
    throw new ApiFailure(400, 'validation_failed', 'Send the photo in the field "photo"', {
      fields: { photo: 'missing' },
    });
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (file.file.truncated) throw tooLarge();
  const privateField = file.fields.private;
  const privateValue =
    privateField && !Array.isArray(privateField) && privateField.type === 'field'
      ? privateField.value
      : undefined;
  return { data, private: privateValue === 'true' };
}

async function ownPhoto(context: ServerContext, member: Member, id: number) {
  const photo = await context.database
    .selectFrom('photos')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  if (!photo) throw new ApiFailure(404, 'not_found', 'No such photo');
  return photo;
}

/**
 * POST photos.php (upload, multipart field `photo`, optional `private=true`), PATCH photos.php
 * (make a photo the main image, or move it between public and private) and DELETE photos.php.
 * Each answers the member with the photos as they are now.
 */
export function registerPhotoRoutes(app: FastifyInstance, context: ServerContext): void {
  const { database, clock, photos } = context;
  const answer = async (request: FastifyRequest, member: Member): Promise<UserResponse> => {
    const fresh = await database
      .selectFrom('members')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    return { user: await userView(database, fresh, requestBrand(request), clock.now()) };
  };

  app.post(API_PATHS.photos, async (request, reply): Promise<UserResponse> => {
    const member = await requireMember(context, request);
    const limit = photoLimit(member.paid_user);
    const count = async () => {
      const { total } = await database
        .selectFrom('photos')
        .select((builder) => builder.fn.countAll<number>().as('total'))
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      return Number(total);
    };
    // Refused before the upload is read when the member is at the limit already.
    if ((await count()) >= limit) throw limitReached(limit);
    const upload = await readUpload(request);
    const processed = await processPhoto(upload.data);
    const name = `${memberUploadsFolder(member)}/${randomBytes(12).toString('hex')}`;
    const files = { full: `${name}.jpg`, thumb: `${name}-thumb.jpg` };
    await photos.save(files.full, processed.full);
    await photos.save(files.thumb, processed.thumb);
    try {
      await database.transaction().execute(async (transaction) => {
        // The member row is locked so two uploads at once cannot both take the last place.
        await transaction
          .selectFrom('members')
          .select('id')
          .where('id', '=', member.id)
          .forUpdate()
          .execute();
        const existing = await transaction
          .selectFrom('photos')
          .select((builder) => [
            builder.fn.countAll<number>().as('total'),
            builder.fn.max('position').as('last'),
          ])
          .where('member_id', '=', member.id)
          .executeTakeFirstOrThrow();
        if (Number(existing.total) >= limit) throw limitReached(limit);
        await transaction
          .insertInto('photos')
          .values({
            member_id: member.id,
            filename: files.full,
            thumb: files.thumb,
            // The reference server has no moderation: a photo shows once it is uploaded.
            status: 'active',
            private: upload.private,
            position: existing.last === null ? 0 : Number(existing.last) + 1,
            created_at: new Date(clock.now()),
          })
          .execute();
      });
    } catch (error) {
      await Promise.all([photos.remove(files.full), photos.remove(files.thumb)]);
      throw error;
    }
    reply.status(201);
    return answer(request, member);
  });

  app.patch(API_PATHS.photos, async (request): Promise<UserResponse> => {
    const member = await requireMember(context, request);
    const update = parseInput(photoUpdateSchema, request.body);
    const photo = await ownPhoto(context, member, update.id);
    if (update.main) {
      // The main image is the first public photo: this one moves before all others.
      const { first } = await database
        .selectFrom('photos')
        .select((builder) => builder.fn.min('position').as('first'))
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      await database
        .updateTable('photos')
        .set({ position: Number(first ?? 0) - 1, private: false })
        .where('id', '=', photo.id)
        .execute();
    } else if (update.private !== undefined) {
      await database
        .updateTable('photos')
        .set({ private: update.private })
        .where('id', '=', photo.id)
        .execute();
    }
    return answer(request, member);
  });

  app.delete(API_PATHS.photos, async (request): Promise<UserResponse> => {
    const member = await requireMember(context, request);
    const { id } = parseInput(photoDeleteSchema, request.body);
    const photo = await ownPhoto(context, member, id);
    await database.deleteFrom('photos').where('id', '=', photo.id).execute();
    // Demo portraits are shared files; only the member's own uploads are removed from disk.
    if (photo.filename.startsWith(`${memberUploadsFolder(member)}/`)) {
      await Promise.all([photos.remove(photo.filename), photos.remove(photo.thumb)]);
    }
    return answer(request, member);
  });
}
