import type { Language } from '@dating/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Member } from '../db/schema.js';

/** The member of a site with an e-mail address (any status), if there is one. */
export function memberByEmail(
  database: Kysely<Database>,
  site: string,
  email: string,
): Promise<Member | undefined> {
  return database
    .selectFrom('members')
    .selectAll()
    .where('site', '=', site)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Notes that a member is on the site now (the online status of search results and profiles). */
export async function markSeen(database: Kysely<Database>, member: Member, now: number) {
  await database
    .updateTable('members')
    .set({ last_seen_at: new Date(now) })
    .where('id', '=', member.id)
    .execute();
  member.last_seen_at = new Date(now);
}

/** Changes the account settings of PUT user.php: the interface language, invisible mode. */
export function updateAccountSettings(
  database: Kysely<Database>,
  memberId: number,
  update: { language?: Language | undefined; invisible?: boolean | undefined },
): Promise<Member> {
  return database
    .updateTable('members')
    .set({
      ...(update.language ? { language: update.language } : {}),
      ...(update.invisible === undefined ? {} : { invisible: update.invisible }),
    })
    .where('id', '=', memberId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A member as stored now (after a change made elsewhere, e.g. to their photos). */
export function freshMember(database: Kysely<Database>, memberId: number): Promise<Member> {
  return database
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/**
 * Locks a member's row for the rest of the transaction: a member's payments, discount uses,
 * direct-debit codes and credits change one transaction at a time. Take it before any other lock
 * of the transaction (the order every such transaction keeps).
 */
export async function lockMember(transaction: Transaction<Database>, memberId: number) {
  await transaction
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .forUpdate()
    .execute();
}
