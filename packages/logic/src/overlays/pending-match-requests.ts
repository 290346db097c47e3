import { subscribe } from 'valtio/vanilla';
import type { LikesStore } from '../likes/likes-store.js';
import type { OverlayStore } from './overlay-store.js';

/**
 * Keeps the overlay queue's match pop-ups in step with the likes' pending matches: each match
 * not shown yet (whose member the likes hold) asks for its pop-up (`match`, keyed by the other member's id, oldest first); one
 * that is no longer pending (shown, undone, logged out) leaves the queue, shown or not.
 * @returns the end of the wiring, which takes its requests out of the queue.
 */
export function requestPendingMatches(likes: LikesStore, overlays: OverlayStore): () => void {
  let requested: number[] = [];
  const follow = () => {
    // Only a match whose member the likes hold can show (their photo and name).
    const profiles = likes.state.likes?.profiles ?? [];
    const pending = likes.state.pendingMatches.filter((id) =>
      profiles.some((profile) => profile.id === id),
    );
    for (const id of requested) {
      if (!pending.includes(id)) overlays.actions.close('match', id);
    }
    for (const id of pending) {
      if (!requested.includes(id)) overlays.actions.request('match', id);
    }
    requested = pending;
  };
  follow();
  const unsubscribe = subscribe(likes.state, follow);
  return () => {
    unsubscribe();
    for (const id of requested) overlays.actions.close('match', id);
    requested = [];
  };
}
