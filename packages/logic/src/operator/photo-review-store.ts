import type { PhotoDecisionRequest, ReviewPhoto } from '@dating/contract';
import type { PhotoRejectionGround } from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';

/** How few photos may be left in hand before the next ones are asked for. */
const REFILL_BELOW = 10;

export interface PhotoReviewState {
  /** The photos in hand, the one to decide first; null until the first answer. */
  photos: ReviewPhoto[] | null;
  /** How many wait on the server (the ones in hand included, the ones decided here not). */
  waiting: number;
  /** How many this moderator decided since the review opened. */
  reviewed: number;
  loadProblem: ApiProblem | null;
  /** Why the last decision did not go (the photo is back in front); null when one goes. */
  problem: ApiProblem | null;
}

export interface PhotoReviewActions {
  load(): Promise<void>;
  /** Approves the first photo: the next shows at once, the decision goes meanwhile. */
  approve(): void;
  /** Rejects the first photo on a ground: the next shows at once, the decision goes meanwhile. */
  reject(ground: PhotoRejectionGround): void;
  /** Resolves when every decision sent has its answer (for tests and for leaving the page). */
  settled(): Promise<void>;
}

export interface PhotoReviewStore {
  state: PhotoReviewState;
  actions: PhotoReviewActions;
  destroy(): void;
}

/**
 * Creates the store of the photo review (moderators): the photos waiting, the oldest first, one at
 * a time. A decision never waits for the server: the next photo shows at once and the decision
 * goes in the background (a photo another moderator took meanwhile, 409, is simply gone; one whose
 * decision failed comes back in front, with the problem). The next photos are asked for before the
 * ones in hand run out, so a moderator never waits between two photos.
 */
export function createPhotoReviewStore({ api }: { api: ApiClient }): PhotoReviewStore {
  const state = proxy<PhotoReviewState>({
    photos: null,
    waiting: 0,
    reviewed: 0,
    loadProblem: null,
    problem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  /** Photos decided here: never shown again, whatever a load answers. */
  const decided = new Set<number>();
  const inFlight = new Set<Promise<unknown>>();
  let refilling = false;

  async function refill() {
    const photos = state.photos ?? [];
    if (refilling || photos.length >= REFILL_BELOW || photos.length >= state.waiting) return;
    refilling = true;
    const last = photos.at(-1)?.id;
    const query = last === undefined ? {} : { after: last };
    const result = await attempt(() => api.call('getPhotoQueue', { query }, { signal }));
    refilling = false;
    if (lifetime.ended || !result.ok) return;
    const shown = new Set((state.photos ?? []).map((photo) => photo.id));
    const fresh = result.value.photos.filter(
      (photo) => !shown.has(photo.id) && !decided.has(photo.id),
    );
    state.photos = [...(state.photos ?? []), ...fresh];
  }

  function decide(body: Omit<PhotoDecisionRequest, 'photo'>) {
    const photo = state.photos?.[0];
    if (!photo) return;
    decided.add(photo.id);
    state.photos = (state.photos ?? []).slice(1);
    state.waiting = Math.max(0, state.waiting - 1);
    state.reviewed += 1;
    state.problem = null;
    const sent = attempt(() =>
      api.call('decidePhoto', { body: { ...body, photo: photo.id } }, { signal }),
    ).then((result) => {
      inFlight.delete(sent);
      if (lifetime.ended || result.ok || result.problem.code === 'conflict') return;
      // Not decided after all: the photo comes back first.
      decided.delete(photo.id);
      state.photos = [photo, ...(state.photos ?? [])];
      state.waiting += 1;
      state.reviewed -= 1;
      state.problem = result.problem;
    });
    inFlight.add(sent);
    void refill();
  }

  const actions: PhotoReviewActions = {
    async load() {
      const latest = loads.start();
      const result = await attempt(() => api.call('getPhotoQueue', { query: {} }, { signal }));
      if (!latest()) return;
      if (!result.ok) {
        state.loadProblem = result.problem;
        return;
      }
      state.loadProblem = null;
      state.waiting = result.value.waiting;
      state.photos = result.value.photos.filter((photo) => !decided.has(photo.id));
    },
    approve: () => decide({ decision: 'approve' }),
    reject: (ground) => decide({ decision: 'reject', ground }),
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };

  return { state, actions, destroy: () => lifetime.end() };
}
