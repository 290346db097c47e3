import type { AuditAction, AuditEntry, AuditQuery } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

/** What the audit log is narrowed to: a text, an operator, an action (each optional). */
export interface AuditFilters {
  q: string;
  operator: number | null;
  action: AuditAction | null;
}

export interface AuditLogState {
  filters: AuditFilters;
  /** The entries found, newest first; null until the first answer for these filters. */
  entries: AuditEntry[] | null;
  /** The cursor of the next page; null at the end. */
  before: number | null;
  loadingMore: boolean;
  /** Why the last search or page failed; null once one succeeds. */
  problem: ApiProblem | null;
}

export interface AuditLogActions {
  /** Shows the newest entries for these filters (the answer to an earlier search is dropped). */
  search(filters: AuditFilters): Promise<void>;
  /** Adds the next page below the entries shown. */
  loadMore(): Promise<void>;
}

export interface AuditLogStore {
  state: AuditLogState;
  actions: AuditLogActions;
  destroy(): void;
}

const queryOf = (filters: AuditFilters, before?: number): AuditQuery => ({
  ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  ...(filters.operator !== null ? { operator: filters.operator } : {}),
  ...(filters.action !== null ? { action: filters.action } : {}),
  ...(before !== undefined ? { before } : {}),
});

/**
 * Creates the store of the back office's audit log (admins only): the newest entries for the
 * filters, and the pages after them. Only the latest search counts: a late answer to an earlier
 * one is dropped, and a page that arrives after the filters changed is not added.
 */
export function createAuditLogStore({ api }: { api: ApiClient }): AuditLogStore {
  const state = proxy<AuditLogState>({
    filters: { q: '', operator: null, action: null },
    entries: null,
    before: null,
    loadingMore: false,
    problem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const searches = latestCalls(lifetime);

  const actions: AuditLogActions = {
    async search(filters) {
      const latest = searches.start();
      state.filters = { ...filters };
      state.entries = null;
      state.before = null;
      state.loadingMore = false;
      const query = queryOf(filters);
      const result = await attempt(() => api.call('getAuditLog', { query }, { signal }));
      if (!latest()) return;
      if (!result.ok) {
        state.problem = result.problem;
        return;
      }
      state.problem = null;
      state.entries = result.value.entries;
      state.before = result.value.before;
    },
    async loadMore() {
      const { before, entries } = state;
      if (before === null || entries === null || state.loadingMore) return;
      const latest = searches.start();
      state.loadingMore = true;
      const query = queryOf(state.filters, before);
      const result = await attempt(() => api.call('getAuditLog', { query }, { signal }));
      if (!latest()) return;
      state.loadingMore = false;
      if (!result.ok) {
        state.problem = result.problem;
        return;
      }
      state.problem = null;
      state.entries = [...(state.entries ?? []), ...result.value.entries];
      state.before = result.value.before;
    },
  };

  return { state, actions, destroy: () => lifetime.end() };
}
