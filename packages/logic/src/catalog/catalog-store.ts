import type { CompanyInfo, Interest, Region } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';

export interface CatalogState {
  /** Interest codes; null until loaded. */
  interests: Interest[] | null;
  /** Regions keyed by country code; null until loaded. */
  regions: Record<string, Region[]> | null;
  /** The operator's details; null until loaded. */
  companyInfo: CompanyInfo | null;
}

export interface CatalogActions {
  /** Loads the interests once; resolves null when the call failed (a later call tries again). */
  loadInterests(): Promise<Interest[] | null>;
  /** Loads the regions once; resolves null when the call failed (a later call tries again). */
  loadRegions(): Promise<Record<string, Region[]> | null>;
  /** Loads the company info once; resolves null when the call failed (a later call tries again). */
  loadCompanyInfo(): Promise<CompanyInfo | null>;
}

export interface CatalogStore {
  state: CatalogState;
  actions: CatalogActions;
}

/**
 * Wraps a loader so it runs once: concurrent callers share one request, a success is kept, and a
 * failure is forgotten so that the next caller tries again.
 */
function once<T>(fetchValue: () => Promise<T>, store: (value: T) => void, cached: () => T | null) {
  let pending: Promise<T | null> | null = null;
  return (): Promise<T | null> => {
    const known = cached();
    if (known !== null) return Promise.resolve(known);
    pending ??= fetchValue().then(
      (value) => {
        store(value);
        return cached();
      },
      () => {
        pending = null;
        return null;
      },
    );
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
  return {
    state,
    actions: {
      loadInterests: once(
        () => api.getInterests(),
        (interests) => {
          state.interests = interests;
        },
        () => state.interests,
      ),
      loadRegions: once(
        () => api.getRegions(),
        (regions) => {
          state.regions = regions;
        },
        () => state.regions,
      ),
      loadCompanyInfo: once(
        () => api.getCompanyInfo(),
        (companyInfo) => {
          state.companyInfo = companyInfo;
        },
        () => state.companyInfo,
      ),
    },
  };
}
