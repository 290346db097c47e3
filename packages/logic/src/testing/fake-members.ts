import type {
  AuditEntry,
  LedgerLine,
  MemberRecord,
  MemberSummary,
  ModerationReport,
  Operator,
  ProfileCard,
  Restriction,
} from '@dating/contract';
import { MEMBER_SEARCH_LIMIT, REACTIVATION_DAYS } from '@dating/contract';
import { apiError } from './fake-errors.js';
import type { EndpointHandlers } from './fake-server.js';
import type { operatorGate } from './fake-team.js';

/** When the fake's members were last seen, and its records' changes start. */
const SEEN_AT = Date.UTC(2026, 0, 15, 8, 0);

/**
 * The fake's members as the back office finds them: the real `profiles`; every third has paid,
 * the fifth waits for the confirmation of their address, and the sixth deleted their account
 * (support may still bring it back).
 */
function memberSummaries(profiles: readonly ProfileCard[]): MemberSummary[] {
  return profiles
    .filter((profile) => !profile.fictional)
    .map((profile, index) => ({
      id: profile.id,
      name: profile.name,
      email: `${profile.name.toLowerCase()}.${profile.id}@amora.example`,
      status: index === 4 ? 'not_confirmed' : index === 5 ? 'deleted' : 'active',
      fictional: false,
      signup_date: new Date(Date.UTC(2025, 10, 1 + (index % 28))).toISOString(),
      credits: (index * 37) % 120,
      paid_user: index % 3 === 0,
    }));
}

/** A member's credit changes the fake starts from, newest first, summing to their balance. */
function openingLedger(member: MemberSummary): LedgerLine[] {
  const line = (amount: number, reason: LedgerLine['reason'], at: string): LedgerLine => ({
    amount,
    reason,
    created_at: at,
    operator: null,
    note: null,
  });
  const seen = new Date(SEEN_AT).toISOString();
  if (!member.paid_user) {
    return member.credits ? [line(member.credits, 'signup_credits', member.signup_date)] : [];
  }
  return [
    line(member.credits - 120, 'spend', seen),
    line(120, 'purchase', member.signup_date),
  ].filter((entry) => entry.amount !== 0);
}

type MemberHandlers = Pick<
  EndpointHandlers,
  | 'findMembers'
  | 'getMemberRecord'
  | 'restrictMember'
  | 'grantCredits'
  | 'resendMemberConfirmation'
  | 'deleteMember'
  | 'reactivateMember'
  | 'refundPayment'
>;

/**
 * The fake's members of the back office: finding them, their records (with the moderation's
 * reports about and by them), and the actions on them: a restriction (made by the moderation's
 * `restrict`), credits granted once per grant id, the confirmation mail (409 `conflict` for a
 * member who has confirmed), deletion (409 `conflict` for one deleted already) and reactivation
 * (as the member was; 409 `conflict` for one not deleted). Each action
 * shows in the member's record, with its audit entry.
 */
export function createFakeMembers(
  gate: ReturnType<typeof operatorGate>,
  profiles: readonly ProfileCard[],
  moderation: {
    reports(): readonly ModerationReport[];
    restrict(
      operator: Operator,
      fields: Omit<Restriction, 'id' | 'decided_by' | 'lifted_at' | 'created_at'>,
    ): Restriction;
  },
): MemberHandlers {
  const members = memberSummaries(profiles);
  const ledgers = new Map(members.map((member) => [member.id, openingLedger(member)]));
  const audits = new Map<number, AuditEntry[]>();
  const restrictions = new Map<number, Restriction[]>();
  const granted = new Map<string, LedgerLine>();
  /** The status each deleted member had before (support brings it back so). */
  const statusBefore = new Map<number, MemberSummary['status']>(
    members.filter((member) => member.status === 'deleted').map((member) => [member.id, 'active']),
  );
  /** When a refund of each payment was ordered. */
  const refunds = new Map<string, string>();
  const paymentIdOf = (member: MemberSummary) =>
    `pay_fixture${String(member.id).padStart(17, '0')}`;
  let auditIds = 900;
  let changes = 0;
  /** A moment after the last one: the fake's actions happen one after another. */
  const next = () => {
    changes += 1;
    return new Date(SEEN_AT + changes * 60_000).toISOString();
  };
  const memberOf = (id: number, field: 'id' | 'member') => {
    const member = members.find((candidate) => candidate.id === id);
    if (!member) throw apiError('not_found', { fields: { [field]: 'not_found' } });
    return member;
  };
  const audit = (
    operator: Operator,
    member: MemberSummary,
    action: AuditEntry['action'],
    reason: string | null = null,
    details: AuditEntry['details'] = {},
  ) => {
    auditIds += 1;
    const entry: AuditEntry = {
      id: auditIds,
      at: next(),
      operator: { id: operator.id, name: operator.name },
      action,
      subject: { kind: 'member', id: member.id, label: member.name },
      reason,
      details,
    };
    audits.set(member.id, [entry, ...(audits.get(member.id) ?? [])]);
  };

  return {
    findMembers: async ({ query }) => {
      gate('findMembers');
      const needle = query.q.trim().toLowerCase();
      return {
        members: members
          .filter(
            (member) =>
              String(member.id) === needle ||
              member.email.startsWith(needle) ||
              member.name.toLowerCase().startsWith(needle),
          )
          .slice(0, MEMBER_SEARCH_LIMIT),
      };
    },
    getMemberRecord: async ({ query }) => {
      const operator = gate('getMemberRecord');
      const member = memberOf(query.id, 'id');
      audit(operator, member, 'member_viewed');
      const reports = moderation.reports();
      const about = reports.filter((report) => report.reported?.id === member.id);
      const by = reports.filter((report) => report.reporter?.id === member.id);
      const line = (report: ModerationReport, other: string | null) => ({
        id: report.id,
        reason: report.reason,
        created_at: report.created_at,
        decision: report.decision,
        other,
      });
      const record: MemberRecord = {
        member: {
          ...member,
          language: 'en',
          country: 'NL',
          city: 'Amsterdam',
          last_seen_at: new Date(SEEN_AT).toISOString(),
          erased_at: statusBefore.has(member.id)
            ? new Date(SEEN_AT + REACTIVATION_DAYS * 86_400_000).toISOString()
            : null,
          source: member.paid_user ? 'datingads' : null,
          sub1: member.paid_user ? 'spring-campaign' : null,
        },
        payments: member.paid_user
          ? [
              {
                id: paymentIdOf(member),
                state: 'paid',
                credits: 120,
                amount: 1499,
                currency: 'EUR',
                method: 'ideal',
                created_at: member.signup_date,
                refund_requested_at: refunds.get(paymentIdOf(member)) ?? null,
              },
            ]
          : [],
        ledger: ledgers.get(member.id) ?? [],
        reports_about: about.map((report) => line(report, report.reporter?.name ?? null)),
        reports_by: by.map((report) => line(report, report.reported?.name ?? null)),
        restrictions: [
          ...(restrictions.get(member.id) ?? []),
          ...about.flatMap((report) => (report.restriction ? [report.restriction] : [])),
        ],
        audit: audits.get(member.id) ?? [],
      };
      return record;
    },
    restrictMember: async ({ body }) => {
      const operator = gate('restrictMember');
      const member = memberOf(body.member, 'member');
      const restriction = moderation.restrict(operator, {
        kind: body.kind,
        ground: body.ground,
        facts: body.facts.trim(),
        ends_at:
          body.kind === 'suspension'
            ? new Date(SEEN_AT + (body.days ?? 1) * 86_400_000).toISOString()
            : null,
      });
      restrictions.set(member.id, [restriction, ...(restrictions.get(member.id) ?? [])]);
      if (body.kind !== 'warning') member.status = 'disabled';
      const action = (
        { warning: 'member_warned', suspension: 'member_suspended', ban: 'member_banned' } as const
      )[body.kind];
      audit(operator, member, action, body.facts.trim());
      return { restriction };
    },
    grantCredits: async ({ body }) => {
      const operator = gate('grantCredits');
      const member = memberOf(body.member, 'member');
      if (member.status === 'deleted') throw apiError('conflict');
      const earlier = granted.get(body.grant_id);
      if (earlier) return { credits: member.credits, entry: earlier };
      const reason = body.reason.trim();
      const entry: LedgerLine = {
        amount: body.credits,
        reason: 'grant',
        created_at: next(),
        operator: operator.name,
        note: reason,
      };
      granted.set(body.grant_id, entry);
      ledgers.set(member.id, [entry, ...(ledgers.get(member.id) ?? [])]);
      member.credits += body.credits;
      audit(operator, member, 'credits_granted', reason, { credits: String(body.credits) });
      return { credits: member.credits, entry };
    },
    resendMemberConfirmation: async ({ body }) => {
      const operator = gate('resendMemberConfirmation');
      const member = memberOf(body.member, 'member');
      if (member.status !== 'not_confirmed') throw apiError('conflict');
      audit(operator, member, 'confirmation_resent');
      return { ok: true };
    },
    refundPayment: async ({ body }) => {
      const operator = gate('refundPayment');
      const member = members.find(
        (candidate) => candidate.paid_user && paymentIdOf(candidate) === body.payment,
      );
      if (!member) throw apiError('not_found', { fields: { payment: 'not_found' } });
      if (refunds.has(body.payment)) throw apiError('conflict');
      refunds.set(body.payment, next());
      const taken = Math.min(120, member.credits);
      member.credits -= taken;
      const reference = `R-${String(refunds.size).padStart(10, '0')}`;
      audit(operator, member, 'payment_refunded', body.reason.trim(), {
        payment: body.payment,
        reference,
        credits: String(taken),
      });
      return { reference, credits: member.credits };
    },
    deleteMember: async ({ body }) => {
      const operator = gate('deleteMember');
      const member = memberOf(body.member, 'member');
      if (member.status !== 'active' && member.status !== 'not_confirmed')
        throw apiError('conflict');
      statusBefore.set(member.id, member.status);
      member.status = 'deleted';
      audit(operator, member, 'member_deleted', body.reason.trim());
      return { member: { ...member } };
    },
    reactivateMember: async ({ body }) => {
      const operator = gate('reactivateMember');
      const member = memberOf(body.member, 'member');
      const before = statusBefore.get(member.id);
      if (member.status !== 'deleted' || !before) throw apiError('conflict');
      statusBefore.delete(member.id);
      member.status = before;
      audit(operator, member, 'member_reactivated', body.reason.trim());
      return { member: { ...member } };
    },
  };
}
