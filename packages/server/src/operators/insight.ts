import {
  type Currency,
  INSIGHT_DAYS,
  type Insight,
  type InsightDay,
  type InsightOperator,
  type InsightQueue,
} from '@dating/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { USABLE_STATUSES } from '../accounts/member-status.js';
import type { Database } from '../db/schema.js';

/**
 * The back office's insight (GET operator/insight.php, `insightOf`): the brand's last
 * {@link INSIGHT_DAYS} days (UTC), where its members came from and what became of them, and the
 * team's queues. What each figure counts is the contract's (`insight.ts`). Each figure is one
 * grouped query over the window, not one per day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A timestamp column's UTC day, as the answer names days. */
const dayOf = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

type DayCount = { day: string; total: string | number };
type Money = { currency: Currency; amount: string | number };

/** The days of the window, oldest first, ending with today. */
function windowDays(now: number): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: INSIGHT_DAYS }, (_, index) =>
    new Date(today - (INSIGHT_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Counts per day of a query's rows (`day`, `total`). */
const byDay = (rows: readonly DayCount[]) =>
  new Map(rows.map((row) => [row.day, Number(row.total)]));

/** The figures of each day of the window, oldest first. */
async function dailyFigures(
  database: Kysely<Database>,
  site: string,
  days: readonly string[],
): Promise<InsightDay[]> {
  const since = new Date(`${days[0]}T00:00:00Z`);
  const counted = (query: RawBuilder<DayCount>) =>
    query.execute(database).then((result) => byDay(result.rows));
  const [signups, confirmations, firstPurchases, revenue, messages, active] = await Promise.all([
    counted(sql<DayCount>`
      select ${dayOf(sql`signup_date`)} as day, count(*) as total from members
      where site = ${site} and not fictional and signup_date >= ${since} group by 1`),
    counted(sql<DayCount>`
      select ${dayOf(sql`confirmed_at`)} as day, count(*) as total from members
      where site = ${site} and not fictional and confirmed_at >= ${since} group by 1`),
    counted(sql<DayCount>`
      select ${dayOf(sql`created_at`)} as day, count(*) as total from (
        select created_at, row_number() over (partition by member_id order by created_at, id) as n
        from payments
        where site = ${site} and member_id is not null and state in ('paid', 'refunded')
      ) purchases
      where n = 1 and created_at >= ${since} group by 1`),
    sql<Money & { day: string }>`
      select ${dayOf(sql`created_at`)} as day, currency, sum(amount) as amount from payments
      where site = ${site} and state = 'paid' and created_at >= ${since}
      group by 1, 2 order by 2`
      .execute(database)
      .then((result) => result.rows),
    counted(sql<DayCount>`
      select ${dayOf(sql`messages.created_at`)} as day, count(*) as total
      from messages
      join conversations on conversations.id = messages.conversation_id
      join members on members.id = messages.sender_id
      where conversations.site = ${site} and not members.fictional
        and messages.operator_id is null and messages.created_at >= ${since}
      group by 1`),
    counted(sql<DayCount>`
      select day, count(distinct member_id) as total from (
        select member_id, ${dayOf(sql`created_at`)} as day from sessions
        where created_at >= ${since}
        union all
        select sender_id, ${dayOf(sql`created_at`)} from messages
        where created_at >= ${since} and operator_id is null
        union all
        select liker_id, ${dayOf(sql`created_at`)} from likes where created_at >= ${since}
      ) deeds
      join members on members.id = deeds.member_id
      where members.site = ${site} and not members.fictional
      group by day`),
  ]);
  return days.map((day) => ({
    day,
    signups: signups.get(day) ?? 0,
    confirmations: confirmations.get(day) ?? 0,
    first_purchases: firstPurchases.get(day) ?? 0,
    revenue: revenue
      .filter((row) => row.day === day)
      .map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
    messages: messages.get(day) ?? 0,
    active_members: active.get(day) ?? 0,
  }));
}

type SourceRow = {
  network: string | null;
  ref: string | null;
  sub1: string | null;
  signups: string | number;
  confirmed: string | number;
  buyers: string | number;
};

/** The window's new members by where they came from, most sign-ups first. */
async function sourceFigures(database: Kysely<Database>, site: string, since: Date) {
  const arrivals = sql`
    select id, tracking->>'network' as network, tracking->>'ref' as ref,
      tracking->>'sub1' as sub1, confirmed_at
    from members where site = ${site} and not fictional and signup_date >= ${since}`;
  const [rows, revenue] = await Promise.all([
    sql<SourceRow>`
      select network, ref, sub1, count(*) as signups, count(confirmed_at) as confirmed,
        count(*) filter (where exists (
          select 1 from payments
          where payments.member_id = arrivals.id and payments.state in ('paid', 'refunded')
        )) as buyers
      from (${arrivals}) arrivals
      group by network, ref, sub1
      order by count(*) desc, network nulls first, ref nulls first, sub1 nulls first`
      .execute(database)
      .then((result) => result.rows),
    sql<Money & Pick<SourceRow, 'network' | 'ref' | 'sub1'>>`
      select network, ref, sub1, currency, sum(amount) as amount
      from (${arrivals}) arrivals join payments on payments.member_id = arrivals.id
      where payments.state = 'paid'
      group by network, ref, sub1, currency order by currency`
      .execute(database)
      .then((result) => result.rows),
  ]);
  const same = (a: Pick<SourceRow, 'network' | 'ref' | 'sub1'>, b: typeof a) =>
    a.network === b.network && a.ref === b.ref && a.sub1 === b.sub1;
  return rows.map((row) => ({
    network: row.network,
    ref: row.ref,
    sub1: row.sub1,
    signups: Number(row.signups),
    confirmed: Number(row.confirmed),
    buyers: Number(row.buyers),
    revenue: revenue
      .filter((money) => same(money, row))
      .map((money) => ({ currency: money.currency, amount: Number(money.amount) })),
  }));
}

type QueueRow = { waiting: string | number; oldest: Date | string | null };

/** What waits in each of the team's queues now, and since when. */
async function queueFigures(database: Kysely<Database>, site: string) {
  const usable = sql.join(USABLE_STATUSES.map((status) => sql`${status}`));
  const queues: Record<InsightQueue, RawBuilder<QueueRow>> = {
    photos: sql`select count(*) as waiting, min(photos.created_at) as oldest from photos
      join members on members.id = photos.member_id
      where members.site = ${site} and members.status in (${usable})
        and photos.reviewed_at is null`,
    texts: sql`select count(*) as waiting, min(created_at) as oldest from profile_text_reviews
      where site = ${site} and reviewed_at is null`,
    reports: sql`select count(*) as waiting, min(created_at) as oldest from reports
      where site = ${site} and decision is null`,
    notices: sql`select count(*) as waiting, min(created_at) as oldest from notices
      where site = ${site} and status = 'open'`,
    appeals: sql`select count(*) as waiting, min(appeals.created_at) as oldest from appeals
      join restrictions on restrictions.id = appeals.restriction_id
      where restrictions.site = ${site} and appeals.decided_at is null`,
  };
  return Promise.all(
    (Object.entries(queues) as [InsightQueue, RawBuilder<QueueRow>][]).map(
      async ([queue, query]) => {
        const { rows } = await query.execute(database);
        const row = rows[0];
        return {
          queue,
          waiting: Number(row?.waiting ?? 0),
          oldest_at: row?.oldest ? new Date(row.oldest).toISOString() : null,
        };
      },
    ),
  );
}

type OperatorRow = {
  id: number;
  name: string;
  answers: string | number;
  conversations: string | number;
  median_wait: number | string | null;
  p90_wait: number | string | null;
};

/** How far before the window a member's wait may have begun and still be timed. */
const WAIT_LOOKBACK_MS = 7 * DAY_MS;

/**
 * Each operator's answers in the window, the conversations they were in, and how long members
 * waited for them (`insightOperatorSchema`). A message's run is the number of the persona's
 * messages before it in its conversation: an answer's wait begins at the first member message of
 * its run that came before it.
 */
async function operatorFigures(
  database: Kysely<Database>,
  site: string,
  since: Date,
): Promise<InsightOperator[]> {
  const { rows } = await sql<OperatorRow>`
    with thread as (
      select messages.id, messages.conversation_id, messages.operator_id, messages.created_at,
        sender.fictional as answer,
        count(*) filter (where sender.fictional) over (
          partition by messages.conversation_id order by messages.id
          rows between unbounded preceding and 1 preceding
        ) as run
      from messages
      join conversations on conversations.id = messages.conversation_id
      join members sender on sender.id = messages.sender_id
      where conversations.site = ${site}
        and messages.created_at >= ${new Date(since.getTime() - WAIT_LOOKBACK_MS)}
    ), waits as (
      select thread.*, min(created_at) filter (where not answer) over (
        partition by conversation_id, run order by id
      ) as waiting_since
      from thread
    )
    select operators.id, operators.name, count(*) as answers,
      count(distinct waits.conversation_id) as conversations,
      percentile_cont(0.5) within group (
        order by extract(epoch from waits.created_at - waits.waiting_since)
      ) filter (where waits.waiting_since is not null) as median_wait,
      percentile_cont(0.9) within group (
        order by extract(epoch from waits.created_at - waits.waiting_since)
      ) filter (where waits.waiting_since is not null) as p90_wait
    from waits join operators on operators.id = waits.operator_id
    where waits.answer and waits.created_at >= ${since} and operators.site = ${site}
    group by operators.id, operators.name
    order by count(*) desc, operators.name, operators.id`.execute(database);
  const seconds = (value: number | string | null) =>
    value === null ? null : Math.round(Number(value));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    answers: Number(row.answers),
    conversations: Number(row.conversations),
    median_wait_seconds: seconds(row.median_wait),
    p90_wait_seconds: seconds(row.p90_wait),
  }));
}

/** GET operator/insight.php: the days, the sources, the queues and the chat team's work. */
export async function insightOf(
  database: Kysely<Database>,
  site: string,
  now: number,
): Promise<Insight> {
  const days = windowDays(now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [daily, sources, queues, operators] = await Promise.all([
    dailyFigures(database, site, days),
    sourceFigures(database, site, since),
    queueFigures(database, site),
    operatorFigures(database, site, since),
  ]);
  return { days: daily, sources, queues, operators };
}
