import { describe, expect, it } from 'vitest';
import { createCountersStore } from './counters-store.js';

describe('counters store', () => {
  it('starts at zero', () => {
    expect(createCountersStore().state).toEqual({ unreadMessages: 0, newLikes: 0 });
  });

  it('sets some counters and leaves the others', () => {
    const counters = createCountersStore();
    counters.actions.set({ unreadMessages: 120 });
    counters.actions.set({ newLikes: 3 });
    counters.actions.set({});
    expect(counters.state).toEqual({ unreadMessages: 120, newLikes: 3 });
  });

  it('resets to zero', () => {
    const counters = createCountersStore({ unreadMessages: 4, newLikes: 2 });
    counters.actions.reset();
    expect(counters.state).toEqual({ unreadMessages: 0, newLikes: 0 });
  });
});
