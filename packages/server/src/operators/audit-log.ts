import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditLogResponse,
  type auditQuerySchema,
} from '@dating/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database, Operator } from '../db/schema.js';

/** One back-office action to record. */
export interface AuditRecord {
  site: string;
  /** Who did it; null for the server's `operators` command. */
  operator: Pick<Operator, 'id' | 'name'> | null;
  action: AuditAction;
  subject: AuditEntry['subject'];
  reason?: string | null;
  details?: AuditDetails;
}

/**
 * Appends an entry to the audit log, in the caller's transaction where the action has one, so
 * that an action and its record land together or not at all.
 */
export async function recordAudit(
  database: Kysely<Database>,
  record: AuditRecord,
  now: number,
): Promise<void> {
  await database
    .insertInto('audit_log')
    .values({
      site: record.site,
      operator_id: record.operator?.id ?? null,
      operator_name: record.operator?.name ?? null,
      action: record.action,
      subject_kind: record.subject.kind,
      subject_id: record.subject.id,
      subject_label: record.subject.label,
      reason: record.reason ?? null,
      details: JSON.stringify(record.details ?? {}),
      created_at: new Date(now),
    })
    .execute();
}

/**
 * A page of the brand's audit log, newest first: narrowed to an operator or an action, and to
 * the entries whose subject, operator name or reason contain the search text (any case); or to
 * the entries about one member (`member`, for their record).
 */
export async function auditLogOf(
  database: Kysely<Database>,
  site: string,
  query: z.output<typeof auditQuerySchema>,
  member?: number,
): Promise<AuditLogResponse> {
  const { q, operator, action, before } = query;
  const needle = q?.toLowerCase();
  const rows = await database
    .selectFrom('audit_log')
    .selectAll()
    .where('site', '=', site)
    .$if(member !== undefined, (select) =>
      select.where('subject_kind', '=', 'member').where('subject_id', '=', member ?? 0),
    )
    .$if(operator !== undefined, (select) => select.where('operator_id', '=', operator ?? 0))
    .$if(action !== undefined, (select) => select.where('action', '=', action ?? 'operator_login'))
    .$if(before !== undefined, (select) => select.where('id', '<', before ?? 0))
    .$if(Boolean(needle), (select) =>
      select.where((where) =>
        where.or([
          where(sql`strpos(lower(subject_label), ${needle})`, '>', 0),
          where(sql`strpos(lower(coalesce(operator_name, '')), ${needle})`, '>', 0),
          where(sql`strpos(lower(coalesce(reason, '')), ${needle})`, '>', 0),
        ]),
      ),
    )
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.created_at.toISOString(),
      operator:
        row.operator_id === null ? null : { id: row.operator_id, name: row.operator_name ?? '' },
      action: row.action,
      subject: { kind: row.subject_kind, id: row.subject_id, label: row.subject_label },
      reason: row.reason,
      details: row.details,
    })),
    before: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null,
  };
}
