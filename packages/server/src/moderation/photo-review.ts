import type {
  Brand,
  PhotoDecisionRequest,
  PhotoQueueResponse,
  RestrictionGround,
} from '@dating/contract';
import { PHOTO_QUEUE_PAGE_SIZE } from '@dating/contract/enums';
import type { Kysely } from 'kysely';
import { USABLE_STATUSES } from '../accounts/member-status.js';
import type { Database, Operator, Photo } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { recordAudit } from '../operators/audit-log.js';
import { reviewedMember } from './profile-texts.js';
import { restrictMember } from './restrictions.js';

/** The back office's address of a photo's file: for moderators, whatever its status. */
const reviewFileUrl = (photoId: number, size: 'full' | 'thumb') =>
  `/api/operator/photo-file/${photoId}/${size}`;

/**
 * GET operator/photos.php: the brand's photos waiting for review, the oldest first (after `after`),
 * each with its member and their other photos; how many wait and since when. Photos of accounts
 * that are deleted or disabled do not wait: nobody sees them.
 */
export async function photoQueueOf(
  database: Kysely<Database>,
  site: string,
  after: number | undefined,
  now: number,
): Promise<PhotoQueueResponse> {
  const waitingPhotos = () =>
    database
      .selectFrom('photos')
      .innerJoin('members', 'members.id', 'photos.member_id')
      .where('members.site', '=', site)
      .where('members.status', 'in', USABLE_STATUSES)
      .where('photos.reviewed_at', 'is', null);
  const rows = await waitingPhotos()
    .selectAll('photos')
    .select([
      'members.name',
      'members.date_of_birth',
      'members.gender',
      'members.country',
      'members.city',
      'members.notes',
    ])
    .$if(after !== undefined, (select) => select.where('photos.id', '>', after ?? 0))
    .orderBy('photos.id')
    .limit(PHOTO_QUEUE_PAGE_SIZE)
    .execute();
  const count = await waitingPhotos()
    .select((select) => [
      select.fn.countAll<string>().as('count'),
      select.fn.min('photos.created_at').as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  const memberIds = [...new Set(rows.map((row) => row.member_id))];
  const others: Photo[] = memberIds.length
    ? await database
        .selectFrom('photos')
        .selectAll()
        .where('member_id', 'in', memberIds)
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  return {
    photos: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      status: row.status,
      private: row.private,
      url: reviewFileUrl(row.id, 'full'),
      member: { ...reviewedMember(row, now), notes: row.notes },
      others: others
        .filter((photo) => photo.member_id === row.member_id && photo.id !== row.id)
        .map((photo) => ({
          id: photo.id,
          thumb_url: reviewFileUrl(photo.id, 'thumb'),
          status: photo.status,
          private: photo.private,
        })),
    })),
    waiting: Number(count.count),
    oldest_at: count.oldest ? new Date(count.oldest).toISOString() : null,
  };
}

/**
 * POST operator/photo-decision.php: a photo approved (it shows to others from now on) or rejected
 * on a ground (hidden from everyone but its owner, who is mailed a statement of reasons with the
 * appeal, as a restriction of kind `removal`); recorded in the audit log. 404 for a photo of
 * another brand, 409 `conflict` for one reviewed already (two moderators at once: the first).
 */
export async function decidePhoto(
  database: Kysely<Database>,
  brand: Brand,
  operator: Pick<Operator, 'id' | 'name'>,
  input: PhotoDecisionRequest,
  origin: string,
  now: number,
): Promise<{ photo: number; status: Photo['status'] }> {
  return database.transaction().execute(async (transaction) => {
    const photo = await transaction
      .selectFrom('photos')
      .innerJoin('members', 'members.id', 'photos.member_id')
      .select(['photos.id', 'photos.status', 'photos.reviewed_at', 'photos.member_id'])
      .where('members.site', '=', brand.slug)
      .where('photos.id', '=', input.photo)
      .forUpdate('photos')
      .executeTakeFirst();
    if (!photo) throw notFound('photo', 'photo');
    if (photo.reviewed_at) throw new ApiFailure(409, 'conflict', 'This photo has been reviewed');
    const status = input.decision === 'approve' ? 'active' : 'rejected';
    await transaction
      .updateTable('photos')
      .set({ status, reviewed_at: new Date(now), reviewed_by: operator.id })
      .where('id', '=', photo.id)
      .execute();
    const member = await transaction
      .selectFrom('members')
      .selectAll()
      .where('id', '=', photo.member_id)
      .executeTakeFirstOrThrow();
    if (input.decision === 'approve') {
      await recordAudit(
        transaction,
        {
          site: brand.slug,
          operator,
          action: 'photo_approved',
          subject: { kind: 'member', id: member.id, label: member.name },
          details: { photo: String(photo.id) },
        },
        now,
      );
    } else {
      const ground: RestrictionGround = input.ground ?? 'illegal_content';
      const restriction = await restrictMember(
        transaction,
        { brand, member, kind: 'removal', ground, facts: '', operator, origin },
        now,
      );
      await transaction
        .updateTable('restrictions')
        .set({ photo_id: photo.id })
        .where('id', '=', restriction)
        .execute();
    }
    return { photo: photo.id, status };
  });
}

/**
 * The file of a photo for the back office's review (`/api/operator/photo-file/{id}/{size}`): the
 * path below the uploads folder of a photo of the brand, whatever its status, or undefined.
 */
export async function reviewFileOf(
  database: Kysely<Database>,
  site: string,
  photoId: number,
  size: 'full' | 'thumb',
): Promise<string | undefined> {
  const photo = await database
    .selectFrom('photos')
    .innerJoin('members', 'members.id', 'photos.member_id')
    .select(['photos.filename', 'photos.thumb'])
    .where('members.site', '=', site)
    .where('photos.id', '=', photoId)
    .executeTakeFirst();
  if (!photo) return undefined;
  return size === 'full' ? photo.filename : photo.thumb;
}
