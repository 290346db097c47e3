import type { AutoLikeResponse, LikeProfile, LikeResponse, LikesResponse } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import type { CountersStore } from '../counters/counters-store.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime } from '../platform/lifetime.js';
import { POLLING_START_DELAY_MS, pollingIntervalMs } from '../session/session-rules.js';
import { LIKE_POPUP_RELOAD_MS, newLikesCount } from './likes-rules.js';

export interface LikesState {
  /** Every like of the member and to the member; null until the first load answered. */
  likes: LikesResponse | null;
  /** True while the first load runs: only then do the lists show a progress indicator. */
  firstLoad: boolean;
  /** Why the last load failed, or null (the lists keep what they had). */
  problem: ApiProblem | null;
  /**
   * Matches the member has not been shown yet (oldest first): each asks the overlay queue for its
   * pop-up (`createStores` wires them).
   */
  pendingMatches: number[];
  /** Whether the likes are polled (while a member is logged in). */
  polling: boolean;
}

export interface LikesActions {
  /**
   * Loads GET likes.php. An answer that was asked for before a like, unlike or seen flag changed
   * the state here is dropped (it no longer tells the truth), as is one after `reset`.
   */
  load(): Promise<Result<LikesResponse>>;
  /**
   * The profile for the like pop-up when it is given none (GET auto-like.php): the newest like
   * the member has not seen, or null. The likes reload 500 ms later, so the lists and the badge
   * hold it.
   */
  autoLike(): Promise<Result<AutoLikeResponse['profile']>>;
  /** Likes a member: the lists show the like (or the match) as soon as the server answers. */
  like(profileId: number): Promise<Result<LikeResponse>>;
  /** Takes a like back; a match of the two ends. */
  unlike(profileId: number): Promise<Result>;
  /**
   * The member opened the profile of someone who liked them: the like is no longer new, here at
   * once (the badge drops) and then on the server (a failure is mended by the next poll).
   */
  likeSeen(profileId: number): void;
  /** The match pop-up was shown for this member: it leaves the pending matches, here and there. */
  matchShown(profileId: number): void;
  /**
   * A like of this page is on its way to the member (a swipe): the match it may make shows its
   * pop-up from the like's answer, so it is no pending match meanwhile (the match heard live may
   * bring the list first). Returns the function that ends the wait.
   */
  liking(profileId: number): () => void;
  /**
   * Polls the likes with the member's refresh: first after 5 s, then every 60 s, or every 300 s
   * while push is subscribed (`pushSubscribed()` is asked at each turn).
   */
  startPolling(pushSubscribed: () => boolean): void;
  stopPolling(): void;
  /** Forgets the likes (after logout): the lists are "not loaded" again, the badge 0. */
  reset(): void;
}

export interface LikesStore {
  state: LikesState;
  actions: LikesActions;
  /** Stops polling and cancels calls under way; later answers change nothing. */
  destroy(): void;
}

export interface LikesStoreOptions {
  api: ApiClient;
  clock: Clock;
  /** The navigation's counters: the store keeps `newLikes` in step with the likes. */
  counters: CountersStore;
}

/** Creates the likes store: the member's likes and matches, the Likes badge, the match pop-ups. */
export function createLikesStore({ api, clock, counters }: LikesStoreOptions): LikesStore {
  const state = proxy<LikesState>({
    likes: null,
    firstLoad: false,
    problem: null,
    pendingMatches: [],
    polling: false,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  // Each change made here bumps the version: a load asked for before it is stale.
  let version = 0;
  let timer: TimerHandle | undefined;
  let generation = 0;
  // Matches whose pop-up was shown here, kept out of `pendingMatches` until the server agrees.
  const shownMatches = new Set<number>();
  // Members this page is liking now: a match their like makes shows its pop-up from the like's
  // answer, so a list that arrives first (the match heard live) does not pop it up again.
  const liking = new Set<number>();

  const countBadge = () => counters.actions.set({ newLikes: newLikesCount(state.likes) });

  function apply(likes: LikesResponse) {
    state.likes = likes;
    state.pendingMatches = likes.new_matches.filter(
      (id) => !shownMatches.has(id) && !liking.has(id),
    );
    countBadge();
  }

  function clearTimer() {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  /** The likes with one profile's entry changed (added, updated or removed by `update`). */
  function withProfile(
    likes: LikesResponse,
    profileId: number,
    update: (current: LikeProfile | undefined) => LikeProfile | undefined,
  ): LikesResponse {
    const current = likes.profiles.find((profile) => profile.id === profileId);
    const next = update(current);
    const others = likes.profiles.filter((profile) => profile.id !== profileId);
    return { ...likes, profiles: next ? [next, ...others] : others };
  }

  const actions: LikesActions = {
    async load() {
      const startVersion = version;
      if (state.likes === null) state.firstLoad = true;
      const result = await attempt(() => api.call('getLikes', undefined, { signal }));
      if (lifetime.ended) return result;
      state.firstLoad = false;
      if (startVersion !== version) return result;
      if (!result.ok) {
        state.problem = result.problem;
        return result;
      }
      state.problem = null;
      apply(result.value);
      return result;
    },
    async autoLike() {
      const result = await attempt(() => api.call('getAutoLike', undefined, { signal }));
      if (lifetime.ended || !result.ok) return result.ok ? { ok: true, value: null } : result;
      clock.setTimeout(() => {
        if (!lifetime.ended) void actions.load();
      }, LIKE_POPUP_RELOAD_MS);
      return { ok: true, value: result.value.profile };
    },
    async like(profileId) {
      const done = actions.liking(profileId);
      const result = await attempt(() =>
        api.call('like', { body: { profile_id: profileId } }, { signal }),
      ).finally(done);
      if (lifetime.ended || !result.ok) return result;
      version += 1;
      const { like, profile } = result.value;
      if (state.likes) {
        apply(
          withProfile(state.likes, profileId, () => ({
            ...profile,
            like,
            liked_at: new Date(clock.now()).toISOString(),
          })),
        );
      }
      // The liker sees the match pop-up now, from this answer: it is shown.
      if (like === 'match') actions.matchShown(profileId);
      return result;
    },
    async unlike(profileId) {
      const result = await attempt(() =>
        api.call('unlike', { body: { profile_id: profileId } }, { signal }),
      );
      if (lifetime.ended || !result.ok) return result.ok ? { ok: true, value: undefined } : result;
      version += 1;
      if (state.likes) {
        const likes = withProfile(state.likes, profileId, (current) =>
          current?.like === 'match' ? { ...current, like: 'received' } : undefined,
        );
        // The match is over: it is no longer one to show.
        apply({ ...likes, new_matches: likes.new_matches.filter((id) => id !== profileId) });
      }
      state.pendingMatches = state.pendingMatches.filter((id) => id !== profileId);
      return { ok: true, value: undefined };
    },
    likeSeen(profileId) {
      const likes = state.likes;
      if (likes?.liked_by.some((like) => like.id === profileId && like.like_new)) {
        version += 1;
        apply({
          ...likes,
          liked_by: likes.liked_by.map((like) =>
            like.id === profileId ? { ...like, like_new: false } : like,
          ),
        });
      }
      void attempt(() =>
        api.call('markLikeSeen', { body: { profile_id: profileId, seen: 'like' } }, { signal }),
      );
    },
    liking(profileId) {
      liking.add(profileId);
      state.pendingMatches = state.pendingMatches.filter((id) => id !== profileId);
      return () => {
        liking.delete(profileId);
      };
    },
    matchShown(profileId) {
      shownMatches.add(profileId);
      state.pendingMatches = state.pendingMatches.filter((id) => id !== profileId);
      void attempt(() =>
        api.call('markLikeSeen', { body: { profile_id: profileId, seen: 'match' } }, { signal }),
      );
    },
    startPolling(pushSubscribed) {
      if (state.polling || lifetime.ended) return;
      state.polling = true;
      generation += 1;
      const run = generation;
      const schedule = (delayMs: number) => {
        clearTimer();
        timer = clock.setTimeout(async () => {
          timer = undefined;
          await actions.load();
          if (state.polling && generation === run) schedule(pollingIntervalMs(pushSubscribed()));
        }, delayMs);
      };
      schedule(POLLING_START_DELAY_MS);
    },
    stopPolling() {
      state.polling = false;
      generation += 1;
      clearTimer();
    },
    reset() {
      actions.stopPolling();
      version += 1;
      shownMatches.clear();
      state.likes = null;
      state.firstLoad = false;
      state.problem = null;
      state.pendingMatches = [];
      countBadge();
    },
  };
  lifetime.onEnd(() => actions.stopPolling());

  return { state, actions, destroy: () => lifetime.end() };
}
