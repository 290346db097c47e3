import type {
  Brand,
  ModerationNotice,
  NoticeDecisionRequest,
  NoticesResponse,
  noticeDecisionSchema,
  queueQuerySchema,
} from '@dating/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database, Operator } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { queueMail } from '../mail/outbox.js';
import { recordAudit } from '../operators/audit-log.js';
import { queuePage, reportedMemberViews } from './reports.js';
import { restrictionViews, restrictMember } from './restrictions.js';

type NoticeRow = Selectable<Database['notices']>;

/** The notices as the moderator sees them: the notifier, the member concerned, the evidence. */
async function noticeViews(
  database: Kysely<Database>,
  rows: readonly NoticeRow[],
  now: number,
): Promise<ModerationNotice[]> {
  const senderIds = [...new Set(rows.map((row) => row.sender_id).filter((id) => id !== null))];
  const senders = senderIds.length
    ? await database
        .selectFrom('members')
        .select(['id', 'name'])
        .where('id', 'in', senderIds)
        .execute()
    : [];
  const concerned = await reportedMemberViews(
    database,
    rows.map((row) => row.concerns_id).filter((id) => id !== null),
    now,
  );
  const restrictions = await restrictionViews(
    database,
    rows.map((row) => row.restriction_id).filter((id) => id !== null),
  );
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
    subject: row.subject,
    reason: row.reason,
    url: row.url,
    explanation: row.explanation,
    notifier: {
      name: row.name,
      email: row.email,
      member: senders.find((sender) => sender.id === row.sender_id) ?? null,
    },
    concerns: (row.concerns_id !== null && concerned.get(row.concerns_id)) || null,
    evidence: row.evidence,
    decision: row.decision,
    answer: row.answer,
    decided_at: row.decided_at?.toISOString() ?? null,
    restriction:
      row.restriction_id === null ? null : (restrictions.get(row.restriction_id) ?? null),
  }));
}

/** GET operator/notices.php: a page of the notices (`queuePage`), as the moderator sees them. */
export async function noticesOf(
  database: Kysely<Database>,
  site: string,
  query: z.output<typeof queueQuerySchema>,
  now: number,
): Promise<NoticesResponse> {
  const { page, ...figures } = await queuePage(database, 'notices', site, query);
  return { notices: await noticeViews(database, page, now), ...figures };
}

/**
 * A moderator's decision on a notice (EU DSA, Art. 16(5)): dismissed, or the member it names
 * restricted (`restrictMember`: the statement of reasons goes to them); either way its notifier,
 * when they gave an address, is mailed the decision and the moderator's answer in the language
 * they wrote in, with the ways to seek redress. The audit log records a dismissal (a restriction
 * records itself). 404 for a notice of another brand or a member who is none of the brand's; 409
 * `conflict` for a notice decided already (two moderators at once: the first decides).
 */
export async function decideNotice(
  database: Kysely<Database>,
  brand: Brand,
  operator: Pick<Operator, 'id' | 'name'>,
  input: z.output<typeof noticeDecisionSchema> & NoticeDecisionRequest,
  origin: string,
  now: number,
): Promise<ModerationNotice> {
  const decided = await database.transaction().execute(async (transaction) => {
    const notice = await transaction
      .selectFrom('notices')
      .selectAll()
      .where('site', '=', brand.slug)
      .where('id', '=', input.notice)
      .forUpdate()
      .executeTakeFirst();
    if (!notice) throw notFound('notice', 'notice');
    if (notice.status === 'decided') {
      throw new ApiFailure(409, 'conflict', 'This notice has been decided already');
    }
    let restrictionId: number | null = null;
    if (input.decision === 'dismiss') {
      await recordAudit(
        transaction,
        {
          site: brand.slug,
          operator,
          action: 'notice_dismissed',
          subject: { kind: 'notice', id: notice.id, label: notice.reference },
          details: { reason: notice.reason, answer: input.answer },
        },
        now,
      );
    } else {
      const member = await transaction
        .selectFrom('members')
        .selectAll()
        .where('id', '=', input.member ?? 0)
        .where('site', '=', brand.slug)
        .executeTakeFirst();
      if (!member) throw notFound('member', 'member');
      restrictionId = await restrictMember(
        transaction,
        {
          brand,
          member,
          kind: input.decision,
          ground: input.ground ?? 'illegal_content',
          facts: input.facts ?? '',
          days: input.days,
          operator,
          origin,
        },
        now,
      );
    }
    if (notice.email) {
      await queueMail(
        transaction,
        {
          brand,
          member: {
            id: notice.sender_id,
            email: notice.email,
            language: notice.language,
            name: notice.name ?? '',
          },
          template: 'noticeDecided',
          values: {
            reference: notice.reference,
            acted: input.decision !== 'dismiss',
            answer: input.answer,
          },
        },
        now,
      );
    }
    return transaction
      .updateTable('notices')
      .set({
        status: 'decided',
        decision: input.decision,
        answer: input.answer,
        decided_at: new Date(now),
        decided_by: operator.id,
        restriction_id: restrictionId,
      })
      .where('id', '=', notice.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const [view] = await noticeViews(database, [decided], now);
  if (!view) throw new Error('The decided notice has a view');
  return view;
}
