import type { GeocodeResult } from '@dating/contract';
import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt, type Result } from '../api/api-result.js';
import type { Clock } from '../platform/clock.js';
import {
  GeolocationError,
  type GeolocationFailure,
  type GeolocationPermission,
  type GeolocationSource,
} from '../platform/geolocation.js';
import { createLifetime } from '../platform/lifetime.js';
import type { KeyValueStorage } from '../platform/storage.js';

/** Spec section 9: a position and its place are reused for at most an hour. */
export const GEOLOCATION_MAX_AGE_MS = 60 * 60 * 1000;
/** How long the device may take to find its position. */
const GEOLOCATION_TIMEOUT_MS = 15_000;
/** Where the last place found is kept, with the time it was found. */
export const GEOCODE_CACHE_KEY = SITE_STORAGE_KEYS.geocodeCache;

/** Why locating failed: the device's reason, or `not_found` when no place is known there. */
export type LocationFailure = GeolocationFailure | 'not_found';

export interface LocationState {
  permission: GeolocationPermission;
  /** `locating` while the device and the server work; `active` once a place was found. */
  status: 'idle' | 'locating' | 'active' | 'error';
  error: LocationFailure | null;
  /** The place found, or null. */
  place: GeocodeResult | null;
}

export interface LocationActions {
  /** Reads the geolocation permission (the button says whether the browser will ask). */
  checkPermission(): Promise<void>;
  /**
   * Finds the member's place: the device's position, reverse geocoded offline by the server.
   * Resolves the place, or null when there is none (the device could not tell its position, or
   * no town is known there: `state.error` says which); a problem when the geocoding call failed.
   */
  locate(): Promise<Result<GeocodeResult | null>>;
}

export interface LocationStore {
  state: LocationState;
  actions: LocationActions;
  /** Cancels a geocoding call under way; its answer changes nothing. */
  destroy(): void;
}

interface CachedPlace {
  at: number;
  place: GeocodeResult;
}

/**
 * Creates the location store behind the geolocation button of the location settings (states
 * active and error). A place found less than an hour ago is reused without asking the device.
 */
export function createLocationStore({
  api,
  clock,
  storage,
  geolocation,
}: {
  api: ApiClient;
  clock: Clock;
  storage: KeyValueStorage;
  geolocation: GeolocationSource;
}): LocationStore {
  const state = proxy<LocationState>({
    permission: 'unknown',
    status: 'idle',
    error: null,
    place: null,
  });
  const lifetime = createLifetime();

  function cachedPlace(): GeocodeResult | null {
    try {
      const cached = JSON.parse(storage.getItem(GEOCODE_CACHE_KEY) ?? 'null') as CachedPlace | null;
      if (cached && clock.now() - cached.at < GEOLOCATION_MAX_AGE_MS) return cached.place;
    } catch {
      // A damaged entry is ignored and replaced.
    }
    return null;
  }

  function fail(error: LocationFailure) {
    if (lifetime.ended) return;
    state.status = 'error';
    state.error = error;
    if (error === 'denied') state.permission = 'denied';
  }

  return {
    state,
    actions: {
      async checkPermission() {
        state.permission = await geolocation.permission();
      },
      async locate() {
        state.status = 'locating';
        state.error = null;
        const cached = cachedPlace();
        if (cached) {
          Object.assign(state, { status: 'active', place: cached });
          return { ok: true, value: cached };
        }
        let position: { latitude: number; longitude: number };
        try {
          position = await geolocation.currentPosition({
            maximumAgeMs: GEOLOCATION_MAX_AGE_MS,
            timeoutMs: GEOLOCATION_TIMEOUT_MS,
          });
        } catch (error) {
          fail(error instanceof GeolocationError ? error.reason : 'unavailable');
          return { ok: true, value: null };
        }
        if (!lifetime.ended) state.permission = 'granted';
        const query = { lat: position.latitude, lon: position.longitude };
        const { signal } = lifetime;
        const result = await attempt(() => api.call('geocode', { query }, { signal }));
        if (!result.ok) {
          fail('unavailable');
          return result;
        }
        const place = result.value;
        if (!place) {
          fail('not_found');
          return { ok: true, value: null };
        }
        if (lifetime.ended) return { ok: true, value: place };
        storage.setItem(GEOCODE_CACHE_KEY, JSON.stringify({ at: clock.now(), place }));
        Object.assign(state, { status: 'active', place });
        return { ok: true, value: place };
      },
    },
    destroy: lifetime.end,
  };
}
