import type {
  Brand,
  DeleteMemberRequest,
  GrantCreditsRequest,
  LedgerLine,
  MemberSummary,
  ReactivateMemberRequest,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import { deleteAccount, restoreDeletedAccount } from '../accounts/deletion.js';
import { queueConfirmationMail } from '../accounts/signup.js';
import { countTargetAttempt } from '../accounts/target-limits.js';
import type { Database, Member, Operator } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { addCredits } from '../ledger/ledger.js';
import { recordAudit } from './audit-log.js';
import { ledgerLines, summaryOf } from './member-records.js';

type Actor = Pick<Operator, 'id' | 'name'>;

/** The brand's member of an action (404 on `member` for anyone else). */
async function memberOf(database: Kysely<Database>, site: string, id: number): Promise<Member> {
  const member = await database
    .selectFrom('members')
    .selectAll()
    .where('site', '=', site)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!member) throw notFound('member', 'member');
  return member;
}

const subjectOf = (member: Member) => ({
  kind: 'member' as const,
  id: member.id,
  label: member.name,
});

/**
 * POST operator/credits.php: credits given to a member by support, as a `grant` ledger entry that
 * names the operator and their reason, with the audit entry, in one transaction. Once per
 * `grant_id` (a grant asked for again answers the first); never for an account that is deleted
 * (409 `conflict`).
 */
export async function grantCredits(
  database: Kysely<Database>,
  site: string,
  operator: Actor,
  input: GrantCreditsRequest,
  now: number,
): Promise<{ credits: number; entry: LedgerLine }> {
  return database.transaction().execute(async (transaction) => {
    const member = await memberOf(transaction, site, input.member);
    if (member.status === 'deleted') {
      throw new ApiFailure(409, 'conflict', 'This account is deleted');
    }
    const key = `grant:${input.grant_id}`;
    const grant = { operatorId: operator.id, note: input.reason };
    const change = await addCredits(
      transaction,
      member.id,
      input.credits,
      'grant',
      key,
      now,
      grant,
    );
    if (change.applied) {
      await recordAudit(
        transaction,
        {
          site,
          operator,
          action: 'credits_granted',
          subject: subjectOf(member),
          reason: input.reason,
          details: { credits: String(input.credits) },
        },
        now,
      );
    }
    const [entry] = await ledgerLines(transaction, member.id, key);
    if (!entry) throw new Error('The grant has its ledger entry');
    return { credits: change.credits, entry };
  });
}

/**
 * POST operator/confirmation.php: the confirmation link mailed again to a member who has not
 * confirmed their address, counted with the member's own requests (429 `rate_limited` past
 * `TARGET_LIMITS.confirmationMail` a day), with the audit entry. 409 `conflict` for a member who
 * needs none.
 */
export async function resendMemberConfirmation(
  database: Kysely<Database>,
  brand: Brand,
  operator: Actor,
  id: number,
  origin: string,
  now: number,
): Promise<void> {
  const member = await memberOf(database, brand.slug, id);
  if (member.status !== 'not_confirmed') {
    throw new ApiFailure(409, 'conflict', 'This member has confirmed their address');
  }
  await countTargetAttempt(database, brand.slug, 'confirmationMail', String(member.id), now);
  await database.transaction().execute(async (transaction) => {
    await queueConfirmationMail(transaction, brand, member, origin, now);
    await recordAudit(
      transaction,
      { site: brand.slug, operator, action: 'confirmation_resent', subject: subjectOf(member) },
      now,
    );
  });
}

/**
 * POST operator/delete-member.php: a member's account deleted by support at their request, as
 * their own deletion does it (`deleteAccount`: 14 days to come back, the reactivation link mailed),
 * the operator's reason kept with the deletion and in the audit log.
 */
export async function deleteMemberAccount(
  database: Kysely<Database>,
  brand: Brand,
  operator: Actor,
  input: DeleteMemberRequest,
  origin: string,
  now: number,
): Promise<MemberSummary> {
  const member = await memberOf(database, brand.slug, input.member);
  const request = { reason: 'other' as const, remarks: input.reason };
  const deleted = await deleteAccount(
    database,
    brand,
    member,
    request,
    origin,
    now,
    (transaction) =>
      recordAudit(
        transaction,
        {
          site: brand.slug,
          operator,
          action: 'member_deleted',
          subject: subjectOf(member),
          reason: input.reason,
        },
        now,
      ),
  );
  return summaryOf(deleted);
}

/**
 * POST operator/reactivate-member.php: a deleted account brought back by support at the member's
 * request, before its data is erased (`restoreDeletedAccount`: as it was, the mailed link
 * cancelled), the operator's reason in the audit log.
 */
export async function reactivateMemberAccount(
  database: Kysely<Database>,
  site: string,
  operator: Actor,
  input: ReactivateMemberRequest,
  now: number,
): Promise<MemberSummary> {
  const member = await memberOf(database, site, input.member);
  const restored = await restoreDeletedAccount(database, member, now, (transaction) =>
    recordAudit(
      transaction,
      {
        site,
        operator,
        action: 'member_reactivated',
        subject: subjectOf(member),
        reason: input.reason,
      },
      now,
    ),
  );
  return summaryOf(restored);
}
