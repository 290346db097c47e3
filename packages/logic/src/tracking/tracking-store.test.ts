import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../testing/index.js';
import { trackingFromUrl, trafficSource } from './tracking-rules.js';
import { createTrackingStore, TRACKING_STORAGE_KEY } from './tracking-store.js';

describe('tracking store', () => {
  it('captures network, ref and sub1-3 from the arrival URL into storage', () => {
    const storage = createMemoryStorage();
    const tracking = createTrackingStore({ storage });

    tracking.actions.captureFromUrl(
      'https://amora.example/?network=aff1&ref=42&sub1=a&sub2=b&sub3=c&utm_source=x',
    );

    const record = { network: 'aff1', ref: '42', sub1: 'a', sub2: 'b', sub3: 'c' };
    expect(tracking.state.record).toEqual(record);
    expect(JSON.parse(storage.getItem(TRACKING_STORAGE_KEY) ?? 'null')).toEqual(record);
  });

  it('keeps the record when a later URL lacks the parameters', () => {
    const storage = createMemoryStorage();
    const tracking = createTrackingStore({ storage });
    tracking.actions.captureFromUrl('/?network=aff1');

    tracking.actions.captureFromUrl('/members?page=2');
    tracking.actions.captureFromUrl('/login?network=');

    expect(tracking.state.record).toEqual({
      network: 'aff1',
      ref: null,
      sub1: null,
      sub2: null,
      sub3: null,
    });
  });

  it('replaces the whole record on a new arrival with parameters', () => {
    const tracking = createTrackingStore({ storage: createMemoryStorage() });
    tracking.actions.captureFromUrl('/?network=aff1&sub1=a');

    tracking.actions.captureFromUrl('/?ref=77');

    expect(tracking.state.record).toEqual({
      network: null,
      ref: '77',
      sub1: null,
      sub2: null,
      sub3: null,
    });
  });

  it('reads the stored record at start and survives broken storage content', () => {
    const stored = JSON.stringify({ network: 'aff9', ref: '', sub1: 3 });
    expect(
      createTrackingStore({ storage: createMemoryStorage({ [TRACKING_STORAGE_KEY]: stored }) })
        .state.record,
    ).toEqual({
      network: 'aff9',
      ref: null,
      sub1: null,
      sub2: null,
      sub3: null,
    });
    expect(
      createTrackingStore({ storage: createMemoryStorage({ [TRACKING_STORAGE_KEY]: '{oops' }) })
        .state.record,
    ).toBeNull();
    expect(createTrackingStore({ storage: createMemoryStorage() }).state.record).toBeNull();
  });
});

describe('trafficSource', () => {
  it('is the network, else the ref, else null', () => {
    const empty = { network: null, ref: null, sub1: null, sub2: null, sub3: null };
    expect(trafficSource({ ...empty, network: 'aff1', ref: '42' })).toBe('aff1');
    expect(trafficSource({ ...empty, ref: '42' })).toBe('42');
    expect(trafficSource({ ...empty, sub1: 'a' })).toBeNull();
    expect(trafficSource(null)).toBeNull();
  });

  it('reads nothing from a URL without tracking parameters', () => {
    expect(trackingFromUrl('https://amora.example/members')).toBeNull();
  });
});
