import type {
  Currency,
  Insight,
  InsightDay,
  InsightOperator,
  InsightSource,
} from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A text a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first: a
 * traffic source's sub1 comes from any link) is kept as text with a leading apostrophe.
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csv = (rows: readonly (readonly (string | number)[])[]) =>
  `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

type WithRevenue = { revenue: InsightDay['revenue'] };

/** The currencies money was paid in over these rows (days or sources), in a stable order. */
export function insightCurrencies(rows: readonly WithRevenue[]): Currency[] {
  return [...new Set(rows.flatMap((row) => row.revenue.map((money) => money.currency)))].sort();
}

/** A row's revenue in one currency, in cents (0 when none was paid in it). */
export const revenueIn = (row: WithRevenue, currency: Currency) =>
  row.revenue.find((money) => money.currency === currency)?.amount ?? 0;

/** An amount in cents as the spreadsheet reads it: `39.98` (every currency has two decimals). */
const amountIn = (row: WithRevenue, currency: Currency) =>
  (revenueIn(row, currency) / 100).toFixed(2);

/**
 * The days as CSV, one a line, oldest first: the counts, then the revenue in each currency paid
 * in (`revenue_EUR`, in units with two decimals). Column names are the contract's, the same in
 * every language.
 */
export function insightDaysCsv(days: readonly InsightDay[]): string {
  const currencies = insightCurrencies(days);
  return csv([
    [
      'day',
      'signups',
      'confirmations',
      'first_purchases',
      ...currencies.map((currency) => `revenue_${currency}`),
      'messages',
      'active_members',
    ],
    ...days.map((day) => [
      day.day,
      day.signups,
      day.confirmations,
      day.first_purchases,
      ...currencies.map((currency) => amountIn(day, currency)),
      day.messages,
      day.active_members,
    ]),
  ]);
}

/**
 * The operators' work in the chat inbox as CSV, the most answers first: answers, conversations,
 * and the median and 90th-percentile wait in seconds (empty without a timed answer).
 */
export function insightOperatorsCsv(operators: readonly InsightOperator[]): string {
  return csv([
    ['operator', 'answers', 'conversations', 'median_wait_seconds', 'p90_wait_seconds'],
    ...operators.map((operator) => [
      operator.name,
      operator.answers,
      operator.conversations,
      operator.median_wait_seconds ?? '',
      operator.p90_wait_seconds ?? '',
    ]),
  ]);
}

/** The sources as CSV, most sign-ups first; a member who came on their own has empty cells. */
export function insightSourcesCsv(sources: readonly InsightSource[]): string {
  const currencies = insightCurrencies(sources);
  return csv([
    [
      'network',
      'ref',
      'sub1',
      'signups',
      'confirmed',
      'buyers',
      ...currencies.map((currency) => `revenue_${currency}`),
    ],
    ...sources.map((source) => [
      source.network ?? '',
      source.ref ?? '',
      source.sub1 ?? '',
      source.signups,
      source.confirmed,
      source.buyers,
      ...currencies.map((currency) => amountIn(source, currency)),
    ]),
  ]);
}

/** How many of `part` there are in `whole`, as a share (0 to 1); null when `whole` is 0. */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

export interface InsightState {
  /** The figures; null while the first load runs. */
  insight: Insight | null;
  loadProblem: ApiProblem | null;
}

export interface InsightStore {
  state: InsightState;
  actions: {
    /** Loads the figures again (a late answer of an earlier load is dropped). */
    load(): Promise<void>;
  };
  destroy(): void;
}

/** Creates the store of the back office's insight (admins): the last 30 days, sources, queues. */
export function createInsightStore({ api }: { api: ApiClient }): InsightStore {
  const state = proxy<InsightState>({ insight: null, loadProblem: null });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  return {
    state,
    actions: {
      async load() {
        const latest = loads.start();
        const result = await attempt(() => api.call('getInsight', undefined, { signal }));
        if (!latest()) return;
        state.loadProblem = result.ok ? null : result.problem;
        if (result.ok) state.insight = result.value;
      },
    },
    destroy: () => lifetime.end(),
  };
}
