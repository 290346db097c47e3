import { describe, expect, it } from 'vitest';
import { createLifetime, latestCalls } from './lifetime.js';

describe('latestCalls', () => {
  it('keeps only the latest call current, until it is dropped or the lifetime ends', () => {
    const lifetime = createLifetime();
    const calls = latestCalls(lifetime);
    const first = calls.start();
    expect(first()).toBe(true);
    const second = calls.start();
    expect([first(), second()]).toEqual([false, true]);
    calls.drop();
    expect(second()).toBe(false);
    const third = calls.start();
    lifetime.end();
    expect(third()).toBe(false);
  });

  it('counts each kind of call on its own', () => {
    const lifetime = createLifetime();
    const loads = latestCalls(lifetime);
    const entries = latestCalls(lifetime);
    const load = loads.start();
    entries.start();
    expect(load()).toBe(true);
  });
});
