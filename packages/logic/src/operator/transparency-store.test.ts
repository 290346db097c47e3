import type { Transparency } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import {
  createFakeApi,
  createFakeClock,
  failWith,
  fixtureTeam,
  fixtureTransparency,
} from '../testing/index.js';
import {
  createTransparencyStore,
  transparencyCsv,
  transparencyPeriods,
} from './transparency-store.js';

const robin = fixtureTeam().find((member) => member.name === 'Robin');
const operator = { id: 3, name: 'Robin', email: 'robin@amora.example', roles: robin?.roles ?? [] };
const asModerator = (overrides: Parameters<typeof createFakeApi>[0] = {}) =>
  createFakeApi(overrides, { operator: { operator } });

describe('the transparency figures', () => {
  it('offers the current half-year and the three before it', () => {
    expect(transparencyPeriods(Date.UTC(2026, 10, 28))).toEqual([
      { year: 2026, half: 2 },
      { year: 2026, half: 1 },
      { year: 2025, half: 2 },
      { year: 2025, half: 1 },
    ]);
    expect(transparencyPeriods(Date.UTC(2026, 5, 30, 23, 59), 2)).toEqual([
      { year: 2026, half: 1 },
      { year: 2025, half: 2 },
    ]);
  });

  it('loads the current half-year, another on request, and drops an earlier choice’s late answer', async () => {
    const clock = createFakeClock(Date.UTC(2026, 10, 28));
    const answers: ((figures: Transparency) => void)[] = [];
    const store = createTransparencyStore({
      clock,
      api: asModerator({
        getTransparency: () =>
          new Promise<Transparency>((resolve) => {
            answers.push(resolve);
          }),
      }),
    });
    const first = store.actions.load({ year: 2025, half: 2 });
    const second = store.actions.load({ year: 2026, half: 1 });
    answers[1]?.(fixtureTransparency(2026, 1));
    await second;
    answers[0]?.(fixtureTransparency(2025, 2));
    await first;
    expect(store.state.period).toEqual({ year: 2026, half: 1 });
    expect(store.state.figures?.from).toBe('2026-01-01');
  });

  it('says why the figures did not load', async () => {
    const clock = createFakeClock(Date.UTC(2026, 10, 28));
    const store = createTransparencyStore({
      clock,
      api: asModerator({ getTransparency: failWith('role_required') }),
    });
    await store.actions.load();
    expect(store.state).toMatchObject({
      period: { year: 2026, half: 2 },
      figures: null,
      loadProblem: { code: 'role_required' },
    });
  });

  it('writes the figures as CSV, one measure a line', async () => {
    const figures = await asModerator().call('getTransparency', {
      query: { year: 2026, half: 2 },
    });
    const csv = transparencyCsv({
      ...figures,
      appeals: { ...figures.appeals, median_hours: null },
    });
    const lines = csv.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'section,measure,value',
      'period,from,2026-07-01',
      'period,until,2027-01-01',
      'notices,received,14',
    ]);
    expect(lines).toContain('notices,by_reason:fake_profile,6');
    expect(lines).toContain('restrictions,by_kind:removal,41');
    expect(lines).toContain('appeals,median_hours,');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
