import { describe, expect, it } from 'vitest';
import { createFakeClock } from './fake-clock.js';

describe('createFakeClock', () => {
  it('starts at the given time and moves only on advance', async () => {
    const clock = createFakeClock(1_000);
    expect(clock.now()).toBe(1_000);
    await clock.advance(250);
    expect(clock.now()).toBe(1_250);
  });

  it('fires due timers in order, each at its own time', async () => {
    const clock = createFakeClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => fired.push(`c@${clock.now()}`), 300);

    await clock.advance(250);

    expect(fired).toEqual(['a@100', 'b@200']);
    expect(clock.pending()).toBe(1);
    expect(clock.pendingDelays()).toEqual([50]);
  });

  it('fires timers scheduled by async work within the same advance', async () => {
    const clock = createFakeClock(0);
    const fired: number[] = [];
    clock.setTimeout(async () => {
      await Promise.resolve();
      clock.setTimeout(() => fired.push(clock.now()), 100);
    }, 100);

    await clock.advance(200);

    expect(fired).toEqual([200]);
  });

  it('cancels timers', async () => {
    const clock = createFakeClock(0);
    let fired = false;
    const handle = clock.setTimeout(() => {
      fired = true;
    }, 10);
    clock.clearTimeout(handle);
    clock.clearTimeout('unknown');

    await clock.advance(100);

    expect(fired).toBe(false);
    expect(clock.pending()).toBe(0);
  });
});
