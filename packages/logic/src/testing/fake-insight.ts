import { INSIGHT_DAYS, type Insight } from '@dating/contract';
import type { EndpointHandlers } from './fake-server.js';
import type { operatorGate } from './fake-team.js';

/** The fake insight's last day, the fake clock's. */
const LAST_DAY = Date.UTC(2026, 0, 15);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A brand's plausible 30 days: more sign-ups at weekends, a campaign from the 20th day on, a
 * slow day with no purchase; three sources (one a network's campaign, one a referrer, and members
 * who came on their own); a photo and two reports waiting; two operators of the chat team and an admin who answered a few. `empty`: a brand just opened, where
 * nothing has happened yet.
 */
export function fixtureInsight(kind: 'busy' | 'empty' = 'busy'): Insight {
  const days = Array.from({ length: INSIGHT_DAYS }, (_, index) => {
    const at = LAST_DAY - (INSIGHT_DAYS - 1 - index) * DAY_MS;
    if (kind === 'empty') {
      const none = { signups: 0, confirmations: 0, first_purchases: 0, messages: 0 };
      return {
        day: new Date(at).toISOString().slice(0, 10),
        ...none,
        revenue: [],
        active_members: 0,
      };
    }
    const weekend = [0, 6].includes(new Date(at).getUTCDay());
    const campaign = index >= 19 ? 14 : 0;
    const signups = 18 + (weekend ? 9 : 0) + campaign + ((index * 7) % 5);
    const buyers = index === 11 ? 0 : 2 + (index % 4);
    return {
      day: new Date(at).toISOString().slice(0, 10),
      signups,
      confirmations: Math.round(signups * 0.7),
      first_purchases: buyers,
      revenue:
        buyers === 0
          ? []
          : [
              { currency: 'EUR' as const, amount: buyers * 1999 + (index % 3) * 4999 },
              ...(index % 5 === 0 ? [{ currency: 'PLN' as const, amount: 8999 }] : []),
            ],
      messages: 140 + signups * 6 + (weekend ? 90 : 0),
      active_members: 210 + signups * 3,
    };
  });
  if (kind === 'empty') {
    return {
      days,
      sources: [],
      queues: (['photos', 'texts', 'reports', 'notices', 'appeals'] as const).map((queue) => ({
        queue,
        waiting: 0,
        oldest_at: null,
      })),
      operators: [],
    };
  }
  return {
    days,
    sources: [
      {
        network: null,
        ref: null,
        sub1: null,
        signups: 402,
        confirmed: 291,
        buyers: 38,
        revenue: [{ currency: 'EUR', amount: 109_862 }],
      },
      {
        network: 'datingads',
        ref: null,
        sub1: 'spring-campaign',
        signups: 214,
        confirmed: 150,
        buyers: 19,
        revenue: [
          { currency: 'EUR', amount: 52_381 },
          { currency: 'PLN', amount: 17_998 },
        ],
      },
      {
        network: null,
        ref: 'partner-blog',
        sub1: 'sidebar, top',
        signups: 57,
        confirmed: 41,
        buyers: 3,
        revenue: [{ currency: 'EUR', amount: 5997 }],
      },
    ],
    queues: [
      { queue: 'photos', waiting: 1, oldest_at: new Date(LAST_DAY + 9 * 3_600_000).toISOString() },
      { queue: 'texts', waiting: 0, oldest_at: null },
      { queue: 'reports', waiting: 2, oldest_at: new Date(LAST_DAY - 2 * DAY_MS).toISOString() },
      { queue: 'notices', waiting: 0, oldest_at: null },
      { queue: 'appeals', waiting: 0, oldest_at: null },
    ],
    operators: [
      {
        id: 1,
        name: 'Sam',
        answers: 412,
        conversations: 96,
        median_wait_seconds: 252,
        p90_wait_seconds: 1260,
      },
      {
        id: 5,
        name: 'Noor',
        answers: 187,
        conversations: 51,
        median_wait_seconds: 418,
        p90_wait_seconds: 2975,
      },
      {
        id: 2,
        name: 'Alex',
        answers: 6,
        conversations: 4,
        median_wait_seconds: null,
        p90_wait_seconds: null,
      },
    ],
  };
}

/** The fake's insight handler: the data's insight, for the roles the server allows. */
export function createFakeInsight(
  gate: ReturnType<typeof operatorGate>,
  insight: Insight = fixtureInsight(),
): Pick<EndpointHandlers, 'getInsight'> {
  return {
    getInsight: async () => {
      gate('getInsight');
      return insight;
    },
  };
}
