import type { Insight } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import { createFakeApi, FIXTURE_ADMIN, fixtureInsight } from '../testing/index.js';
import {
  createInsightStore,
  insightDaysCsv,
  insightOperatorsCsv,
  insightSourcesCsv,
  shareOf,
} from './insight-store.js';

describe('the back office’s insight', () => {
  it('loads the figures, and drops the answer of an earlier load', async () => {
    const slow = deferred<Insight>();
    let calls = 0;
    const api = createFakeApi(
      {
        getInsight: async () => {
          calls += 1;
          return calls === 1 ? slow.promise : fixtureInsight('empty');
        },
      },
      { operator: { operator: FIXTURE_ADMIN } },
    );
    const store = createInsightStore({ api });
    const first = store.actions.load();
    await store.actions.load();
    slow.resolve(fixtureInsight());
    await first;
    expect(store.state.insight?.sources).toEqual([]);
    expect(store.state.loadProblem).toBeNull();
  });

  it('writes the days and the sources as CSV, money in units, every currency its column', () => {
    const insight = fixtureInsight();
    const days = insightDaysCsv(insight.days).split('\r\n');
    expect(days[0]).toBe(
      'day,signups,confirmations,first_purchases,revenue_EUR,revenue_PLN,messages,active_members',
    );
    expect(days).toHaveLength(32);
    expect(days.at(-1)).toBe('');
    expect(days[1]).toMatch(/^2025-12-17,\d+,\d+,\d+,\d+\.\d\d,\d+\.\d\d,\d+,\d+$/);
    const sources = insightSourcesCsv(insight.sources).split('\r\n');
    expect(sources.slice(0, 4)).toEqual([
      'network,ref,sub1,signups,confirmed,buyers,revenue_EUR,revenue_PLN',
      ',,,402,291,38,1098.62,0.00',
      'datingads,,spring-campaign,214,150,19,523.81,179.98',
      ',partner-blog,"sidebar, top",57,41,3,59.97,0.00',
    ]);
  });

  it('writes the operators’ work as CSV, an untimed wait as an empty cell', () => {
    const lines = insightOperatorsCsv([
      {
        id: 1,
        name: 'Sam',
        answers: 214,
        conversations: 61,
        median_wait_seconds: 95,
        p90_wait_seconds: 610,
      },
      {
        id: 5,
        name: 'Noor, nights',
        answers: 3,
        conversations: 3,
        median_wait_seconds: null,
        p90_wait_seconds: null,
      },
    ]).split('\r\n');
    expect(lines).toEqual([
      'operator,answers,conversations,median_wait_seconds,p90_wait_seconds',
      'Sam,214,61,95,610',
      '"Noor, nights",3,3,,',
      '',
    ]);
  });

  it('keeps a source that looks like a formula as text, and quotes quotes', () => {
    const source = { ref: null, signups: 1, confirmed: 0, buyers: 0, revenue: [] };
    const lines = insightSourcesCsv([
      { ...source, network: '=HYPERLINK("http://x")', sub1: '-1' },
    ]).split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"")",,'-1,1,0,0`);
  });

  it('gives a share, or none of nothing', () => {
    expect(shareOf(3, 12)).toBe(0.25);
    expect(shareOf(0, 0)).toBeNull();
  });
});
