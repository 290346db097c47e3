import type { Transparency, TransparencyHalf } from '@dating/contract';
import {
  COMPLAINT_REASONS,
  REPORT_REASONS,
  RESTRICTION_GROUNDS,
  RESTRICTION_KINDS,
} from '@dating/contract/enums';
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** The first day of a half-year and the first day after it, in UTC. */
function halfYear(year: number, half: TransparencyHalf): { from: Date; until: Date } {
  const firstMonth = half === 1 ? 0 : 6;
  return {
    from: new Date(Date.UTC(year, firstMonth, 1)),
    until: new Date(Date.UTC(year, firstMonth + 6, 1)),
  };
}

/** The median of the hours from `start` to `end` over the rows where `end` is set (null for none). */
function medianHours(
  start: Expression<unknown>,
  end: Expression<unknown>,
): RawBuilder<number | null> {
  return sql<
    number | null
  >`percentile_cont(0.5) within group (order by extract(epoch from (${end} - ${start})) / 3600)`;
}

/** A count by key, every key present (0 where none). */
function countsBy<Key extends string>(
  keys: readonly Key[],
  rows: readonly { key: string; count: string | number | bigint }[],
): Record<Key, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const row of rows) {
    if ((keys as readonly string[]).includes(row.key)) counts[row.key as Key] += Number(row.count);
  }
  return counts;
}

const sum = (counts: Record<string, number>) =>
  Object.values(counts).reduce((total, count) => total + count, 0);

/** Hours rounded to a tenth, as the figures show them. */
const hours = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/**
 * GET operator/transparency.php: a brand's moderation figures of one half-year (EU DSA, Arts. 15
 * and 24), each item counted in the half-year it arrived: notices by reason, how many were
 * decided and acted on, and the median hours to a decision; the same for members' reports; the
 * restrictions by kind and ground, how many the team took on its own initiative (neither a notice
 * nor a report led to it: the photo review, a member's record) and how many by automated means;
 * the photos a moderator reviewed and rejected; the appeals, decided and reversed.
 */
export async function transparencyOf(
  database: Kysely<Database>,
  site: string,
  year: number,
  half: TransparencyHalf,
): Promise<Transparency> {
  const { from, until } = halfYear(year, half);
  const [notices, reports, kinds, grounds, origins, photos, appeals] = await Promise.all([
    handledIn(database, 'notices', COMPLAINT_REASONS, site, from, until),
    handledIn(database, 'reports', REPORT_REASONS, site, from, until),
    restrictionsIn(database, site, from, until)
      .select((select) => ['kind as key', select.fn.countAll<string>().as('count')])
      .groupBy('kind')
      .execute(),
    restrictionsIn(database, site, from, until)
      .select((select) => ['ground as key', select.fn.countAll<string>().as('count')])
      .groupBy('ground')
      .execute(),
    restrictionsIn(database, site, from, until)
      .select((select) => [
        sql<string>`count(*) filter (where not exists (select 1 from reports where reports.restriction_id = restrictions.id) and not exists (select 1 from notices where notices.restriction_id = restrictions.id))`.as(
          'own_initiative',
        ),
        select.fn.count<string>('id').filterWhere('automated', '=', true).as('automated'),
      ])
      .executeTakeFirst(),
    database
      .selectFrom('photos')
      .innerJoin('members', 'members.id', 'photos.member_id')
      .select((select) => [
        select.fn.countAll<string>().as('reviewed'),
        select.fn
          .count<string>('photos.id')
          .filterWhere('photos.status', '=', 'rejected')
          .as('rejected'),
        medianHours(sql.ref('photos.created_at'), sql.ref('photos.reviewed_at')).as('median'),
      ])
      .where('members.site', '=', site)
      .where('photos.reviewed_by', 'is not', null)
      .where('photos.created_at', '>=', from)
      .where('photos.created_at', '<', until)
      .executeTakeFirst(),
    database
      .selectFrom('appeals')
      .innerJoin('restrictions', 'restrictions.id', 'appeals.restriction_id')
      .select((select) => [
        select.fn.countAll<string>().as('received'),
        select.fn.count<string>('appeals.decided_at').as('decided'),
        select.fn
          .count<string>('appeals.id')
          .filterWhere('appeals.outcome', '=', 'reversed')
          .as('reversed'),
        medianHours(sql.ref('appeals.created_at'), sql.ref('appeals.decided_at')).as('median'),
      ])
      .where('restrictions.site', '=', site)
      .where('appeals.created_at', '>=', from)
      .where('appeals.created_at', '<', until)
      .executeTakeFirst(),
  ]);
  return {
    from: from.toISOString().slice(0, 10),
    until: until.toISOString().slice(0, 10),
    notices,
    reports,
    restrictions: {
      by_kind: countsBy(RESTRICTION_KINDS, kinds),
      by_ground: countsBy(RESTRICTION_GROUNDS, grounds),
      own_initiative: Number(origins?.own_initiative ?? 0),
      automated: Number(origins?.automated ?? 0),
    },
    photos: {
      reviewed: Number(photos?.reviewed ?? 0),
      rejected: Number(photos?.rejected ?? 0),
      median_hours: hours(photos?.median),
    },
    appeals: {
      received: Number(appeals?.received ?? 0),
      decided: Number(appeals?.decided ?? 0),
      reversed: Number(appeals?.reversed ?? 0),
      median_hours: hours(appeals?.median),
    },
  };
}

/**
 * How the notices or the reports that arrived in a period were handled: how many by reason, how
 * many decided and acted on (a restriction followed), and the median hours to a decision.
 */
async function handledIn<Reason extends string>(
  database: Kysely<Database>,
  table: 'notices' | 'reports',
  reasons: readonly Reason[],
  site: string,
  from: Date,
  until: Date,
) {
  const arrived = database
    .selectFrom(table)
    .where('site', '=', site)
    .where('created_at', '>=', from)
    .where('created_at', '<', until);
  const [rows, median] = await Promise.all([
    arrived
      .select((select) => [
        'reason as key',
        select.fn.countAll<string>().as('count'),
        select.fn.count<string>('decided_at').as('decided'),
        select.fn.count<string>('restriction_id').as('acted'),
      ])
      .groupBy('reason')
      .execute(),
    arrived
      .select(medianHours(sql.ref('created_at'), sql.ref('decided_at')).as('median'))
      .where('decided_at', 'is not', null)
      .executeTakeFirst(),
  ]);
  const byReason = countsBy(reasons, rows);
  const total = (field: 'decided' | 'acted') =>
    rows.reduce((count, row) => count + Number(row[field]), 0);
  return {
    received: sum(byReason),
    by_reason: byReason,
    decided: total('decided'),
    acted: total('acted'),
    median_hours: hours(median?.median),
  };
}

/** The brand's restrictions decided in a period. */
function restrictionsIn(database: Kysely<Database>, site: string, from: Date, until: Date) {
  return database
    .selectFrom('restrictions')
    .where('site', '=', site)
    .where('created_at', '>=', from)
    .where('created_at', '<', until);
}
