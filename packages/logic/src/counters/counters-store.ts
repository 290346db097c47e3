import { proxy } from 'valtio/vanilla';

export interface CountersState {
  /** Unread messages over all conversations (the Messages badge). */
  unreadMessages: number;
  /** Likes not seen yet (the Likes badge). */
  newLikes: number;
}

export interface CountersActions {
  /** Sets some of the counters. */
  set(counters: Partial<CountersState>): void;
  /** Sets every counter back to 0 (after logout). */
  reset(): void;
}

export interface CountersStore {
  state: CountersState;
  actions: CountersActions;
  /** Nothing runs in the background yet; here so that every store can be destroyed alike. */
  destroy(): void;
}

/** The counters behind the navigation badges; the chats and likes stores feed them. */
export function createCountersStore(initial: Partial<CountersState> = {}): CountersStore {
  const state = proxy<CountersState>({ unreadMessages: 0, newLikes: 0, ...initial });
  return {
    state,
    actions: {
      set(counters) {
        if (counters.unreadMessages !== undefined) state.unreadMessages = counters.unreadMessages;
        if (counters.newLikes !== undefined) state.newLikes = counters.newLikes;
      },
      reset() {
        state.unreadMessages = 0;
        state.newLikes = 0;
      },
    },
    destroy() {},
  };
}
