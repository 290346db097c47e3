import type {
  Brand,
  LedgerLine,
  MemberRecord,
  MemberSummary,
  RestrictMemberRequest,
} from '@dating/contract';
import { MEMBER_SEARCH_LIMIT, REACTIVATION_DAYS } from '@dating/contract';
import { trafficSource } from '@dating/contract/rules';
import { type Kysely, sql } from 'kysely';
import type { Database, Member, Operator } from '../db/schema.js';
import { notFound } from '../http/api-failure.js';
import { restrictionViews, restrictMember } from '../moderation/restrictions.js';
import { auditLogOf, recordAudit } from './audit-log.js';

export const summaryOf = (member: Member): MemberSummary => ({
  id: member.id,
  name: member.name,
  email: member.email,
  status: member.status,
  fictional: member.fictional,
  signup_date: new Date(member.signup_date).toISOString(),
  credits: member.credits,
  paid_user: member.paid_user,
});

/**
 * A member's newest credit changes (50, or those `where` picks), a grant with the name of the
 * operator who gave it and their reason.
 */
export async function ledgerLines(
  database: Kysely<Database>,
  memberId: number,
  key?: string,
): Promise<LedgerLine[]> {
  const rows = await database
    .selectFrom('ledger_entries')
    .leftJoin('operators', 'operators.id', 'ledger_entries.operator_id')
    .select([
      'ledger_entries.amount',
      'ledger_entries.reason',
      'ledger_entries.created_at',
      'ledger_entries.note',
      'operators.name as operator',
    ])
    .where('ledger_entries.member_id', '=', memberId)
    .$if(key !== undefined, (select) =>
      select.where('ledger_entries.idempotency_key', '=', key ?? ''),
    )
    .orderBy('ledger_entries.id', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/**
 * GET operator/members.php: the brand's members whose id is `q`, whose e-mail address starts with
 * it, or whose name starts with it (any case), the exact matches first; at most
 * `MEMBER_SEARCH_LIMIT`.
 */
export async function findMembers(
  database: Kysely<Database>,
  site: string,
  q: string,
): Promise<MemberSummary[]> {
  const needle = q.trim().toLowerCase();
  const id = /^[1-9][0-9]{0,8}$/.test(needle) ? Number(needle) : 0;
  const rows = await database
    .selectFrom('members')
    .selectAll()
    .where('site', '=', site)
    .where((where) =>
      where.or([
        where('id', '=', id),
        where(sql`starts_with(email, ${needle})`, '=', true),
        where(sql`starts_with(lower(name), ${needle})`, '=', true),
      ]),
    )
    .orderBy(sql`id = ${id} or email = ${needle} or lower(name) = ${needle}`, 'desc')
    .orderBy('id')
    .limit(MEMBER_SEARCH_LIMIT)
    .execute();
  return rows.map(summaryOf);
}

/**
 * GET operator/member.php: a member's record for the back office (see `MemberRecord`; the newest
 * 50 payments, credit changes and audit entries), recorded in the audit log as looked at by the
 * operator (personal data is read only with a trace). 404 for a member of another brand.
 */
export async function memberRecordOf(
  database: Kysely<Database>,
  site: string,
  operator: Pick<Operator, 'id' | 'name'>,
  id: number,
  now: number,
): Promise<MemberRecord> {
  const member = await database
    .selectFrom('members')
    .selectAll()
    .where('site', '=', site)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!member) throw notFound('member', 'id');
  await recordAudit(
    database,
    {
      site,
      operator,
      action: 'member_viewed',
      subject: { kind: 'member', id: member.id, label: member.name },
    },
    now,
  );
  const [payments, ledger, reports, restrictions, audit] = await Promise.all([
    database
      .selectFrom('payments')
      .select([
        'payments.id',
        'payments.state',
        'payments.credits',
        'payments.amount',
        'payments.currency',
        'payments.method',
        'payments.created_at',
        (select) =>
          select
            .selectFrom('withdrawals')
            .select((inner) => inner.fn.min('withdrawals.requested_at').as('at'))
            .whereRef('withdrawals.payment_id', '=', 'payments.id')
            .where('withdrawals.outcome', '=', 'refund')
            .as('refund_requested_at'),
      ])
      .where('payments.member_id', '=', member.id)
      .orderBy('payments.created_at', 'desc')
      .limit(50)
      .execute(),
    ledgerLines(database, member.id),
    database
      .selectFrom('reports')
      .leftJoin('members as reporter', 'reporter.id', 'reports.reporter_id')
      .leftJoin('members as reported', 'reported.id', 'reports.reported_id')
      .select([
        'reports.id',
        'reports.reason',
        'reports.created_at',
        'reports.decision',
        'reports.reporter_id',
        'reporter.name as reporter_name',
        'reported.name as reported_name',
      ])
      .where((where) =>
        where.or([
          where('reports.reporter_id', '=', member.id),
          where('reports.reported_id', '=', member.id),
        ]),
      )
      .orderBy('reports.id', 'desc')
      .execute(),
    database
      .selectFrom('restrictions')
      .select('id')
      .where('member_id', '=', member.id)
      .orderBy('id', 'desc')
      .execute(),
    auditLogOf(database, site, {}, member.id),
  ]);
  const views = await restrictionViews(
    database,
    restrictions.map((row) => row.id),
  );
  const line = (report: (typeof reports)[number], other: string | null) => ({
    id: report.id,
    reason: report.reason,
    created_at: report.created_at.toISOString(),
    decision: report.decision,
    other,
  });
  return {
    member: {
      ...summaryOf(member),
      language: member.language,
      country: member.country,
      city: member.city,
      last_seen_at: member.last_seen_at?.toISOString() ?? null,
      erased_at:
        member.status === 'deleted' && member.deleted_at
          ? new Date(member.deleted_at.getTime() + REACTIVATION_DAYS * 86_400_000).toISOString()
          : null,
      source: trafficSource(member.tracking),
      sub1: member.tracking?.sub1 ?? null,
    },
    payments: payments.map((payment) => ({
      ...payment,
      created_at: payment.created_at.toISOString(),
      refund_requested_at: payment.refund_requested_at
        ? new Date(payment.refund_requested_at).toISOString()
        : null,
    })),
    ledger,
    reports_about: reports
      .filter((report) => report.reporter_id !== member.id)
      .map((report) => line(report, report.reporter_name)),
    reports_by: reports
      .filter((report) => report.reporter_id === member.id)
      .map((report) => line(report, report.reported_name)),
    restrictions: restrictions.flatMap((row) => views.get(row.id) ?? []),
    audit: audit.entries,
  };
}

/** POST operator/restrict.php: a member restricted from their record (`restrictMember`). */
export async function restrictFromRecord(
  database: Kysely<Database>,
  brand: Brand,
  operator: Pick<Operator, 'id' | 'name'>,
  input: RestrictMemberRequest,
  origin: string,
  now: number,
) {
  const id = await database.transaction().execute(async (transaction) => {
    const member = await transaction
      .selectFrom('members')
      .selectAll()
      .where('site', '=', brand.slug)
      .where('id', '=', input.member)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw notFound('member', 'member');
    const { kind, ground, facts, days } = input;
    return restrictMember(
      transaction,
      { brand, member, kind, ground, facts, days, operator, origin },
      now,
    );
  });
  const restriction = (await restrictionViews(database, [id])).get(id);
  if (!restriction) throw new Error('The new restriction has a view');
  return restriction;
}
