import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/fake-clock.js';
import {
  createNavigationProgress,
  PROGRESS_THROTTLE_MS,
  waitToFind,
} from './navigation-progress.js';

describe('the navigation progress bar', () => {
  it('starts after the throttle, completes when loading ends and goes after it', async () => {
    const clock = createFakeClock();
    const progress = createNavigationProgress({ clock });
    progress.setLoading(true);
    await clock.advance(PROGRESS_THROTTLE_MS - 1);
    expect(progress.state.phase).toBe('idle');
    await clock.advance(1);
    expect(progress.state.phase).toBe('running');
    progress.setLoading(false);
    expect(progress.state.phase).toBe('done');
    await clock.advance(PROGRESS_THROTTLE_MS - 1);
    expect(progress.state.phase).toBe('done');
    await clock.advance(1);
    expect(progress.state.phase).toBe('idle');
  });

  it('never shows for a quick navigation, nor after it is destroyed', async () => {
    const clock = createFakeClock();
    const progress = createNavigationProgress({ clock });
    progress.setLoading(true);
    await clock.advance(PROGRESS_THROTTLE_MS - 100);
    progress.setLoading(false);
    await clock.advance(PROGRESS_THROTTLE_MS * 2);
    expect(progress.state.phase).toBe('idle');
    progress.setLoading(true);
    progress.destroy();
    await clock.advance(PROGRESS_THROTTLE_MS * 2);
    expect(progress.state.phase).toBe('idle');
  });

  it('runs again when a new load starts while the full bar is going', async () => {
    const clock = createFakeClock();
    const progress = createNavigationProgress({ clock });
    progress.setLoading(true);
    await clock.advance(PROGRESS_THROTTLE_MS);
    progress.setLoading(false);
    progress.setLoading(true);
    await clock.advance(PROGRESS_THROTTLE_MS);
    expect(progress.state.phase).toBe('running');
  });
});

describe('waiting for something to appear', () => {
  /** A source of change signals, as a DOM observer would send them. */
  function signals() {
    const listeners = new Set<() => void>();
    return {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      send: () => {
        for (const listener of [...listeners]) listener();
      },
      count: () => listeners.size,
    };
  }

  it('finds at once, or on a later change, and stops listening', () => {
    const clock = createFakeClock();
    const seen: string[] = [];
    waitToFind({
      clock,
      limitMs: 5000,
      find: () => 'now',
      subscribe: () => () => {},
      found: (value) => seen.push(value),
    });
    let heading: string | null = null;
    const changes = signals();
    waitToFind({
      clock,
      limitMs: 5000,
      find: () => heading,
      subscribe: changes.subscribe,
      found: (value) => seen.push(value),
    });
    changes.send();
    heading = 'Members';
    changes.send();
    changes.send();
    expect(seen).toEqual(['now', 'Members']);
    expect(changes.count()).toBe(0);
  });

  it('gives up after the limit on the clock, or when cancelled', async () => {
    const clock = createFakeClock();
    const seen: string[] = [];
    let heading: string | null = null;
    const late = signals();
    waitToFind({
      clock,
      limitMs: 5000,
      find: () => heading,
      subscribe: late.subscribe,
      found: (value) => seen.push(value),
    });
    await clock.advance(5000);
    expect(late.count()).toBe(0);
    const cancelled = signals();
    const cancel = waitToFind({
      clock,
      limitMs: 5000,
      find: () => heading,
      subscribe: cancelled.subscribe,
      found: (value) => seen.push(value),
    });
    cancel();
    heading = 'Too late';
    late.send();
    cancelled.send();
    expect([seen, cancelled.count()]).toEqual([[], 0]);
  });
});
