import { type Brand, REACTIVATION_DAYS } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { queueMail } from '../mail/outbox.js';
import type { PhotoStorage } from '../photos/photo-storage.js';
import { issueToken } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a deleted account can come back. */
export const REACTIVATION_MS = REACTIVATION_DAYS * DAY_MS;

/** The folder of a member's own uploads (demo portraits live elsewhere and are shared). */
export function memberUploadsFolder(member: Pick<Member, 'site' | 'id'>): string {
  return `${member.site}/${member.id}`;
}

/**
 * Sends (queues) the reactivation link of a deleted account. It works until the data is erased,
 * 14 days after the deletion; a new link replaces the old one.
 */
export async function queueReactivationMail(
  executor: Kysely<Database>,
  brand: Brand,
  member: Member,
  origin: string,
  now: number,
): Promise<void> {
  const deletedAt = member.deleted_at?.getTime() ?? now;
  const until = new Date(deletedAt + REACTIVATION_MS);
  const token = await issueToken(executor, member.id, 'reactivate', now, { expiresAt: until });
  await queueMail(
    executor,
    {
      brand,
      member,
      template: 'reactivate',
      // A link sent again later has fewer days left.
      values: {
        link: `${origin}/reactivate?token=${token}`,
        days: Math.max(1, Math.ceil((until.getTime() - now) / DAY_MS)),
        until,
      },
    },
    now,
  );
}

/**
 * Erases the personal data of every account deleted more than 14 days ago: the member row goes
 * (with its sessions, tokens, photos, mails and push subscriptions, by cascade), then the photo
 * files. What stays is the anonymous deletion record (site, reason, dates) for the operator's
 * figures. Resolves how many accounts were erased.
 */
export async function eraseDeletedAccounts(
  database: Kysely<Database>,
  photos: PhotoStorage,
  now: number,
): Promise<number> {
  const due = await database
    .selectFrom('members')
    .select(['id', 'site'])
    .where('status', '=', 'deleted')
    .where('deleted_at', '<=', new Date(now - REACTIVATION_MS))
    .execute();
  for (const member of due) {
    await database.transaction().execute(async (transaction) => {
      await transaction
        .updateTable('account_deletions')
        .set({ erased_at: new Date(now), remarks: '' })
        .where('member_id', '=', member.id)
        .execute();
      await transaction
        .deleteFrom('members')
        .where('id', '=', member.id)
        .where('status', '=', 'deleted')
        .execute();
    });
    await photos.removeFolder(memberUploadsFolder(member));
  }
  return due.length;
}
