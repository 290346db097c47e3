import { describe, expect, it } from 'vitest';
import {
  createFakeClock,
  createFakeGeolocation,
  createFixtureStores,
  failWith,
} from '../testing/index.js';
import { GEOCODE_CACHE_KEY } from './location-store.js';

describe('location store', () => {
  it('finds the place of the device position and becomes active', async () => {
    const geolocation = createFakeGeolocation({ position: { latitude: 52.37, longitude: 4.89 } });
    const stores = createFixtureStores({ geolocation });
    const place = await stores.location.actions.locate();
    expect(place).toEqual({
      ok: true,
      value: { country: 'GB', region: 'GB-ENG', region_name: 'England', city: 'Brighton' },
    });
    expect(stores.api.callsTo('geocode')).toEqual([{ query: { lat: 52.37, lon: 4.89 } }]);
    expect(stores.location.state).toMatchObject({
      status: 'active',
      error: null,
      permission: 'granted',
    });
  });

  it('reuses a place found less than an hour ago without asking the device', async () => {
    const clock = createFakeClock();
    const geolocation = createFakeGeolocation();
    const stores = createFixtureStores({ clock, geolocation });
    await stores.location.actions.locate();
    await clock.advance(59 * 60 * 1000);
    await stores.location.actions.locate();
    expect(geolocation.requests).toBe(1);
    await clock.advance(60 * 1000);
    await stores.location.actions.locate();
    expect(geolocation.requests).toBe(2);
    expect(JSON.parse(stores.storage.getItem(GEOCODE_CACHE_KEY) ?? '{}').place.city).toBe(
      'Brighton',
    );
  });

  it('shows the error state when the member refuses, the device fails or no place is known', async () => {
    const denied = createFixtureStores({
      geolocation: createFakeGeolocation({ failure: 'denied' }),
    });
    expect(await denied.location.actions.locate()).toEqual({ ok: true, value: null });
    expect(denied.location.state).toMatchObject({
      status: 'error',
      error: 'denied',
      permission: 'denied',
    });

    const timeout = createFixtureStores({
      geolocation: createFakeGeolocation({ failure: 'timeout' }),
    });
    await timeout.location.actions.locate();
    expect(timeout.location.state.error).toBe('timeout');

    const sea = createFixtureStores({ api: { geocode: async () => false } });
    expect(await sea.location.actions.locate()).toEqual({ ok: true, value: null });
    expect(sea.location.state).toMatchObject({ status: 'error', error: 'not_found' });

    const offline = createFixtureStores({ api: { geocode: failWith('network_error') } });
    expect(await offline.location.actions.locate()).toMatchObject({
      ok: false,
      problem: { code: 'network_error' },
    });
    expect(offline.location.state).toMatchObject({ status: 'error', error: 'unavailable' });
  });

  it('drops a place that arrives after destroy', async () => {
    let answer: () => void = () => {};
    const stores = createFixtureStores({
      api: {
        geocode: () =>
          new Promise((resolve) => {
            answer = () =>
              resolve({ country: 'GB', region: null, region_name: null, city: 'Leeds' });
          }),
      },
    });
    const pending = stores.location.actions.locate();
    await expect.poll(() => stores.api.callsTo('geocode').length).toBe(1);
    stores.destroy();
    answer();
    await pending;
    expect(stores.location.state).toMatchObject({ status: 'locating', place: null });
    expect(stores.storage.getItem(GEOCODE_CACHE_KEY)).toBeNull();
  });

  it('reads the permission', async () => {
    const stores = createFixtureStores({
      geolocation: createFakeGeolocation({ permission: 'unsupported' }),
    });
    await stores.location.actions.checkPermission();
    expect(stores.location.state.permission).toBe('unsupported');
  });
});
