import type { Brand, ProfileCard } from '@dating/contract';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, Photo } from '../db/schema.js';
import { type CardMember, profileCardView } from './profile-view.js';

/** The member columns a profile card needs. */
export const CARD_COLUMNS = [
  'members.id',
  'members.name',
  'members.date_of_birth',
  'members.gender',
  'members.country',
  'members.region',
  'members.city',
  'members.fictional',
  'members.last_seen_at',
  'members.offline_at',
  'members.invisible',
] as const;

/** The members of a brand whom others may find: active, with an active profile. */
export function findableMembers(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug'>,
): SelectQueryBuilder<Database, 'members', object> {
  return database
    .selectFrom('members')
    .where('members.site', '=', brand.slug)
    .where('members.profile_status', '=', 'active')
    .where('members.status', '=', 'active');
}

/** The members a viewer and they are kept apart from: blocked by the viewer, or blocking them. */
async function blockedIdsOf(database: Kysely<Database>, viewerId: number): Promise<number[]> {
  const rows = await database
    .selectFrom('blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', viewerId)
    .union(
      database.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', viewerId),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The findable members a viewer may see in a list: not the viewer, nobody blocked either way (the
 * two do not see each other anywhere). The blocks are read first (a few ids, mostly none), so a
 * search counts its rows from the index alone.
 */
export async function visibleMembers(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug'>,
  viewerId: number | undefined,
): Promise<SelectQueryBuilder<Database, 'members', object>> {
  const query = findableMembers(database, brand);
  if (viewerId === undefined) return query;
  const hidden = [viewerId, ...(await blockedIdsOf(database, viewerId))];
  return query.where('members.id', 'not in', hidden);
}

/** The main photo of each member: the first public active photo in their order. */
export async function mainPhotos(
  database: Kysely<Database>,
  memberIds: readonly number[],
): Promise<Map<number, Photo>> {
  const main = new Map<number, Photo>();
  if (memberIds.length === 0) return main;
  const photos = await database
    .selectFrom('photos')
    .selectAll()
    .where('member_id', 'in', memberIds)
    .where('private', '=', false)
    .where('status', '=', 'active')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const photo of photos) if (!main.has(photo.member_id)) main.set(photo.member_id, photo);
  return main;
}

/** Cards of members, in the order given, each with its main photo. */
export async function profileCards(
  database: Kysely<Database>,
  members: readonly CardMember[],
  now: number,
): Promise<ProfileCard[]> {
  const photos = await mainPhotos(
    database,
    members.map((member) => member.id),
  );
  return members.map((member) => profileCardView(member, photos.get(member.id), now));
}
