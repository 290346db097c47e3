import type { ReportsResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createStatementStore } from '../moderation/statement-store.js';
import {
  createFakeApi,
  FIXTURE_STATEMENT_TOKEN,
  failWith,
  fixtureProfileCards,
  fixtureTeam,
} from '../testing/index.js';
import { createAppealsStore, createModerationStore } from './moderation-store.js';

const profiles = fixtureProfileCards(24, 1);
const robin = fixtureTeam().find((member) => member.name === 'Robin');
const asRobin = { id: 3, name: 'Robin', email: 'robin@amora.example', roles: robin?.roles ?? [] };
const asModerator = (overrides: Parameters<typeof createFakeApi>[0] = {}) =>
  createFakeApi(overrides, { profiles, operator: { operator: asRobin } });

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the moderation store', () => {
  it('shows the oldest open report, decides it, and moves on to the next', async () => {
    const store = createModerationStore({ api: asModerator() });
    await store.actions.load();
    expect(store.state).toMatchObject({ view: 'open', open: 3, selected: 1 });
    const decided = await store.actions.decide({
      decision: 'suspension',
      ground: 'scam',
      facts: 'You asked a member for money.',
      days: 7,
    });
    expect(decided.ok).toBe(true);
    expect(store.state).toMatchObject({ open: 2, selected: 2, deciding: false });
    expect(store.state.reports?.map((report) => report.id)).toEqual([2, 3]);
    await store.actions.decide({ decision: 'dismiss' });
    await store.actions.decide({ decision: 'dismiss' });
    expect(store.state).toMatchObject({ open: 0, selected: null, oldestOpenAt: null, reports: [] });

    // The decisions, the latest first, and a restriction lifted.
    await store.actions.load('decided');
    expect(store.state.reports?.map((report) => report.decision)).toEqual([
      'warning',
      'dismiss',
      'dismiss',
      'suspension',
    ]);
    const suspension = store.state.reports?.[3]?.restriction;
    await store.actions.lift(suspension?.id ?? 0, 'The member paid nothing; a misunderstanding.');
    expect(store.state.reports?.[3]?.restriction?.lifted_at).not.toBeNull();
  });

  it('takes a report another moderator decided out of the queue, saying so', async () => {
    const store = createModerationStore({
      api: asModerator({ decideReport: failWith('conflict') }),
    });
    await store.actions.load();
    await store.actions.decide({ decision: 'dismiss' });
    expect(store.state).toMatchObject({ open: 2, selected: 2, problem: { code: 'conflict' } });
    store.actions.dismissProblem();
    expect(store.state.problem).toBeNull();
  });

  it('does not let a load that started before a decision bring the report back', async () => {
    const late = deferred<ReportsResponse>();
    let calls = 0;
    const api = asModerator();
    const first = await api.call('getReports', { query: {} });
    const store = createModerationStore({
      api: asModerator({
        getReports: async () => {
          calls += 1;
          return calls === 1 ? first : late.promise;
        },
      }),
    });
    await store.actions.load();
    const reload = store.actions.load();
    await store.actions.decide({ decision: 'dismiss' });
    late.resolve(first);
    await reload;
    expect(store.state.reports?.map((report) => report.id)).toEqual([2, 3]);
  });
});

describe('the appeals store', () => {
  it('lists the appeals of others’ decisions and decides one', async () => {
    const kim = { id: 9, name: 'Kim', email: 'kim@amora.example', roles: ['moderator' as const] };
    const store = createAppealsStore({
      api: createFakeApi({}, { profiles, operator: { operator: kim } }),
    });
    await store.actions.load();
    expect(store.state.appeals?.map((appeal) => appeal.restriction.decided_by)).toEqual(['Robin']);
    const decided = await store.actions.decide({
      appeal: 1,
      outcome: 'reversed',
      answer: 'We believe you.',
    });
    expect(decided.ok).toBe(true);
    expect(store.state.appeals).toEqual([]);
    // Robin does not see appeals against his own decisions.
    const own = createAppealsStore({ api: asModerator() });
    await own.actions.load();
    expect(own.state.appeals).toEqual([]);
  });
});

describe('the statement store', () => {
  it('shows a statement at its link, takes one appeal, and says when the appeal is closed', async () => {
    const api = createFakeApi({}, { profiles });
    const store = createStatementStore({ api });
    await store.actions.load('not-a-statement-token-at-all-0000000');
    expect(store.state).toMatchObject({ status: 'error', problem: { code: 'not_found' } });
    await store.actions.load(FIXTURE_STATEMENT_TOKEN);
    expect(store.state).toMatchObject({
      status: 'ready',
      statement: { kind: 'suspension', appeal: null },
    });
    const appealed = await store.actions.appeal('It was my brother, not me.');
    expect(appealed.ok).toBe(true);
    expect(store.state.statement?.appeal).toMatchObject({ text: 'It was my brother, not me.' });
    const again = await store.actions.appeal('Please.');
    expect(again.ok).toBe(false);
    expect(store.state.appealProblem?.code).toBe('appeal_closed');
  });
});
