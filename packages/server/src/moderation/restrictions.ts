import { createHash, randomBytes } from 'node:crypto';
import type {
  Brand,
  Restriction,
  RestrictionGround,
  RestrictionKind,
  RestrictionNotice,
} from '@dating/contract';
import { APPEAL_MONTHS } from '@dating/contract/enums';
import { type Kysely, sql } from 'kysely';
import { endSessions, hashToken } from '../accounts/sessions.js';
import type { Database, Member, Operator } from '../db/schema.js';
import { queueMail } from '../mail/outbox.js';
import { recordAudit } from '../operators/audit-log.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The kinds that keep a member out: their account is disabled while one holds. */
const KEEPS_OUT: readonly RestrictionKind[] = ['suspension', 'ban'];

/** The audit log's action of each restriction. */
const AUDIT_ACTION = {
  warning: 'member_warned',
  suspension: 'member_suspended',
  ban: 'member_banned',
  removal: 'photo_rejected',
  text_removal: 'profile_text_rejected',
} as const satisfies Record<RestrictionKind, string>;

/** The SHA-256 of an e-mail address, as `banned_emails` keeps it (never the address). */
const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The last day a restriction may be appealed (`APPEAL_MONTHS` after its statement). */
export function appealUntil(createdAt: Date): Date {
  const until = new Date(createdAt);
  until.setUTCMonth(until.getUTCMonth() + APPEAL_MONTHS);
  return until;
}

/** The address of a statement of reasons, which its mail links to. */
const statementLink = (origin: string, token: string) => `${origin}/statements/${token}`;

/** A restriction as the back office shows it, with the name of the moderator who decided it. */
export async function restrictionViews(
  database: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, Restriction>> {
  const views = new Map<number, Restriction>();
  if (!ids.length) return views;
  const rows = await database
    .selectFrom('restrictions')
    .leftJoin('operators', 'operators.id', 'restrictions.operator_id')
    .selectAll('restrictions')
    .select('operators.name as operator_name')
    .where('restrictions.id', 'in', ids)
    .execute();
  for (const row of rows) {
    views.set(row.id, {
      id: row.id,
      kind: row.kind,
      ground: row.ground,
      facts: row.facts,
      created_at: row.created_at.toISOString(),
      ends_at: row.ends_at?.toISOString() ?? null,
      lifted_at: row.lifted_at?.toISOString() ?? null,
      decided_by: row.operator_name,
    });
  }
  return views;
}

/** The suspension or ban that holds for a member now, newest first (a ban before a suspension). */
async function holdingRestriction(database: Kysely<Database>, memberId: number, now: number) {
  return database
    .selectFrom('restrictions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', 'in', KEEPS_OUT)
    .where('lifted_at', 'is', null)
    .where((where) =>
      where.or([where('ends_at', 'is', null), where('ends_at', '>', new Date(now))]),
    )
    .orderBy(sql`kind = 'ban'`, 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A decision to restrict a member. */
export interface RestrictionDecision {
  brand: Brand;
  member: Member;
  kind: RestrictionKind;
  ground: RestrictionGround;
  facts: string;
  /** For a suspension: how many days. */
  days?: number | undefined;
  operator: Pick<Operator, 'id' | 'name'>;
  /** The site's address, for the statement's link. */
  origin: string;
  /** Whether automated means detected what is restricted (the decision is always a person's). */
  automated?: boolean;
}

/**
 * Restricts a member, in the caller's transaction: records the restriction (its statement of
 * reasons at a new link), and for a suspension or a ban disables the account (their sessions and
 * live sockets end at once, their profile, likes and conversations disappear for others), and for
 * a ban keeps the address from signing up again. The member is mailed the statement in their
 * language; the audit log records the decision. Answers the restriction's id.
 */
export async function restrictMember(
  transaction: Kysely<Database>,
  decision: RestrictionDecision,
  now: number,
): Promise<number> {
  const { brand, member, kind, ground, facts, operator } = decision;
  const holding = await holdingRestriction(transaction, member.id, now);
  const token = randomBytes(32).toString('base64url');
  const endsAt = kind === 'suspension' ? new Date(now + (decision.days ?? 1) * DAY_MS) : null;
  const restriction = await transaction
    .insertInto('restrictions')
    .values({
      site: brand.slug,
      member_id: member.id,
      kind,
      ground,
      facts,
      operator_id: operator.id,
      token_hash: hashToken(token),
      created_at: new Date(now),
      ends_at: endsAt,
      lifted_at: null,
      // What the restrictions that hold found, else the account's own status now.
      member_status: holding?.member_status ?? member.status,
      photo_id: null,
      automated: decision.automated ?? false,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  if (KEEPS_OUT.includes(kind)) {
    // An account deleted and waiting for its 14 days is disabled too: its reactivation link must
    // not bring it back while the restriction holds (lifting it gives the deletion back).
    await transaction
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    await endSessions(transaction, member.id);
  }
  if (kind === 'ban') {
    await transaction
      .insertInto('banned_emails')
      .values({
        site: brand.slug,
        email_hash: emailHash(member.email),
        restriction_id: restriction.id,
        created_at: new Date(now),
      })
      .onConflict((conflict) => conflict.columns(['site', 'email_hash']).doNothing())
      .execute();
  }
  await queueMail(
    transaction,
    {
      brand,
      member,
      template: 'statementOfReasons',
      values: {
        link: statementLink(decision.origin, token),
        kind,
        ground,
        facts,
        endsAt,
        appealUntil: appealUntil(restriction.created_at),
      },
    },
    now,
  );
  await recordAudit(
    transaction,
    {
      site: brand.slug,
      operator,
      action: AUDIT_ACTION[kind],
      subject: { kind: 'member', id: member.id, label: member.name },
      reason: facts,
      details: { ground, ...(endsAt ? { until: endsAt.toISOString() } : {}) },
    },
    now,
  );
  return restriction.id;
}

/**
 * Ends a restriction (lifted early, undone on appeal, or a suspension that ran out), in the
 * caller's transaction; when no other suspension or ban holds, the account gets back the status
 * it had before, and with it the profile, likes and conversations. A ban also frees the address.
 */
export async function endRestriction(
  transaction: Kysely<Database>,
  restrictionId: number,
  now: number,
): Promise<void> {
  const ended = await transaction
    .updateTable('restrictions')
    .set({ lifted_at: new Date(now) })
    .where('id', '=', restrictionId)
    .where('lifted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (ended?.kind === 'text_removal') {
    // A text removed wrongly comes back, unless its member has written another since.
    const review = await transaction
      .selectFrom('profile_text_reviews')
      .select(['member_id', 'field', 'text', 'replaced'])
      .where('restriction_id', '=', ended.id)
      .executeTakeFirst();
    if (review) {
      await transaction
        .updateTable('members')
        .set({ [review.field]: review.text })
        .where('id', '=', review.member_id)
        .where(review.field, review.replaced === null ? 'is' : '=', review.replaced)
        .execute();
    }
    return;
  }
  if (ended?.kind === 'removal' && ended.photo_id !== null) {
    // A photo removed wrongly shows again.
    await transaction
      .updateTable('photos')
      .set({ status: 'active' })
      .where('id', '=', ended.photo_id)
      .where('status', '=', 'rejected')
      .execute();
    return;
  }
  if (!ended?.member_id || !KEEPS_OUT.includes(ended.kind)) return;
  if (ended.kind === 'ban')
    await transaction.deleteFrom('banned_emails').where('restriction_id', '=', ended.id).execute();
  if (await holdingRestriction(transaction, ended.member_id, now)) return;
  await transaction
    .updateTable('members')
    .set({ status: ended.member_status })
    .where('id', '=', ended.member_id)
    .where('status', '=', 'disabled')
    .execute();
}

/**
 * A restriction lifted before its end by a moderator, with the reason (in the audit log). 404
 * for a restriction of another brand; lifting one that no longer holds changes nothing.
 */
export async function liftRestriction(
  database: Kysely<Database>,
  site: string,
  operator: Pick<Operator, 'id' | 'name'>,
  input: { restriction: number; reason: string },
  now: number,
): Promise<Restriction | undefined> {
  const found = await database.transaction().execute(async (transaction) => {
    const restriction = await transaction
      .selectFrom('restrictions')
      .leftJoin('members', 'members.id', 'restrictions.member_id')
      .select([
        'restrictions.id',
        'restrictions.member_id',
        'restrictions.lifted_at',
        'members.name',
      ])
      .where('restrictions.site', '=', site)
      .where('restrictions.id', '=', input.restriction)
      .forUpdate('restrictions')
      .executeTakeFirst();
    if (!restriction) return false;
    if (restriction.lifted_at) return true;
    await endRestriction(transaction, restriction.id, now);
    await recordAudit(
      transaction,
      {
        site,
        operator,
        action: 'restriction_lifted',
        subject: { kind: 'member', id: restriction.member_id ?? 0, label: restriction.name ?? '' },
        reason: input.reason,
        details: { restriction: String(restriction.id) },
      },
      now,
    );
    return true;
  });
  return found
    ? (await restrictionViews(database, [input.restriction])).get(input.restriction)
    : undefined;
}

/**
 * Ends the suspensions whose time is up (a job, every few minutes; at a login, the member's own);
 * answers how many.
 */
export async function endDueSuspensions(
  database: Kysely<Database>,
  now: number,
  memberId?: number,
): Promise<number> {
  const due = await database
    .selectFrom('restrictions')
    .select(['id', 'ends_at'])
    .where('kind', '=', 'suspension')
    .where('lifted_at', 'is', null)
    .where('ends_at', '<=', new Date(now))
    .$if(memberId !== undefined, (select) => select.where('member_id', '=', memberId ?? 0))
    .execute();
  for (const suspension of due) {
    await database
      .transaction()
      .execute((transaction) =>
        endRestriction(transaction, suspension.id, suspension.ends_at?.getTime() ?? now),
      );
  }
  return due.length;
}

/**
 * What a restricted member learns at login with the right password: the suspension or ban that
 * holds, or undefined (a suspension that ran out is ended here, before the job would).
 */
export async function restrictionNoticeOf(
  database: Kysely<Database>,
  memberId: number,
  now: number,
): Promise<RestrictionNotice | undefined> {
  await endDueSuspensions(database, now, memberId);
  const holding = await holdingRestriction(database, memberId, now);
  if (holding?.kind !== 'suspension' && holding?.kind !== 'ban') return undefined;
  return {
    kind: holding.kind,
    ground: holding.ground,
    ends_at: holding.ends_at?.toISOString() ?? null,
  };
}

/** Whether an address was banned from the brand. */
export async function isBannedEmail(
  database: Kysely<Database>,
  site: string,
  email: string,
): Promise<boolean> {
  const row = await database
    .selectFrom('banned_emails')
    .select('site')
    .where('site', '=', site)
    .where('email_hash', '=', emailHash(email))
    .executeTakeFirst();
  return Boolean(row);
}
