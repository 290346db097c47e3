import type { ReportsResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createStatementStore } from '../moderation/statement-store.js';
import { deferred } from '../testing/deferred.js';
import {
  apiError,
  createFakeApi,
  FIXTURE_STATEMENT_TOKEN,
  failWith,
  fixtureProfileCards,
  fixtureTeam,
} from '../testing/index.js';
import {
  createAppealsStore,
  createModerationStore,
  moderationQueue,
  queueItem,
} from './moderation-store.js';

const profiles = fixtureProfileCards(24, 1);
const robin = fixtureTeam().find((member) => member.name === 'Robin');
const asRobin = { id: 3, name: 'Robin', email: 'robin@amora.example', roles: robin?.roles ?? [] };
const asModerator = (overrides: Parameters<typeof createFakeApi>[0] = {}) =>
  createFakeApi(overrides, { profiles, operator: { operator: asRobin } });

describe('the moderation store', () => {
  it('shows reports and notices in one queue, oldest first, decides each and moves on', async () => {
    const store = createModerationStore({ api: asModerator() });
    await store.actions.load();
    expect(store.state).toMatchObject({
      view: 'open',
      open: 6,
      selected: { kind: 'report', id: 1 },
    });
    const order = () => moderationQueue(store.state)?.map((item) => `${item.kind} ${item.id}`);
    expect(order()).toEqual([
      'report 1',
      'notice 1',
      'report 2',
      'notice 2',
      'report 3',
      'notice 3',
    ]);
    const decided = await store.actions.decide({
      decision: 'suspension',
      ground: 'scam',
      facts: 'You asked a member for money.',
      days: 7,
    });
    expect(decided.ok).toBe(true);
    expect(store.state).toMatchObject({ open: 5, selected: { kind: 'notice', id: 1 } });
    // A report's decision does nothing while a notice is shown, and the other way round.
    expect((await store.actions.decide({ decision: 'dismiss' })).ok).toBe(true);
    expect(store.state.open).toBe(5);
    const member = queueItem(store.state, store.state.selected);
    const concerned = member?.kind === 'notice' ? member.notice.concerns?.id : undefined;
    const warned = await store.actions.decideNotice({
      decision: 'warning',
      member: concerned,
      ground: 'false_identity',
      facts: 'Your photos show another person.',
      answer: 'We warned the member.',
    });
    expect(warned.ok).toBe(true);
    expect(store.state).toMatchObject({ open: 4, selected: { kind: 'report', id: 2 } });
    await store.actions.decide({ decision: 'dismiss' });
    await store.actions.decideNotice({ decision: 'dismiss', answer: 'No breach.' });
    await store.actions.decide({ decision: 'dismiss' });
    await store.actions.decideNotice({ decision: 'dismiss', answer: 'We credited you.' });
    expect(store.state).toMatchObject({ open: 0, selected: null, oldestOpenAt: null });
    expect(order()).toEqual([]);

    // The decisions, the latest item first, and a restriction lifted.
    await store.actions.load('decided');
    expect(order()).toEqual([
      'notice 4',
      'report 4',
      'notice 3',
      'report 3',
      'notice 2',
      'report 2',
      'notice 1',
      'report 1',
    ]);
    const suspension = store.state.reports?.find((report) => report.id === 1)?.restriction;
    await store.actions.lift(suspension?.id ?? 0, 'The member paid nothing; a misunderstanding.');
    expect(
      store.state.reports?.find((report) => report.id === 1)?.restriction?.lifted_at,
    ).not.toBeNull();
  });

  it('takes a report another moderator decided out of the queue, saying so', async () => {
    const store = createModerationStore({
      api: asModerator({ decideReport: failWith('conflict') }),
    });
    await store.actions.load();
    await store.actions.decide({ decision: 'dismiss' });
    expect(store.state).toMatchObject({
      open: 5,
      selected: { kind: 'notice', id: 1 },
      problem: { code: 'conflict' },
    });
    store.actions.dismissProblem();
    expect(store.state.problem).toBeNull();
  });

  it('shows the notices’ problem when they do not load, and loads both again', async () => {
    let failing = true;
    const api = asModerator();
    const store = createModerationStore({
      api: asModerator({
        getNotices: async (request) => {
          if (failing) throw apiError('internal_error');
          return api.call('getNotices', request);
        },
      }),
    });
    await store.actions.load();
    expect(store.state.loadProblem?.code).toBe('internal_error');
    expect(moderationQueue(store.state)).toBeNull();
    failing = false;
    await store.actions.load();
    expect(store.state).toMatchObject({ loadProblem: null, open: 6 });
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
    expect(store.state.open).toBe(5);
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
