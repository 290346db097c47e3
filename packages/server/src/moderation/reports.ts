import type {
  Brand,
  ModerationReport,
  ReportDecisionRequest,
  ReportsResponse,
  reportDecisionSchema,
  reportsQuerySchema,
} from '@dating/contract';
import { REPORT_PAGE_SIZE } from '@dating/contract/enums';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database, Operator } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { queueMail } from '../mail/outbox.js';
import { recordAudit } from '../operators/audit-log.js';
import { mainPhotos } from '../profiles/profile-cards.js';
import { imageView, profileCardView } from '../profiles/profile-view.js';
import { restrictionViews, restrictMember } from './restrictions.js';

type ReportRow = Selectable<Database['reports']>;

/** The reports as the moderator sees them: the members, their photos, the evidence, the decision. */
async function reportViews(
  database: Kysely<Database>,
  rows: readonly ReportRow[],
  now: number,
): Promise<ModerationReport[]> {
  const memberIds = [
    ...new Set(
      rows.flatMap((row) => [row.reporter_id, row.reported_id]).filter((id) => id !== null),
    ),
  ];
  const members = memberIds.length
    ? await database.selectFrom('members').selectAll().where('id', 'in', memberIds).execute()
    : [];
  const byId = new Map(members.map((member) => [member.id, member]));
  const reportedIds = [...new Set(rows.map((row) => row.reported_id).filter((id) => id !== null))];
  const main = await mainPhotos(database, reportedIds);
  const photos = reportedIds.length
    ? await database
        .selectFrom('photos')
        .selectAll()
        .where('member_id', 'in', reportedIds)
        .where('private', '=', false)
        .orderBy('position')
        .execute()
    : [];
  const restrictions = await restrictionViews(
    database,
    rows.map((row) => row.restriction_id).filter((id) => id !== null),
  );
  return rows.map((row) => {
    const reporter = row.reporter_id === null ? undefined : byId.get(row.reporter_id);
    const reported = row.reported_id === null ? undefined : byId.get(row.reported_id);
    return {
      id: row.id,
      created_at: row.created_at.toISOString(),
      reason: row.reason,
      remarks: row.remarks,
      reporter: reporter ? { id: reporter.id, name: reporter.name } : null,
      reported: reported
        ? {
            ...profileCardView(reported, main.get(reported.id), now),
            notes: reported.notes,
            photos: photos.filter((photo) => photo.member_id === reported.id).map(imageView),
            status: reported.status,
          }
        : null,
      evidence: row.evidence,
      decision: row.decision,
      restriction:
        row.restriction_id === null ? null : (restrictions.get(row.restriction_id) ?? null),
    };
  });
}

/**
 * GET operator/reports.php: the brand's open reports, oldest first (the queue; the first
 * `REPORT_PAGE_SIZE`), or the decided ones, the newest report first, a page `before` a report;
 * with how many are open and since when the oldest waits.
 */
export async function reportsOf(
  database: Kysely<Database>,
  site: string,
  query: z.output<typeof reportsQuerySchema>,
  now: number,
): Promise<ReportsResponse> {
  const open = query.status !== 'decided';
  const rows = await database
    .selectFrom('reports')
    .selectAll()
    .where('site', '=', site)
    .where('decision', open ? 'is' : 'is not', null)
    .$if(!open && query.before !== undefined, (select) =>
      select.where('id', '<', query.before ?? 0),
    )
    .orderBy('id', open ? 'asc' : 'desc')
    .limit(REPORT_PAGE_SIZE + 1)
    .execute();
  const waiting = await database
    .selectFrom('reports')
    .select((select) => [
      select.fn.countAll<string>().as('count'),
      select.fn.min('created_at').as('oldest'),
    ])
    .where('site', '=', site)
    .where('decision', 'is', null)
    .executeTakeFirstOrThrow();
  const page = rows.slice(0, REPORT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    reports: await reportViews(database, page, now),
    open: Number(waiting.count),
    oldest_open_at: waiting.oldest ? new Date(waiting.oldest).toISOString() : null,
    before: !open && rows.length > REPORT_PAGE_SIZE && last ? last.id : null,
  };
}

/**
 * A moderator's decision on an open report: dismissed, or the reported member restricted
 * (`restrictMember`: the statement of reasons goes to them). The reporter is told the outcome by
 * mail, never its details; the audit log records a dismissal (a restriction records itself).
 * 404 for a report of another brand; 409 `conflict` for one decided already (two moderators at
 * once: the first decides) or whose reported member's account is gone.
 */
export async function decideReport(
  database: Kysely<Database>,
  brand: Brand,
  operator: Pick<Operator, 'id' | 'name'>,
  input: z.output<typeof reportDecisionSchema> & ReportDecisionRequest,
  origin: string,
  now: number,
): Promise<ModerationReport> {
  const decided = await database.transaction().execute(async (transaction) => {
    const report = await transaction
      .selectFrom('reports')
      .selectAll()
      .where('site', '=', brand.slug)
      .where('id', '=', input.report)
      .forUpdate()
      .executeTakeFirst();
    if (!report) throw notFound('report', 'report');
    if (report.decision) {
      throw new ApiFailure(409, 'conflict', 'This report has been decided already');
    }
    const reported = report.reported_id
      ? await transaction
          .selectFrom('members')
          .selectAll()
          .where('id', '=', report.reported_id)
          .executeTakeFirst()
      : undefined;
    let restrictionId: number | null = null;
    if (input.decision !== 'dismiss') {
      if (!reported) throw new ApiFailure(409, 'conflict', "The member's account is gone");
      restrictionId = await restrictMember(
        transaction,
        {
          brand,
          member: reported,
          kind: input.decision,
          ground: input.ground ?? 'illegal_content',
          facts: input.facts ?? '',
          days: input.days,
          operator,
          origin,
        },
        now,
      );
    } else {
      await recordAudit(
        transaction,
        {
          site: brand.slug,
          operator,
          action: 'report_dismissed',
          subject: { kind: 'member', id: reported?.id ?? 0, label: reported?.name ?? '' },
          details: { report: String(report.id), reason: report.reason },
        },
        now,
      );
    }
    const reporter = report.reporter_id
      ? await transaction
          .selectFrom('members')
          .selectAll()
          .where('id', '=', report.reporter_id)
          .where('status', 'in', ['active', 'not_confirmed'])
          .executeTakeFirst()
      : undefined;
    if (reporter) {
      await queueMail(
        transaction,
        {
          brand,
          member: reporter,
          template: 'reportOutcome',
          values: { reported: reported?.name ?? '', acted: input.decision !== 'dismiss' },
        },
        now,
      );
    }
    return transaction
      .updateTable('reports')
      .set({
        decision: input.decision,
        decided_at: new Date(now),
        decided_by: operator.id,
        restriction_id: restrictionId,
      })
      .where('id', '=', report.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const [view] = await reportViews(database, [decided], now);
  if (!view) throw new Error('The decided report has a view');
  return view;
}
