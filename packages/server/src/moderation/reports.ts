import type {
  Brand,
  ModerationReport,
  queueQuerySchema,
  ReportDecisionRequest,
  ReportedMember,
  ReportsResponse,
  reportDecisionSchema,
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

/**
 * Members as a moderator judges them: the card, the profile text, the public photos and the
 * account's status (for a report's reported member, a notice's member it concerns).
 */
export async function reportedMemberViews(
  database: Kysely<Database>,
  ids: readonly number[],
  now: number,
): Promise<Map<number, ReportedMember>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const members = await database
    .selectFrom('members')
    .selectAll()
    .where('id', 'in', unique)
    .execute();
  const main = await mainPhotos(database, unique);
  const photos = await database
    .selectFrom('photos')
    .selectAll()
    .where('member_id', 'in', unique)
    .where('private', '=', false)
    .orderBy('position')
    .execute();
  return new Map(
    members.map((member) => [
      member.id,
      {
        ...profileCardView(member, main.get(member.id), now),
        notes: member.notes,
        photos: photos.filter((photo) => photo.member_id === member.id).map(imageView),
        status: member.status,
      },
    ]),
  );
}

/** The reports as the moderator sees them: the members, their photos, the evidence, the decision. */
async function reportViews(
  database: Kysely<Database>,
  rows: readonly ReportRow[],
  now: number,
): Promise<ModerationReport[]> {
  const reporterIds = rows.map((row) => row.reporter_id).filter((id) => id !== null);
  const reporters = reporterIds.length
    ? await database
        .selectFrom('members')
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(reporterIds)])
        .execute()
    : [];
  const reported = await reportedMemberViews(
    database,
    rows.map((row) => row.reported_id).filter((id) => id !== null),
    now,
  );
  const restrictions = await restrictionViews(
    database,
    rows.map((row) => row.restriction_id).filter((id) => id !== null),
  );
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    reason: row.reason,
    remarks: row.remarks,
    reporter: reporters.find((member) => member.id === row.reporter_id) ?? null,
    reported: (row.reported_id !== null && reported.get(row.reported_id)) || null,
    evidence: row.evidence,
    decision: row.decision,
    restriction:
      row.restriction_id === null ? null : (restrictions.get(row.restriction_id) ?? null),
  }));
}

/**
 * A page of a moderation queue's table (reports or notices) and its waiting figures: the brand's
 * open items, oldest first (the first `REPORT_PAGE_SIZE`), or the decided ones, the newest first,
 * a page `before` an id; how many are open and since when the oldest waits. An item is open while
 * it has no decision.
 */
export async function queuePage<Table extends 'reports' | 'notices'>(
  database: Kysely<Database>,
  table: Table,
  site: string,
  query: z.output<typeof queueQuerySchema>,
) {
  const open = query.status !== 'decided';
  const items = database.selectFrom(table as 'reports' | 'notices').where('site', '=', site);
  const rows = (await items
    .selectAll()
    .where('decision', open ? 'is' : 'is not', null)
    .$if(!open && query.before !== undefined, (select) =>
      select.where('id', '<', query.before ?? 0),
    )
    .orderBy('id', open ? 'asc' : 'desc')
    .limit(REPORT_PAGE_SIZE + 1)
    .execute()) as Selectable<Database[Table]>[];
  const waiting = await items
    .select((select) => [
      select.fn.countAll<string>().as('count'),
      select.fn.min('created_at').as('oldest'),
    ])
    .where('decision', 'is', null)
    .executeTakeFirstOrThrow();
  const page = rows.slice(0, REPORT_PAGE_SIZE);
  const last = page.at(-1) as { id: number } | undefined;
  return {
    page,
    open: Number(waiting.count),
    oldest_open_at: waiting.oldest ? new Date(waiting.oldest).toISOString() : null,
    before: !open && rows.length > REPORT_PAGE_SIZE && last ? last.id : null,
  };
}

/** GET operator/reports.php: a page of the reports (`queuePage`), as the moderator sees them. */
export async function reportsOf(
  database: Kysely<Database>,
  site: string,
  query: z.output<typeof queueQuerySchema>,
  now: number,
): Promise<ReportsResponse> {
  const { page, ...figures } = await queuePage(database, 'reports', site, query);
  return { reports: await reportViews(database, page, now), ...figures };
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
