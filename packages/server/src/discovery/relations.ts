import type { Brand, ProfileCard, ReportReason } from '@dating/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { evidenceOf } from '../moderation/evidence.js';
import { CARD_COLUMNS, findableMembers, profileCards } from '../profiles/profile-cards.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Another findable member of the brand whom a call is about (any column set the caller needs),
 * or 404 `not_found`: no such member, not active, or the caller themself.
 */
export async function otherMember(
  database: Executor,
  brand: Pick<Brand, 'slug'>,
  callerId: number | undefined,
  id: number,
): Promise<Member> {
  const member = await findableMembers(database, brand)
    .selectAll('members')
    .where('members.id', '=', id)
    .executeTakeFirst();
  if (!member || member.id === callerId) throw notFound('member');
  return member;
}

/** Who of the two has blocked the other: `them` (they blocked the caller), `caller`, or null. */
export async function blockBetween(
  database: Executor,
  callerId: number,
  otherId: number,
): Promise<'them' | 'caller' | null> {
  const rows = await database
    .selectFrom('blocks')
    .select('blocker_id')
    .where((where) =>
      where.or([
        where.and([where('blocker_id', '=', otherId), where('blocked_id', '=', callerId)]),
        where.and([where('blocker_id', '=', callerId), where('blocked_id', '=', otherId)]),
      ]),
    )
    .execute();
  if (rows.some((row) => row.blocker_id === otherId)) return 'them';
  return rows.length > 0 ? 'caller' : null;
}

/**
 * 403 `blocked` for a call about a member when either blocked the other: the answer names the
 * member when they blocked the caller (the spec's "You're blocked by {name}").
 */
export async function refuseWhenBlocked(
  database: Executor,
  callerId: number,
  other: Pick<Member, 'id' | 'name'>,
): Promise<void> {
  const block = await blockBetween(database, callerId, other.id);
  if (block === 'them') {
    throw new ApiFailure(403, 'blocked', `You're blocked by ${other.name}`, { name: other.name });
  }
  if (block === 'caller') {
    throw new ApiFailure(403, 'blocked', 'You have blocked this member; unblock them first');
  }
}

/**
 * Locks the rows of two members for the rest of the transaction, the smaller id first (so two
 * transactions about the same pair never wait for each other crosswise): calls about one pair
 * then happen one after the other, and see each other's changes.
 */
export async function lockPair(transaction: Transaction<Database>, a: number, b: number) {
  await sql`select id from members where id in (${a}, ${b}) order by id for update`.execute(
    transaction,
  );
}

/** Blocks a member (again: no change). The two stop seeing each other everywhere. */
export async function block(
  database: Executor,
  brand: Pick<Brand, 'slug'>,
  blocker: Member,
  blockedId: number,
  now: number,
): Promise<void> {
  const blocked = await otherMember(database, brand, blocker.id, blockedId);
  await database
    .insertInto('blocks')
    .values({ blocker_id: blocker.id, blocked_id: blocked.id, created_at: new Date(now) })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Lifts a block of the member's (none: no change). */
export async function unblock(database: Executor, blocker: Member, blockedId: number) {
  await database
    .deleteFrom('blocks')
    .where('blocker_id', '=', blocker.id)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** The members a member has blocked, the latest first (a list in `/profile` to unblock). */
export async function blockedProfiles(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug'>,
  blocker: Member,
  now: number,
): Promise<ProfileCard[]> {
  const members = await findableMembers(database, brand)
    .innerJoin('blocks', 'blocks.blocked_id', 'members.id')
    .where('blocks.blocker_id', '=', blocker.id)
    .select(CARD_COLUMNS)
    .orderBy('blocks.created_at', 'desc')
    .execute();
  return profileCards(database, members, now);
}

/**
 * Stores a report for the moderators, with the last messages of the two members' conversation as
 * the reporter sees them (its evidence), and blocks the reported member, in one transaction.
 */
export async function report(
  database: Kysely<Database>,
  brand: Brand,
  reporter: Member,
  input: { profile_id: number; reason: ReportReason; remarks?: string | undefined },
  now: number,
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    const reported = await otherMember(transaction, brand, reporter.id, input.profile_id);
    await transaction
      .insertInto('reports')
      .values({
        site: brand.slug,
        reporter_id: reporter.id,
        reported_id: reported.id,
        reason: input.reason,
        remarks: input.remarks || null,
        created_at: new Date(now),
        evidence: JSON.stringify(
          await evidenceOf(transaction, brand, reporter.id, reported.id, now),
        ),
      })
      .execute();
    await block(transaction, brand, reporter, reported.id, now);
  });
}
