import type {
  AppealDecisionRequest,
  ModerationAppeal,
  ModerationReport,
  ReportDecisionRequest,
} from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface ModerationState {
  /** `open`: the queue, oldest first; `decided`: the decided reports, the newest first. */
  view: 'open' | 'decided';
  /** The reports of the view; null until they load. */
  reports: ModerationReport[] | null;
  /** How many reports wait, and since when the oldest does. */
  open: number;
  oldestOpenAt: string | null;
  loadProblem: ApiProblem | null;
  /** The report shown beside the list (the queue's oldest by default). */
  selected: number | null;
  deciding: boolean;
  /** Why the last decision or lift was refused; null when dismissed. */
  problem: ApiProblem | null;
}

export interface ModerationActions {
  /** Loads a view of the reports; the queue shows its oldest report. */
  load(view?: 'open' | 'decided'): Promise<void>;
  select(id: number): void;
  /**
   * Decides the selected report; it leaves the queue, and the next oldest is shown. A report
   * another moderator decided meanwhile (409) leaves the queue too, with the problem shown.
   */
  decide(decision: Omit<ReportDecisionRequest, 'report'>): Promise<Result<unknown>>;
  /** Lifts a decided report's restriction before its end. */
  lift(restriction: number, reason: string): Promise<Result<unknown>>;
  dismissProblem(): void;
}

export interface ModerationStore {
  state: ModerationState;
  actions: ModerationActions;
  destroy(): void;
}

/**
 * Creates the store of the back office's reports (moderators and admins): the queue of open
 * reports, oldest first, one shown at a time with its evidence, the decision on it, and the
 * decided reports, whose restrictions may be lifted. A late load does not undo a decision made
 * after it started.
 */
export function createModerationStore({ api }: { api: ApiClient }): ModerationStore {
  const state = proxy<ModerationState>({
    view: 'open',
    reports: null,
    open: 0,
    oldestOpenAt: null,
    loadProblem: null,
    selected: null,
    deciding: false,
    problem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);

  /** Takes a report out of the queue and shows the next oldest. */
  function leaveQueue(id: number) {
    const reports = state.reports ?? [];
    const index = reports.findIndex((report) => report.id === id);
    const rest = reports.filter((report) => report.id !== id);
    state.reports = rest;
    state.open = Math.max(0, state.open - 1);
    state.oldestOpenAt = rest[0]?.created_at ?? null;
    state.selected = (rest[index] ?? rest[index - 1] ?? null)?.id ?? null;
  }

  const actions: ModerationActions = {
    async load(view = state.view) {
      const latest = loads.start();
      if (view !== state.view) {
        state.view = view;
        state.reports = null;
        state.selected = null;
      }
      const result = await attempt(() =>
        api.call('getReports', { query: { status: view } }, { signal }),
      );
      if (!latest()) return;
      if (!result.ok) {
        state.loadProblem = result.problem;
        return;
      }
      state.loadProblem = null;
      state.reports = result.value.reports;
      state.open = result.value.open;
      state.oldestOpenAt = result.value.oldest_open_at;
      const shown = result.value.reports.some((report) => report.id === state.selected);
      if (!shown) state.selected = result.value.reports[0]?.id ?? null;
    },
    select(id) {
      state.selected = id;
      state.problem = null;
    },
    async decide(decision) {
      const report = state.selected;
      if (report === null || state.deciding) return { ok: true, value: undefined };
      loads.drop();
      state.deciding = true;
      state.problem = null;
      const body = { ...decision, report };
      const result = await attempt(() => api.call('decideReport', { body }, { signal }));
      if (lifetime.ended) return result;
      state.deciding = false;
      if (!result.ok) {
        state.problem = result.problem;
        if (result.problem.code === 'conflict') leaveQueue(report);
        return result;
      }
      leaveQueue(report);
      return result;
    },
    async lift(restriction, reason) {
      state.deciding = true;
      state.problem = null;
      const result = await attempt(() =>
        api.call('liftRestriction', { body: { restriction, reason } }, { signal }),
      );
      if (lifetime.ended) return result;
      state.deciding = false;
      if (!result.ok) {
        state.problem = result.problem;
        return result;
      }
      for (const report of state.reports ?? []) {
        if (report.restriction?.id === restriction) report.restriction = result.value.restriction;
      }
      return result;
    },
    dismissProblem() {
      state.problem = null;
    },
  };

  return { state, actions, destroy: () => lifetime.end() };
}

export interface AppealsState {
  /** The appeals waiting for this moderator, oldest first; null until they load. */
  appeals: ModerationAppeal[] | null;
  loadProblem: ApiProblem | null;
  /** The appeal a decision is under way for. */
  deciding: number | null;
  /** Why the last decision was refused; null when dismissed. */
  problem: ApiProblem | null;
}

export interface AppealsStore {
  state: AppealsState;
  actions: {
    load(): Promise<void>;
    /** Decides an appeal; it leaves the list. */
    decide(decision: AppealDecisionRequest): Promise<Result<unknown>>;
  };
  destroy(): void;
}

/**
 * Creates the store of the appeals a moderator may decide (never against their own decisions):
 * the list, oldest first, and the decision on each, which takes it off the list.
 */
export function createAppealsStore({ api }: { api: ApiClient }): AppealsStore {
  const state = proxy<AppealsState>({
    appeals: null,
    loadProblem: null,
    deciding: null,
    problem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  const actions: AppealsStore['actions'] = {
    async load() {
      const latest = loads.start();
      const result = await attempt(() => api.call('getAppeals', undefined, { signal }));
      if (!latest()) return;
      if (!result.ok) {
        state.loadProblem = result.problem;
        return;
      }
      state.loadProblem = null;
      state.appeals = result.value.appeals;
    },
    async decide(decision) {
      loads.drop();
      state.deciding = decision.appeal;
      state.problem = null;
      const result = await attempt(() => api.call('decideAppeal', { body: decision }, { signal }));
      if (lifetime.ended) return result;
      state.deciding = null;
      if (!result.ok && result.problem.code !== 'conflict') {
        state.problem = result.problem;
        return result;
      }
      state.appeals = (state.appeals ?? []).filter((appeal) => appeal.id !== decision.appeal);
      return result;
    },
  };
  return { state, actions, destroy: () => lifetime.end() };
}
