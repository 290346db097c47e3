import {
  ageOn,
  type Brand,
  birthDateRange,
  likeStateOf,
  type MemberProfile,
  type ProfileViewResponse,
  privatePhotosVisible,
  RELATED_PROFILES,
  viewerOf,
  visiblePublicPhotos,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure, authenticationRequired } from '../http/api-failure.js';
import { CARD_COLUMNS, profileCards, visibleMembers } from '../profiles/profile-cards.js';
import { profileView } from '../profiles/profile-view.js';
import { blockBetween, otherMember } from './relations.js';

/** Related profiles are of the same gender and country, within this many years of age. */
const RELATED_AGE_SPAN = 5;

/**
 * GET profile.php?id=: another member's profile as the viewer may see it (see
 * `memberProfileSchema`: photos beyond the viewer's rights only count as locked), with related
 * profiles. 404 for no such findable member; 403 `blocked` naming the member when they blocked
 * the viewer (the viewer's own block shows, with `blocked: true`, so it can be lifted here); a
 * visitor needs a brand whose logged-out search is open.
 */
export async function profilePage(
  database: Kysely<Database>,
  brand: Brand,
  viewer: Member | null,
  id: number,
  now: number,
): Promise<ProfileViewResponse> {
  if (!viewer && brand.logged_out_search === 'none') throw authenticationRequired();
  const member = await otherMember(database, brand, viewer?.id, id);
  let blocked = false;
  let like: MemberProfile['like'] = null;
  if (viewer) {
    const block = await blockBetween(database, viewer.id, member.id);
    if (block === 'them') {
      throw new ApiFailure(403, 'blocked', `You're blocked by ${member.name}`, {
        name: member.name,
      });
    }
    blocked = block === 'caller';
    const likes = await database
      .selectFrom('likes')
      .select('liker_id')
      .where((where) =>
        where.or([
          where.and([where('liker_id', '=', viewer.id), where('liked_id', '=', member.id)]),
          where.and([where('liker_id', '=', member.id), where('liked_id', '=', viewer.id)]),
        ]),
      )
      .execute();
    like = likeStateOf(
      likes.some((row) => row.liker_id === viewer.id),
      likes.some((row) => row.liker_id === member.id),
    );
  }
  const photos = await database
    .selectFrom('photos')
    .selectAll()
    .where('member_id', '=', member.id)
    .where('status', '=', 'active')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const full = profileView(member, photos, now);
  const kind = viewerOf(viewer);
  const shown = visiblePublicPhotos(kind, full.photos.length);
  const privateShown = privatePhotosVisible(kind, like);
  const { date_of_birth: _birth, region_code: _code, ...rest } = full;
  const profile: MemberProfile = {
    ...rest,
    photos: full.photos.slice(0, shown),
    private_photos: privateShown ? full.private_photos : [],
    locked_photos: full.photos.length - shown + (privateShown ? 0 : full.private_photos.length),
    signup_date: member.signup_date.toISOString(),
    like,
    blocked,
  };
  return { profile, related: await relatedProfiles(database, brand, viewer, member, now) };
}

/** Members like the one viewed: same gender and country, a similar age, newest first. */
async function relatedProfiles(
  database: Kysely<Database>,
  brand: Brand,
  viewer: Member | null,
  member: Member,
  now: number,
) {
  const age = ageOn(member.date_of_birth, now);
  const births = birthDateRange(age - RELATED_AGE_SPAN, age + RELATED_AGE_SPAN, now);
  const query = (await visibleMembers(database, brand, viewer?.id))
    .where('members.gender', '=', member.gender)
    .where('members.country', '=', member.country)
    .where('members.date_of_birth', '<=', births.onOrBefore)
    .where('members.date_of_birth', '>', births.after)
    .where('members.id', '!=', member.id);
  const members = await query
    .select(CARD_COLUMNS)
    .orderBy('members.id', 'desc')
    .limit(RELATED_PROFILES)
    .execute();
  return profileCards(database, members, now);
}
