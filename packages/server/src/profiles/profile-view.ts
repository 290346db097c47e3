import type { Image, Profile, ProfileCard } from '@dating/contract';
import { ageOn } from '@dating/contract/rules';
import type { Member, Photo } from '../db/schema.js';
import { regionName } from '../regions/regions.js';

/** A member counts as online when seen within this many milliseconds. */
const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** The URL path of a file below the uploads folder. */
function uploadUrl(path: string): string {
  return `/uploads/${path}`;
}

/** A photo as the API shows it: URL paths for the full image, the thumbnail and the match pop-up. */
export function imageView(
  photo: Pick<Photo, 'id' | 'filename' | 'thumb' | 'thumb_2x' | 'status'>,
): Image {
  return {
    id: photo.id,
    filename: uploadUrl(photo.filename),
    thumb_filename: uploadUrl(photo.thumb),
    ...(photo.thumb_2x ? { thumb_2x_filename: uploadUrl(photo.thumb_2x) } : {}),
    status: photo.status as Image['status'],
    match: uploadUrl(photo.filename),
  };
}

/**
 * Whether a member shows as online: seen recently, not gone since (their page became hidden
 * after they were last seen) and not invisible.
 */
function isOnline(
  member: Pick<Member, 'last_seen_at' | 'offline_at' | 'invisible'>,
  now: number,
): boolean {
  if (member.invisible || !member.last_seen_at) return false;
  if (member.offline_at && member.offline_at >= member.last_seen_at) return false;
  return now - member.last_seen_at.getTime() <= ONLINE_WINDOW_MS;
}

/** The fields of a member that a search result shows. */
export type CardMember = Pick<
  Member,
  | 'id'
  | 'name'
  | 'date_of_birth'
  | 'gender'
  | 'country'
  | 'region'
  | 'city'
  | 'fictional'
  | 'last_seen_at'
  | 'offline_at'
  | 'invisible'
>;

/** A member as a search result card. */
export function profileCardView(
  member: CardMember,
  mainPhoto: Photo | undefined,
  now: number,
): ProfileCard {
  return {
    id: member.id,
    name: member.name,
    age: ageOn(member.date_of_birth, now),
    gender: member.gender as ProfileCard['gender'],
    country: member.country,
    region: member.region ? regionName(member.country, member.region) : null,
    city: member.city,
    main_image: mainPhoto ? imageView(mainPhoto) : null,
    fictional: member.fictional,
    online: isOnline(member, now),
  };
}

/** The full profile of a member, photos in their order; the first public active photo is the main image. */
export function profileView(member: Member, photos: readonly Photo[], now: number): Profile {
  const publicPhotos = photos.filter((photo) => !photo.private);
  const mainPhoto = publicPhotos.find((photo) => photo.status === 'active');
  return {
    ...profileCardView(member, mainPhoto, now),
    region_code: member.region,
    sexuality: member.sexuality as Profile['sexuality'],
    date_of_birth: member.date_of_birth,
    hair_color: member.hair_color as Profile['hair_color'],
    eye_color: member.eye_color as Profile['eye_color'],
    body_type: member.body_type as Profile['body_type'],
    relationship_status: member.relationship_status as Profile['relationship_status'],
    tattoos: member.tattoos as Profile['tattoos'],
    interests: member.interests as Profile['interests'],
    notes: member.notes,
    photos: publicPhotos.map(imageView),
    private_photos: photos.filter((photo) => photo.private).map(imageView),
    status: member.profile_status as Profile['status'],
  };
}
