import { type Brand, type DeleteReason, REACTIVATION_DAYS } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { queueMail } from '../mail/outbox.js';
import type { PhotoStorage } from '../photos/photo-storage.js';
import { memberByEmail } from './members.js';
import { createSession, endSessions } from './sessions.js';
import { countTargetAttempt } from './target-limits.js';
import { cancelTokens, consumeToken, issueToken, linkedMember, tokenUsable } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a deleted account can come back. */
const REACTIVATION_MS = REACTIVATION_DAYS * DAY_MS;

/** The folder of a member's own uploads (demo portraits live elsewhere and are shared). */
export function memberUploadsFolder(member: Pick<Member, 'site' | 'id'>): string {
  return `${member.site}/${member.id}`;
}

/**
 * Sends (queues) the reactivation link of a deleted account. It works until the data is erased,
 * 14 days after the deletion; a new link replaces the old one.
 */
async function queueReactivationMail(
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
 * Deletes an account for 14 days: the member is gone from the site at once (sessions end, push
 * subscriptions go, photos stop being served, search and profiles no longer show them), the
 * reason is recorded, and a reactivation link is mailed. Only an account that is active or waits
 * for its confirmation is deleted (409 `conflict` for one deleted already, or suspended or
 * banned, also when two deletions race). `record` writes more in the same transaction (the
 * back office's audit entry).
 */
export async function deleteAccount(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  request: { reason: DeleteReason; remarks: string },
  siteAddress: string,
  now: number,
  record?: (transaction: Kysely<Database>) => Promise<void>,
): Promise<Member> {
  return database.transaction().execute(async (transaction) => {
    // The status as it is now, under the row's lock: the one to come back to.
    const before = await transaction
      .selectFrom('members')
      .select('status')
      .where('id', '=', member.id)
      .forUpdate()
      .executeTakeFirst();
    const status = before?.status;
    if (status !== 'active' && status !== 'not_confirmed') {
      throw new ApiFailure(409, 'conflict', 'This account cannot be deleted now');
    }
    const deleted = await transaction
      .updateTable('members')
      .set({ status: 'deleted', deleted_at: new Date(now) })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await transaction
      .insertInto('account_deletions')
      .values({
        site: brand.slug,
        member_id: member.id,
        reason: request.reason,
        remarks: request.remarks,
        deleted_at: new Date(now),
        status_before: status,
      })
      .execute();
    await endSessions(transaction, member.id);
    await transaction.deleteFrom('push_subscriptions').where('member_id', '=', member.id).execute();
    await queueReactivationMail(transaction, brand, deleted, siteAddress, now);
    await record?.(transaction);
    return deleted;
  });
}

/**
 * Mails the reactivation link of an account deleted less than 14 days ago again (404
 * `email_not_found` without one; 429 `rate_limited` after `TARGET_LIMITS.reactivation` requests
 * for one address within the hour, whoever sends them).
 */
export async function requestReactivation(
  database: Kysely<Database>,
  brand: Brand,
  email: string,
  siteAddress: string,
  now: number,
): Promise<void> {
  await countTargetAttempt(database, brand.slug, 'reactivation', email, now);
  const member = await memberByEmail(database, brand.slug, email);
  const deletedAt = member?.status === 'deleted' ? member.deleted_at?.getTime() : undefined;
  if (!member || deletedAt === undefined || deletedAt <= now - REACTIVATION_MS) {
    throw new ApiFailure(404, 'email_not_found', 'No deleted account uses this e-mail address');
  }
  await database
    .transaction()
    .execute((transaction) => queueReactivationMail(transaction, brand, member, siteAddress, now));
}

/**
 * What a reactivation link can do now, without using it: `usable`; `already_reactivated` for one
 * of this site's reactivation links, used, whose account is back (the link opened again, or in
 * another browser, or support brought the account back); `invalid` for anything else (unknown,
 * expired, another site's, or an account deleted again since).
 */
export type ReactivationLinkState = 'usable' | 'already_reactivated' | 'invalid';

export async function reactivationLinkState(
  executor: Kysely<Database>,
  site: string,
  token: string,
  now: number,
): Promise<ReactivationLinkState> {
  if (await tokenUsable(executor, token, 'reactivate', site, now)) return 'usable';
  const linked = await linkedMember(executor, token, 'reactivate', site);
  return linked?.used && linked.status !== 'deleted' ? 'already_reactivated' : 'invalid';
}

/**
 * Brings a deleted account back with the link's token: the link came by mail, so the address is
 * proven and the account comes back active, with a new session. When the link does not work,
 * what it is instead (see {@link reactivationLinkState}).
 */
export async function reactivate(
  database: Kysely<Database>,
  site: string,
  token: string,
  now: number,
): Promise<{ member: Member; session: string } | Exclude<ReactivationLinkState, 'usable'>> {
  return database.transaction().execute(async (transaction) => {
    const used = await consumeToken(transaction, token, 'reactivate', site, now);
    if (!used) {
      const state = await reactivationLinkState(transaction, site, token, now);
      return state === 'usable' ? 'invalid' : state;
    }
    const member = await transaction
      .updateTable('members')
      .set({ status: 'active', deleted_at: null })
      .where('id', '=', used.member_id)
      .where('status', '=', 'deleted')
      .returningAll()
      .executeTakeFirst();
    if (!member) return 'invalid';
    await transaction
      .updateTable('account_deletions')
      .set({ reactivated_at: new Date(now) })
      .where('member_id', '=', member.id)
      .where('reactivated_at', 'is', null)
      .execute();
    return { member, session: await createSession(transaction, member.id, now) };
  });
}

/**
 * Brings a deleted account back for support, at the member's request (the back office's
 * `reactivateMember`): as it was before the deletion (an address never confirmed still waits for
 * its confirmation), with no session (the member logs in), and the reactivation link mailed with
 * the deletion cancelled. 409 `conflict` for an account not deleted, or deleted 14 days ago or
 * more (its data is erased, or about to be). `record` writes more in the same transaction.
 */
export async function restoreDeletedAccount(
  database: Kysely<Database>,
  member: Pick<Member, 'id'>,
  now: number,
  record?: (transaction: Kysely<Database>) => Promise<void>,
): Promise<Member> {
  return database.transaction().execute(async (transaction) => {
    const deletion = await transaction
      .selectFrom('account_deletions')
      .select(['id', 'status_before'])
      .where('member_id', '=', member.id)
      .where('reactivated_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const restored = await transaction
      .updateTable('members')
      .set({ status: deletion?.status_before ?? 'active', deleted_at: null })
      .where('id', '=', member.id)
      .where('status', '=', 'deleted')
      .where('deleted_at', '>', new Date(now - REACTIVATION_MS))
      .returningAll()
      .executeTakeFirst();
    if (!restored) throw new ApiFailure(409, 'conflict', 'This account cannot be brought back');
    if (deletion) {
      await transaction
        .updateTable('account_deletions')
        .set({ reactivated_at: new Date(now) })
        .where('id', '=', deletion.id)
        .execute();
    }
    await cancelTokens(transaction, member.id, ['reactivate'], now);
    await record?.(transaction);
    return restored;
  });
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
