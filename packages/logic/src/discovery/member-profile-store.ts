import type { LikeResponse, ProfileViewResponse, ReportRequest } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import type { LikesStore } from '../likes/likes-store.js';
import type { OverlayStore } from '../overlays/overlay-store.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

export interface MemberProfileState {
  /** The member whose profile is open, or null before `open`. */
  id: number | null;
  /** The profile and its related profiles; null until they arrived (or when they failed). */
  page: ProfileViewResponse | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the profile could not be shown (`blocked` with `blockerName`, `not_found`, ...). */
  problem: ApiProblem | null;
  /** An action (like, block, report, ...) is under way: its buttons wait. */
  pending: boolean;
  /** Why the last action failed, or null. */
  actionProblem: ApiProblem | null;
  /**
   * The answer to the member's like, for its pop-up (the overlay queue's `ownLike` of this
   * member): `liked` (the like pop-up) or `match` (the match pop-up); null once closed.
   */
  answer: 'liked' | 'match' | null;
}

export interface MemberProfileActions {
  /**
   * Shows another member's profile. Opening a profile whose like to the member is new clears the
   * like's new flag. Only the profile opened last may change the state: an earlier one's answer
   * that arrives late is dropped.
   */
  open(id: number): Promise<Result<ProfileViewResponse>>;
  /**
   * Likes the member. Nothing opens by itself while the answer is on its way. A match opens the
   * match pop-up at once; a like opens the like pop-up after `popupDelayMs` (the address's `t`),
   * through the overlay queue, so that it waits for the member's work, or at once without one.
   */
  like(options?: { popupDelayMs?: number }): Promise<Result<LikeResponse>>;
  /** The like's or match's pop-up was closed. */
  closeAnswer(): void;
  unlike(): Promise<Result>;
  block(): Promise<Result>;
  unblock(): Promise<Result>;
  /** Reports the member to the operator, which blocks them too. */
  report(report: Omit<ReportRequest, 'profile_id'>): Promise<Result>;
}

export interface MemberProfileStore {
  state: MemberProfileState;
  actions: MemberProfileActions;
  /** Cancels calls under way; later answers change nothing. */
  destroy(): void;
}

export interface MemberProfileStoreOptions {
  api: ApiClient;
  /** The site's likes: a like given here shows in the likes lists and the badge. */
  likes: LikesStore;
  /** The site's overlay queue: the like's and match's pop-ups go through it. */
  overlays: OverlayStore;
  /** Waits the like pop-up's delay. */
  clock: Clock;
}

/** Creates the store of the profile view (`/members/{id}`, `/likes/m/{id}`). */
export function createMemberProfileStore({
  api,
  likes,
  overlays,
  clock,
}: MemberProfileStoreOptions): MemberProfileStore {
  const state = proxy<MemberProfileState>({
    id: null,
    page: null,
    status: 'idle',
    problem: null,
    pending: false,
    actionProblem: null,
    answer: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const opens = latestCalls(lifetime);
  // The answered profile's id, while its pop-up waits for its delay, waits in the queue or shows.
  let answered: number | null = null;
  let answerTimer: TimerHandle | undefined;

  function closeAnswer() {
    if (answerTimer !== undefined) clock.clearTimeout(answerTimer);
    answerTimer = undefined;
    if (answered !== null) overlays.actions.close('ownLike', answered);
    answered = null;
    state.answer = null;
  }
  lifetime.onEnd(closeAnswer);

  function showAnswer(id: number, like: LikeResponse['like'], delayMs: number) {
    closeAnswer();
    answered = id;
    state.answer = like === 'match' ? 'match' : 'liked';
    if (like === 'match' || delayMs <= 0) {
      overlays.actions.show('ownLike', id);
      return;
    }
    answerTimer = clock.setTimeout(() => {
      answerTimer = undefined;
      overlays.actions.request('ownLike', id);
    }, delayMs);
  }

  /**
   * Runs an action about the open profile: one at a time, its problem kept for the screen, and
   * `change` applied to the profile on success (unless another profile was opened meanwhile).
   */
  async function act<Value>(
    call: (id: number) => Promise<Result<Value>>,
    change: (value: Value, profile: ProfileViewResponse['profile']) => void,
  ): Promise<Result<Value>> {
    const id = state.id;
    if (id === null || state.pending)
      return { ok: false, problem: { code: 'conflict', fields: {} } };
    state.pending = true;
    state.actionProblem = null;
    const result = await call(id);
    if (lifetime.ended || state.id !== id) return result;
    state.pending = false;
    if (!result.ok) {
      state.actionProblem = result.problem;
      return result;
    }
    if (state.page) change(result.value, state.page.profile);
    return result;
  }

  const ok = (result: Result<unknown>): Result =>
    result.ok ? { ok: true, value: undefined } : result;

  return {
    state,
    actions: {
      async open(id) {
        const latest = opens.start();
        if (id !== state.id) closeAnswer();
        state.id = id;
        state.status = 'loading';
        state.problem = null;
        state.actionProblem = null;
        state.pending = false;
        if (state.page && state.page.profile.id !== id) state.page = null;
        const result = await attempt(() => api.call('getProfile', { query: { id } }, { signal }));
        if (!latest()) return result;
        if (!result.ok) {
          state.page = null;
          state.status = 'error';
          state.problem = result.problem;
          return result;
        }
        state.page = result.value;
        state.status = 'ready';
        const { like } = result.value.profile;
        if (like === 'received' || like === 'match') likes.actions.likeSeen(id);
        return result;
      },
      async like(options = {}) {
        const release = overlays.actions.hold('liking');
        try {
          return await act(
            (id) => likes.actions.like(id),
            (value, profile) => {
              profile.like = value.like;
              showAnswer(profile.id, value.like, options.popupDelayMs ?? 0);
            },
          );
        } finally {
          release();
        }
      },
      closeAnswer,
      unlike: async () =>
        ok(
          await act(
            (id) => likes.actions.unlike(id),
            (_value, profile) => {
              profile.like = profile.like === 'match' ? 'received' : null;
            },
          ),
        ),
      block: async () =>
        ok(
          await act(
            (id) => attempt(() => api.call('block', { body: { profile_id: id } }, { signal })),
            (_value, profile) => {
              profile.blocked = true;
            },
          ),
        ),
      unblock: async () =>
        ok(
          await act(
            (id) => attempt(() => api.call('unblock', { body: { profile_id: id } }, { signal })),
            (_value, profile) => {
              profile.blocked = false;
            },
          ),
        ),
      report: async (report) =>
        ok(
          await act(
            (id) =>
              attempt(() =>
                api.call('report', { body: { ...report, profile_id: id } }, { signal }),
              ),
            (_value, profile) => {
              profile.blocked = true;
            },
          ),
        ),
    },
    destroy: () => lifetime.end(),
  };
}
