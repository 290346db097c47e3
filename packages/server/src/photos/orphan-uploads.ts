import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PhotoStorage, StoredFile } from './photo-storage.js';

/** How old a file without a row must be before it goes: an upload in progress has none yet. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A file of a member's uploads: `<slug>/<member id>/<24 hex>` of a profile photo (with its
 * `-thumb` and `-thumb-2x`) or `c-<24 hex>` of a chat photo (with its `-preview`), as `.jpg`.
 * Demo portraits (`<slug>/demo/...`) are shared and never match.
 */
const MEMBER_FILE = /^([^/]+\/(\d+)\/(c-)?[0-9a-f]{24})(?:-thumb|-thumb-2x|-preview)?\.jpg$/;

/** The files of one member's folder, by the name of the photo they belong to. */
interface MemberFiles {
  memberId: number;
  photos: Map<string, StoredFile[]>;
  chatPhotos: Map<string, StoredFile[]>;
}

function add(map: Map<string, StoredFile[]>, base: string, file: StoredFile) {
  const files = map.get(base) ?? [];
  files.push(file);
  map.set(base, files);
}

/**
 * Removes the upload files that no photo and no chat message names and that are older than
 * {@link ORPHAN_AGE_MS}: those of an upload a crash cut off between saving its files and writing
 * its row, or of an erasure cut off half-way. A job runs it daily. Resolves how many went.
 */
export async function removeOrphanUploads(
  database: Kysely<Database>,
  storage: PhotoStorage,
  now: number,
): Promise<number> {
  const folders = new Map<string, MemberFiles>();
  for await (const file of storage.list()) {
    if (file.modifiedAt > now - ORPHAN_AGE_MS) continue;
    const match = MEMBER_FILE.exec(file.path);
    if (!match?.[1] || !match[2]) continue;
    const base = match[1];
    const folder = base.slice(0, base.lastIndexOf('/'));
    const entry = folders.get(folder) ?? {
      memberId: Number(match[2]),
      photos: new Map(),
      chatPhotos: new Map(),
    };
    add(match[3] ? entry.chatPhotos : entry.photos, base, file);
    folders.set(folder, entry);
  }
  let removed = 0;
  for (const { memberId, photos, chatPhotos } of folders.values()) {
    const [rows, messages] = await Promise.all([
      database.selectFrom('photos').select('filename').where('member_id', '=', memberId).execute(),
      database
        .selectFrom('messages')
        .select('text')
        .where('sender_id', '=', memberId)
        .where('kind', '=', 'photo')
        .execute(),
    ]);
    const used = new Set([
      ...rows.map((row) => row.filename.replace(/\.jpg$/, '')),
      ...messages.map((message) => message.text),
    ]);
    for (const [base, files] of [...photos, ...chatPhotos]) {
      if (used.has(base)) continue;
      await Promise.all(files.map((file) => storage.remove(file.path)));
      removed += files.length;
    }
  }
  return removed;
}
