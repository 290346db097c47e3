import type {
  AppealDecisionRequest,
  ModerationAppeal,
  ModerationNotice,
  ModerationReport,
  NoticeDecisionRequest,
  ReportDecisionRequest,
} from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

/** An item of the moderation queue: a member's report, or a notice from `/complaints`. */
export type QueueKey = { kind: 'report' | 'notice'; id: number };
export type QueueItem =
  | { kind: 'report'; id: number; created_at: string; report: ModerationReport }
  | { kind: 'notice'; id: number; created_at: string; notice: ModerationNotice };

export interface ModerationState {
  /** `open`: the queue, oldest first; `decided`: the decided items, the newest first. */
  view: 'open' | 'decided';
  /** The reports and the notices of the view; null until they load. */
  reports: ModerationReport[] | null;
  notices: ModerationNotice[] | null;
  /** How many reports and notices wait, and since when the oldest does. */
  open: number;
  oldestOpenAt: string | null;
  loadProblem: ApiProblem | null;
  /** The item shown beside the list (the queue's oldest by default). */
  selected: QueueKey | null;
  deciding: boolean;
  /** Why the last decision or lift was refused; null when dismissed. */
  problem: ApiProblem | null;
}

/**
 * The reports and notices of the view as one list: the queue's oldest first, the decided ones'
 * newest first. Null until both have loaded.
 */
export function moderationQueue(state: ModerationState): QueueItem[] | null {
  if (!state.reports || !state.notices) return null;
  const items: QueueItem[] = [
    ...state.reports.map((report) => ({
      kind: 'report' as const,
      id: report.id,
      created_at: report.created_at,
      report,
    })),
    ...state.notices.map((notice) => ({
      kind: 'notice' as const,
      id: notice.id,
      created_at: notice.created_at,
      notice,
    })),
  ];
  const order = state.view === 'open' ? 1 : -1;
  return items.sort((a, b) => order * a.created_at.localeCompare(b.created_at));
}

/** The item of the queue a key names, if the view holds it. */
export function queueItem(state: ModerationState, key: QueueKey | null): QueueItem | undefined {
  if (!key) return undefined;
  return moderationQueue(state)?.find((item) => item.kind === key.kind && item.id === key.id);
}

const keyOf = (item: QueueItem | undefined): QueueKey | null =>
  item ? { kind: item.kind, id: item.id } : null;

export interface ModerationActions {
  /** Loads a view of the reports and notices; the queue shows its oldest item. */
  load(view?: 'open' | 'decided'): Promise<void>;
  select(key: QueueKey): void;
  /**
   * Decides the selected report; it leaves the queue, and the next is shown. A report another
   * moderator decided meanwhile (409) leaves the queue too, with the problem shown.
   */
  decide(decision: Omit<ReportDecisionRequest, 'report'>): Promise<Result<unknown>>;
  /** Decides the selected notice, with the answer its notifier is sent; as `decide`. */
  decideNotice(decision: Omit<NoticeDecisionRequest, 'notice'>): Promise<Result<unknown>>;
  /** Lifts a decided item's restriction before its end. */
  lift(restriction: number, reason: string): Promise<Result<unknown>>;
  dismissProblem(): void;
}

export interface ModerationStore {
  state: ModerationState;
  actions: ModerationActions;
  destroy(): void;
}

/**
 * Creates the store of the back office's moderation queue (moderators and admins): members'
 * reports and notices from `/complaints` in one queue, oldest first, one shown at a time with its
 * evidence, the decision on it, and the decided items, whose restrictions may be lifted. A late
 * load does not undo a decision made after it started.
 */
export function createModerationStore({ api }: { api: ApiClient }): ModerationStore {
  const state = proxy<ModerationState>({
    view: 'open',
    reports: null,
    notices: null,
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

  /** Takes an item out of the queue and shows the one that took its place. */
  function leaveQueue(key: QueueKey) {
    const queue = moderationQueue(state) ?? [];
    const index = queue.findIndex((item) => item.kind === key.kind && item.id === key.id);
    const rest = queue.filter((_, position) => position !== index);
    if (key.kind === 'report') {
      state.reports = (state.reports ?? []).filter((report) => report.id !== key.id);
    } else {
      state.notices = (state.notices ?? []).filter((notice) => notice.id !== key.id);
    }
    state.open = Math.max(0, state.open - 1);
    state.oldestOpenAt = rest[0]?.created_at ?? null;
    state.selected = keyOf(rest[index] ?? rest[index - 1]);
  }

  /** Sends a decision on the selected item of a kind, and takes the item out of the queue. */
  async function decideSelected(
    kind: QueueKey['kind'],
    send: (id: number) => Promise<unknown>,
  ): Promise<Result<unknown>> {
    const key = state.selected;
    if (key?.kind !== kind || state.deciding) return { ok: true, value: undefined };
    loads.drop();
    state.deciding = true;
    state.problem = null;
    const result = await attempt(() => send(key.id));
    if (lifetime.ended) return result;
    state.deciding = false;
    if (!result.ok) {
      state.problem = result.problem;
      if (result.problem.code === 'conflict') leaveQueue(key);
      return result;
    }
    leaveQueue(key);
    return result;
  }

  const actions: ModerationActions = {
    async load(view = state.view) {
      const latest = loads.start();
      if (view !== state.view) {
        state.view = view;
        state.reports = null;
        state.notices = null;
        state.selected = null;
      }
      const query = { status: view };
      const [reports, notices] = await Promise.all([
        attempt(() => api.call('getReports', { query }, { signal })),
        attempt(() => api.call('getNotices', { query }, { signal })),
      ]);
      if (!latest()) return;
      if (!reports.ok || !notices.ok) {
        state.loadProblem = reports.ok ? (notices.ok ? null : notices.problem) : reports.problem;
        return;
      }
      state.loadProblem = null;
      state.reports = reports.value.reports;
      state.notices = notices.value.notices;
      state.open = reports.value.open + notices.value.open;
      const oldest = [reports.value.oldest_open_at, notices.value.oldest_open_at]
        .filter((at) => at !== null)
        .sort()[0];
      state.oldestOpenAt = oldest ?? null;
      if (!queueItem(state, state.selected)) state.selected = keyOf(moderationQueue(state)?.[0]);
    },
    select(key) {
      state.selected = { kind: key.kind, id: key.id };
      state.problem = null;
    },
    decide(decision) {
      return decideSelected('report', (report) =>
        api.call('decideReport', { body: { ...decision, report } }, { signal }),
      );
    },
    decideNotice(decision) {
      return decideSelected('notice', (notice) =>
        api.call('decideNotice', { body: { ...decision, notice } }, { signal }),
      );
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
      for (const item of [...(state.reports ?? []), ...(state.notices ?? [])]) {
        if (item.restriction?.id === restriction) item.restriction = result.value.restriction;
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
