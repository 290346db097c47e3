import { chatPhotoFiles } from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import { USABLE_STATUSES } from '../accounts/member-status.js';
import type { Database } from '../db/schema.js';
import { blockBetween } from '../discovery/relations.js';

/** The ends of a chat photo's files (see `chatPhotoFiles`): the preview's first, as it ends in both. */
const { photo: PHOTO_SUFFIX, preview: PREVIEW_SUFFIX } = chatPhotoFiles('');

/** How an uploaded file may be served to a viewer: to everyone, only to its owner, or not at all. */
export type PhotoAccess = 'public' | 'owner' | undefined;

/**
 * Who may see an uploaded file (`<slug>/<member id>/<name>.jpg`, or a demo portrait), by the photos
 * that use it as full image or thumbnail (either size):
 * - a public photo that is live (`active`) is for everyone (search results, profiles, chats);
 * - a private photo, one in review before it shows (`pending`) or a rejected one is for its owner
 *   alone (and the brand's moderators, through their own address);
 * - a photo sent in a chat is for the two members of its conversation alone;
 * - a file that no photo uses (deleted, or left from an erased account) is for nobody, and so is
 *   every photo of an account that was deleted or disabled.
 *
 * Several demo members share one portrait file, so any public use makes a file public.
 * `viewerId` resolves the logged-in member (a session lookup); it is called only when needed.
 */
export async function photoAccess(
  database: Kysely<Database>,
  path: string,
  viewerId: () => Promise<number | undefined>,
): Promise<PhotoAccess> {
  const uses = await database
    .selectFrom('photos')
    .innerJoin('members', 'members.id', 'photos.member_id')
    .select(['photos.member_id', 'photos.private', 'photos.status'])
    .where((builder) =>
      builder.or([
        builder('photos.filename', '=', path),
        builder('photos.thumb', '=', path),
        builder('photos.thumb_2x', '=', path),
      ]),
    )
    // A deleted (or disabled) account's photos stop being served at once, to everyone.
    .where('members.status', 'in', USABLE_STATUSES)
    .execute();
  if (uses.some((photo) => !photo.private && photo.status === 'active')) return 'public';
  if (uses.length === 0) return chatPhotoAccess(database, path, viewerId);
  // Only a photo that is not for everyone needs to know who is asking.
  const viewer = await viewerId();
  return uses.some((photo) => photo.member_id === viewer) ? 'owner' : undefined;
}

/**
 * Who may see a file of a photo sent in a chat (`chatPhotoFiles`): the two members of its
 * conversation, while the sender's account is usable and the viewer is not blocked by the other
 * member (photos sent before the block included); nobody else.
 */
async function chatPhotoAccess(
  database: Kysely<Database>,
  path: string,
  viewerId: () => Promise<number | undefined>,
): Promise<PhotoAccess> {
  const suffix = [PREVIEW_SUFFIX, PHOTO_SUFFIX].find((end) => path.endsWith(end));
  if (!suffix) return undefined;
  const message = path.slice(0, -suffix.length);
  const sent = await database
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .innerJoin('members', 'members.id', 'messages.sender_id')
    .select(['conversations.first_id', 'conversations.second_id'])
    .where('messages.kind', '=', 'photo')
    .where('messages.text', '=', message)
    .where('members.status', 'in', USABLE_STATUSES)
    .executeTakeFirst();
  if (!sent) return undefined;
  const viewer = await viewerId();
  if (viewer !== sent.first_id && viewer !== sent.second_id) return undefined;
  const other = viewer === sent.first_id ? sent.second_id : sent.first_id;
  return (await blockBetween(database, viewer, other)) === 'them' ? undefined : 'owner';
}
