import { randomBytes } from 'node:crypto';
import type { PhotoModerationMode, PhotoUpdate } from '@dating/contract';
import { photoLimit } from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import { memberUploadsFolder } from '../accounts/deletion.js';
import { lockMember } from '../accounts/members.js';
import type { Database, Member, Photo } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import type { PhotoStorage } from './photo-storage.js';
import { processPhoto } from './process-photo.js';

const limitReached = (limit: number) =>
  new ApiFailure(409, 'photo_limit_reached', `You can keep at most ${limit} photos`);

async function photoCount(executor: Kysely<Database>, memberId: number): Promise<number> {
  const { total } = await executor
    .selectFrom('photos')
    .select((builder) => builder.fn.countAll<number>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** 409 `photo_limit_reached` when the member keeps as many photos as allowed (3 free, 25 premium). */
export async function checkRoomForPhoto(
  database: Kysely<Database>,
  member: Pick<Member, 'id' | 'paid_user'>,
): Promise<void> {
  const limit = photoLimit(member.paid_user);
  if ((await photoCount(database, member.id)) >= limit) throw limitReached(limit);
}

/**
 * Adds an uploaded photo: checked by content and re-encoded without EXIF (`processPhoto`), saved
 * under the member's folder, then recorded as the member's last photo. The member row is locked
 * while the photo is counted, so two uploads at once cannot both take the last place; when the
 * record fails, the files go again. `review` is the brand's photo review, or the operator who
 * reviewed it already (a persona's photo, added by the team).
 */
export async function addPhoto(
  database: Kysely<Database>,
  photos: PhotoStorage,
  member: Pick<Member, 'id' | 'site' | 'paid_user'>,
  upload: { data: Buffer; private: boolean },
  review: PhotoModerationMode | { reviewer: number },
  now: number,
): Promise<void> {
  const processed = await processPhoto(upload.data);
  const name = `${memberUploadsFolder(member)}/${randomBytes(12).toString('hex')}`;
  const files = {
    full: `${name}.jpg`,
    thumb: `${name}-thumb.jpg`,
    thumb2x: `${name}-thumb-2x.jpg`,
  };
  await photos.save(files.full, processed.full);
  await photos.save(files.thumb, processed.thumb);
  await photos.save(files.thumb2x, processed.thumb2x);
  const limit = photoLimit(member.paid_user);
  try {
    await database.transaction().execute(async (transaction) => {
      await lockMember(transaction, member.id);
      if ((await photoCount(transaction, member.id)) >= limit) throw limitReached(limit);
      const { last } = await transaction
        .selectFrom('photos')
        .select((builder) => builder.fn.max('position').as('last'))
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      await transaction
        .insertInto('photos')
        .values({
          member_id: member.id,
          filename: files.full,
          thumb: files.thumb,
          thumb_2x: files.thumb2x,
          // Reviewed before it shows (`pending`: its owner's alone), or live at once and queued;
          // a persona's photo is the team's own, reviewed by the operator who adds it.
          status: review === 'before' ? 'pending' : 'active',
          ...(typeof review === 'object'
            ? { reviewed_at: new Date(now), reviewed_by: review.reviewer }
            : { reviewed_at: null, reviewed_by: null }),
          private: upload.private,
          position: last === null ? 0 : Number(last) + 1,
          created_at: new Date(now),
        })
        .execute();
    });
  } catch (error) {
    await Promise.all(Object.values(files).map((file) => photos.remove(file)));
    throw error;
  }
}

async function ownPhoto(
  database: Kysely<Database>,
  member: Pick<Member, 'id'>,
  id: number,
): Promise<Photo> {
  const photo = await database
    .selectFrom('photos')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  if (!photo) throw notFound('photo', 'id');
  return photo;
}

/**
 * Makes a photo the main image (it moves before all others and becomes public), or moves it
 * between public and private.
 */
export async function updatePhoto(
  database: Kysely<Database>,
  member: Pick<Member, 'id'>,
  update: PhotoUpdate,
): Promise<void> {
  const photo = await ownPhoto(database, member, update.id);
  if (update.main) {
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
}

/** Removes a photo and its files (demo portraits are shared files and stay). */
export async function deletePhoto(
  database: Kysely<Database>,
  photos: PhotoStorage,
  member: Pick<Member, 'id' | 'site'>,
  id: number,
): Promise<void> {
  const photo = await ownPhoto(database, member, id);
  await database.deleteFrom('photos').where('id', '=', photo.id).execute();
  if (photo.filename.startsWith(`${memberUploadsFolder(member)}/`)) {
    const files = [photo.filename, photo.thumb, ...(photo.thumb_2x ? [photo.thumb_2x] : [])];
    await Promise.all(files.map((file) => photos.remove(file)));
  }
}
