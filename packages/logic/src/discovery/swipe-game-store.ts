import type { ProfileCard, SwipeResponse } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import type { LikesStore } from '../likes/likes-store.js';
import type { OverlayStore } from '../overlays/overlay-store.js';
import { createLifetime } from '../platform/lifetime.js';

/** Cards left in the stack when the next ones are asked for, so the stack never runs dry. */
const REFILL_BELOW = 3;

export interface SwipeGameState {
  /** The stack of cards, the top one first; null until the first answer. */
  cards: ProfileCard[] | null;
  /** Likes left within the last 24 hours (spec: 4 a day). */
  likesLeft: number;
  /** When the next like comes while none is left (ISO 8601), or null. */
  nextLikeAt: string | null;
  /** True while cards load: a progress text shows only while the stack is empty. */
  loading: boolean;
  /** The server has no more cards to give: once the stack is empty, the game is over for now. */
  exhausted: boolean;
  /**
   * The last swipe that ended in a match, for the match pop-up (the overlay queue's `ownLike`
   * of this member, opened at once); null once shown.
   */
  match: ProfileCard | null;
  /** The card of the last swipe when it was a like (not a match), for the screen to announce. */
  liked: ProfileCard | null;
  /**
   * Why the last load or swipe failed, or null. `swipe_limit_reached` (with `retryAt`) when a
   * like was asked for with none left: the card stays on top and may still be passed.
   */
  problem: ApiProblem | null;
}

export interface SwipeGameActions {
  /** Loads the stack (GET swipe.php) and the likes left; cards already stacked keep their place. */
  load(): Promise<Result>;
  /**
   * Swipes the top card: right (`like`) or left. The card leaves the stack at once; a like with
   * no like left is refused here, by the contract's allowance, without a call (the server refuses
   * it too). When the server refuses a swipe, the card comes back on top with the problem. A like
   * shows in the likes lists, a match opens the match pop-up. While a like's answer is on its way,
   * no pop-up opens by itself (the overlay queue's `liking` hold).
   */
  swipe(like: boolean): Promise<Result<SwipeResponse>>;
  /** The match pop-up was closed: it is shown once. */
  matchShown(): void;
}

export interface SwipeGameStore {
  state: SwipeGameState;
  actions: SwipeGameActions;
  /** Cancels calls under way; later answers change nothing. */
  destroy(): void;
}

export interface SwipeGameStoreOptions {
  api: ApiClient;
  /** The site's likes: a like or match given in the game shows there and in the badge. */
  likes: LikesStore;
  /** The site's overlay queue: the game's match pop-up goes through it. */
  overlays: OverlayStore;
}

/** Creates the store of the swipe game (`/swipe-game`). */
export function createSwipeGameStore({
  api,
  likes,
  overlays,
}: SwipeGameStoreOptions): SwipeGameStore {
  const state = proxy<SwipeGameState>({
    cards: null,
    likesLeft: 0,
    nextLikeAt: null,
    loading: false,
    exhausted: false,
    match: null,
    liked: null,
    problem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  // Cards swiped here: a stack asked for before their swipe arrived may still hold them.
  const swiped = new Set<number>();
  // The game's match pop-up leaves the queue with the game.
  lifetime.onEnd(() => {
    if (state.match) overlays.actions.close('ownLike', state.match.id);
  });
  let loading: Promise<Result> | null = null;

  async function fetchCards(): Promise<Result> {
    state.loading = true;
    const result = await attempt(() => api.call('getSwipeCards', undefined, { signal }));
    if (lifetime.ended) return result.ok ? { ok: true, value: undefined } : result;
    state.loading = false;
    if (!result.ok) {
      state.problem = result.problem;
      state.cards ??= [];
      return result;
    }
    const stacked = new Set((state.cards ?? []).map((card) => card.id));
    const fresh = result.value.profiles.filter(
      (card) => !stacked.has(card.id) && !swiped.has(card.id),
    );
    state.cards = [...(state.cards ?? []), ...fresh];
    state.exhausted = fresh.length === 0;
    state.likesLeft = result.value.likes_left;
    state.nextLikeAt = result.value.next_like_at;
    return { ok: true, value: undefined };
  }

  function load(): Promise<Result> {
    loading ??= fetchCards().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** Applies a swipe's answer: a refused one puts the card back, a match opens its pop-up. */
  function answer(card: ProfileCard, like: boolean, result: Result<SwipeResponse>) {
    if (!result.ok) {
      swiped.delete(card.id);
      state.cards = [card, ...(state.cards ?? [])];
      state.problem = result.problem;
      if (result.problem.code === 'swipe_limit_reached') {
        state.likesLeft = 0;
        state.nextLikeAt = result.problem.retryAt ?? null;
      } else if (like) {
        state.likesLeft += 1;
      }
      return;
    }
    state.likesLeft = result.value.likes_left;
    state.nextLikeAt = result.value.next_like_at;
    state.liked = result.value.like === 'liked' ? card : null;
    if (result.value.like === 'match') {
      // The game shows this match's pop-up: the site's pending-match pop-up must not too.
      if (state.match) overlays.actions.close('ownLike', state.match.id);
      state.match = card;
      overlays.actions.show('ownLike', card.id);
      likes.actions.matchShown(card.id);
    }
    if (result.value.like) void likes.actions.load();
    if ((state.cards?.length ?? 0) < REFILL_BELOW && !state.exhausted) void load();
  }

  return {
    state,
    actions: {
      load,
      async swipe(like) {
        const card = state.cards?.[0];
        if (!card) return { ok: false, problem: { code: 'not_found', fields: {} } };
        if (like && state.likesLeft === 0 && state.nextLikeAt !== null) {
          const problem: ApiProblem = {
            code: 'swipe_limit_reached',
            fields: {},
            retryAt: state.nextLikeAt,
          };
          state.problem = problem;
          return { ok: false, problem };
        }
        state.problem = null;
        swiped.add(card.id);
        state.cards = state.cards?.slice(1) ?? [];
        if (like) state.likesLeft = Math.max(0, state.likesLeft - 1);
        const done = like ? likes.actions.liking(card.id) : () => undefined;
        // Nothing opens by itself while the answer is on its way (a match heard live meanwhile
        // would bring an older pending match first), until the answer's own pop-up shows.
        const release = like ? overlays.actions.hold('liking') : () => undefined;
        try {
          const result = await attempt(() =>
            api.call('swipe', { body: { profile_id: card.id, like } }, { signal }),
          ).finally(done);
          if (!lifetime.ended) answer(card, like, result);
          return result;
        } finally {
          release();
        }
      },
      matchShown() {
        if (state.match) overlays.actions.close('ownLike', state.match.id);
        state.match = null;
      },
    },
    destroy: () => lifetime.end(),
  };
}
