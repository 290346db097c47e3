import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import type { KeyValueStorage } from '../platform/storage.js';
import { TRACKING_PARAMETERS, type TrackingRecord, trackingFromUrl } from './tracking-rules.js';

/** Storage key of the tracking record. */
export const TRACKING_STORAGE_KEY = SITE_STORAGE_KEYS.tracking;

export interface TrackingState {
  /** The stored arrival record, or null when the visitor never came with tracking parameters. */
  record: TrackingRecord | null;
}

export interface TrackingActions {
  /**
   * Captures `network, ref, sub1, sub2, sub3` from a URL. A URL with any of them replaces the
   * stored record as a whole (a new arrival); a URL without any keeps the stored record.
   */
  captureFromUrl(url: string | URL): void;
}

export interface TrackingStore {
  state: TrackingState;
  actions: TrackingActions;
  /** Nothing runs in the background; here so that every store can be destroyed alike. */
  destroy(): void;
}

function readRecord(storage: KeyValueStorage): TrackingRecord | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TRACKING_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const values = parsed as Record<string, unknown>;
    const record: TrackingRecord = { network: null, ref: null, sub1: null, sub2: null, sub3: null };
    for (const name of TRACKING_PARAMETERS) {
      const value = values[name];
      record[name] = typeof value === 'string' && value ? value : null;
    }
    return record;
  } catch {
    return null;
  }
}

/** Creates the tracking store over a storage (the browser's localStorage on sites). */
export function createTrackingStore({ storage }: { storage: KeyValueStorage }): TrackingStore {
  const state = proxy<TrackingState>({ record: readRecord(storage) });
  return {
    state,
    actions: {
      captureFromUrl(url) {
        const record = trackingFromUrl(url);
        if (!record) return;
        state.record = record;
        try {
          storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(record));
        } catch {
          // A full or refused storage only costs attribution after a reload.
        }
      },
    },
    destroy() {},
  };
}
