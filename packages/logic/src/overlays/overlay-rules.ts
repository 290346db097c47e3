/**
 * The pop-ups that go through the overlay queue, most urgent first. Of the requests waiting, the
 * queue opens the one whose kind comes first here (then the one that asked first):
 *
 * 1. `siteEntryWarning`: the adults-only notice. Nothing of the site comes before it.
 * 2. `signup`: the signup modal (opened by the visitor, or resumed after a reload in the step
 *    where it stopped): the member's own unfinished work.
 * 3. `ownLike`: the answer to the member's own like (the like pop-up after the address's `t`
 *    seconds, the match pop-up of a like back): it answers what the member just did.
 * 4. `match`: a match the member has not been shown yet (the other member liked back while the
 *    member was away); oldest first.
 * 5. `like`: the like pop-up asked for by the address (`?like`, the links of like notifications).
 * 6. `timeBonus`: the time bonus's pop-up that says to act fast: an offer, so it comes last.
 */
export const OVERLAY_PRIORITY = [
  'siteEntryWarning',
  'signup',
  'ownLike',
  'match',
  'like',
  'timeBonus',
] as const;

/** A kind of pop-up of the overlay queue (see {@link OVERLAY_PRIORITY}). */
export type OverlayKind = (typeof OVERLAY_PRIORITY)[number];

/**
 * What the member is doing that keeps pop-ups from opening by themselves: a dialog they opened
 * (a gift picker, a report, the account deletion, ...), a like or swipe whose answer is on its
 * way, typing in a form or the chat composer, or a screen they work through (`task`: a
 * conversation, the swipe game, the checkout), where a pop-up about something else would break
 * their flow: what asks meanwhile opens once they leave it.
 */
export type OverlayHold = 'dialog' | 'liking' | 'typing' | 'task';

/**
 * How long after the last keystroke a member still counts as typing, when the focus stays in the
 * field (leaving the field ends it at once): a pause this long is a member who reads or waits.
 */
export const TYPING_PAUSE_MS = 10_000;

/** A pop-up that asked to open: its kind, and which one of the kind (a match's member id). */
export interface OverlayRequest {
  /** `kind`, or `kind:key` when a kind has several (see {@link overlayId}). */
  id: string;
  kind: OverlayKind;
  /** Which one of its kind (the other member's id of a match), or null when there is one. */
  key: number | null;
}

/** The id of a pop-up of the queue: its kind, with the key when the kind has several. */
export function overlayId(kind: OverlayKind, key: number | null = null): string {
  return key === null ? kind : `${kind}:${key}`;
}

/** A request for a pop-up of `kind` (one of several by `key`). */
export function overlayRequest(kind: OverlayKind, key: number | null = null): OverlayRequest {
  return { id: overlayId(kind, key), kind, key };
}

/**
 * The waiting requests in the order they open: by the priority of their kind, then in the order
 * they asked (the sort is stable).
 */
export function overlayOrder(waiting: readonly OverlayRequest[]): OverlayRequest[] {
  const rank = (request: OverlayRequest) => OVERLAY_PRIORITY.indexOf(request.kind);
  return [...waiting].sort((a, b) => rank(a) - rank(b));
}
