import type { Transparency, TransparencyHalf } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt } from '../api/api-result.js';
import type { Clock } from '../platform/clock.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

/** A half-year of the transparency figures: `half` 1 is January to June, 2 July to December. */
export interface TransparencyPeriod {
  year: number;
  half: TransparencyHalf;
}

/** How many half-years the back office offers: the current one and the three before it. */
export const TRANSPARENCY_PERIODS_SHOWN = 4;

/** The half-years to choose from at `now` (UTC), the current one first. */
export function transparencyPeriods(
  now: number,
  count = TRANSPARENCY_PERIODS_SHOWN,
): TransparencyPeriod[] {
  const date = new Date(now);
  let year = date.getUTCFullYear();
  let half: TransparencyHalf = date.getUTCMonth() < 6 ? 1 : 2;
  const periods: TransparencyPeriod[] = [];
  for (let index = 0; index < count; index += 1) {
    periods.push({ year, half });
    if (half === 2) half = 1;
    else {
      half = 2;
      year -= 1;
    }
  }
  return periods;
}

/**
 * The figures as CSV (RFC 4180, comma-separated, one measure a line): `section,measure,value`,
 * the counts by reason, kind and ground as `by_reason:<reason>` and so on; a median with no
 * decisions is empty. The names are the contract's, the same in every language, for a
 * spreadsheet or the transparency database.
 */
export function transparencyCsv(figures: Transparency): string {
  const lines = [['section', 'measure', 'value']];
  const add = (section: string, values: object) => {
    for (const [measure, value] of Object.entries(values)) {
      if (value !== null && typeof value === 'object') {
        for (const [key, count] of Object.entries(value)) {
          lines.push([section, `${measure}:${key}`, String(count)]);
        }
      } else lines.push([section, measure, value === null ? '' : String(value)]);
    }
  };
  add('period', { from: figures.from, until: figures.until });
  add('notices', figures.notices);
  add('reports', figures.reports);
  add('restrictions', figures.restrictions);
  add('photos', figures.photos);
  add('appeals', figures.appeals);
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

export interface TransparencyState {
  /** The half-years to choose from, the current one first. */
  periods: TransparencyPeriod[];
  period: TransparencyPeriod;
  /** The figures of `period`; null while they load. */
  figures: Transparency | null;
  loadProblem: ApiProblem | null;
}

export interface TransparencyStore {
  state: TransparencyState;
  actions: {
    /** Loads a half-year's figures (the one shown by default); an earlier choice's late answer is dropped. */
    load(period?: TransparencyPeriod): Promise<void>;
  };
  destroy(): void;
}

/**
 * Creates the store of the moderation's transparency figures (EU DSA, Art. 15): the current
 * half-year first, any of the three before it on request.
 */
export function createTransparencyStore({
  api,
  clock,
}: {
  api: ApiClient;
  clock: Clock;
}): TransparencyStore {
  const periods = transparencyPeriods(clock.now());
  const state = proxy<TransparencyState>({
    periods,
    period: periods[0] as TransparencyPeriod,
    figures: null,
    loadProblem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  return {
    state,
    actions: {
      async load(period = state.period) {
        const latest = loads.start();
        if (period.year !== state.period.year || period.half !== state.period.half) {
          state.period = { year: period.year, half: period.half };
          state.figures = null;
        }
        const query = { year: period.year, half: period.half };
        const result = await attempt(() => api.call('getTransparency', { query }, { signal }));
        if (!latest()) return;
        state.loadProblem = result.ok ? null : result.problem;
        if (result.ok) state.figures = result.value;
      },
    },
    destroy: () => lifetime.end(),
  };
}
