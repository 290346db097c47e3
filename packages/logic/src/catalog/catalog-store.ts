import type { CompanyInfo, Interest, Region } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt, type Result } from '../api/api-result.js';
import { createLifetime } from '../platform/lifetime.js';

export interface CatalogState {
  /** Interest codes; null until loaded. */
  interests: Interest[] | null;
  /** Regions keyed by country code; null until loaded. */
  regions: Record<string, Region[]> | null;
  /** The operator's details; null until loaded. */
  companyInfo: CompanyInfo | null;
}

export interface CatalogActions {
  /** Loads the interests once; a failure is not kept (a later call tries again). */
  loadInterests(): Promise<Result<Interest[]>>;
  /** Loads the regions once; a failure is not kept (a later call tries again). */
  loadRegions(): Promise<Result<Record<string, Region[]>>>;
  /** Loads the company info once; a failure is not kept (a later call tries again). */
  loadCompanyInfo(): Promise<Result<CompanyInfo>>;
}

export interface CatalogStore {
  state: CatalogState;
  actions: CatalogActions;
  /** Cancels loads under way; later answers change nothing. */
  destroy(): void;
}

/**
 * Wraps a loader so it runs once: concurrent callers share one request, a success is kept, and a
 * failure is forgotten so that the next caller tries again.
 */
function once<Value>(
  load: () => Promise<Result<Value>>,
  keep: (value: Value) => void,
  known: () => Value | null,
) {
  let pending: Promise<Result<Value>> | null = null;
  return (): Promise<Result<Value>> => {
    const value = known();
    if (value !== null) return Promise.resolve({ ok: true, value });
    pending ??= load().then((result) => {
      if (result.ok) keep(result.value);
      else pending = null;
      return result;
    });
    return pending;
  };
}

/** Creates the catalog store: interests, regions and company info, each loaded once and cached. */
export function createCatalogStore({
  api,
  initial = {},
}: {
  api: ApiClient;
  initial?: Partial<CatalogState>;
}): CatalogStore {
  const state = proxy<CatalogState>({
    interests: initial.interests ?? null,
    regions: initial.regions ?? null,
    companyInfo: initial.companyInfo ?? null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  /** Keeps a value unless the store was destroyed while it was on its way. */
  const keeping =
    <Value>(keep: (value: Value) => void) =>
    (value: Value) => {
      if (!lifetime.ended) keep(value);
    };

  return {
    state,
    actions: {
      loadInterests: once(
        () =>
          attempt(async () => (await api.call('getInterests', undefined, { signal })).interests),
        keeping((interests) => {
          state.interests = interests;
        }),
        () => state.interests,
      ),
      loadRegions: once(
        () => attempt(async () => (await api.call('getRegions', undefined, { signal })).regions),
        keeping((regions) => {
          state.regions = regions;
        }),
        () => state.regions,
      ),
      loadCompanyInfo: once(
        () => attempt(() => api.call('getCompanyInfo', undefined, { signal })),
        keeping((companyInfo) => {
          state.companyInfo = companyInfo;
        }),
        () => state.companyInfo,
      ),
    },
    destroy: lifetime.end,
  };
}
