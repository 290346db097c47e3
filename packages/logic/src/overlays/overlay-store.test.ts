import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/index.js';
import { TYPING_PAUSE_MS } from './overlay-rules.js';
import { createOverlayStore } from './overlay-store.js';

function queue() {
  const clock = createFakeClock();
  const overlays = createOverlayStore({ clock });
  const open = () => overlays.state.open?.id ?? null;
  const waiting = () => overlays.state.waiting.map((request) => request.id);
  return { clock, overlays, actions: overlays.actions, open, waiting };
}

describe('overlay queue', () => {
  it('opens one pop-up at a time: the next waits until the open one closes', () => {
    const { actions, open, waiting } = queue();
    actions.request('match', 1);
    expect(open()).toBe('match:1');
    actions.request('timeBonus');
    expect(open()).toBe('match:1');
    expect(waiting()).toEqual(['timeBonus']);
    actions.close('match', 1);
    expect(open()).toBe('timeBonus');
    actions.close('timeBonus');
    expect(open()).toBeNull();
  });

  it('opens the waiting pop-ups by priority, those of one kind in the order they asked', () => {
    const { actions, overlays, waiting } = queue();
    const release = actions.hold('dialog');
    actions.request('timeBonus');
    actions.request('like');
    actions.request('match', 9);
    actions.request('match', 4);
    actions.request('siteEntryWarning');
    expect(waiting()).toEqual(['siteEntryWarning', 'match:9', 'match:4', 'like', 'timeBonus']);
    release();
    const order: string[] = [];
    for (let current = overlays.state.open; current; current = overlays.state.open) {
      order.push(current.id);
      actions.close(current.kind, current.key);
    }
    expect(order).toEqual(['siteEntryWarning', 'match:9', 'match:4', 'like', 'timeBonus']);
  });

  it('leaves the open pop-up open when a more urgent one asks: that one goes first of those waiting', () => {
    const { actions, open, waiting } = queue();
    actions.request('timeBonus');
    actions.request('like');
    actions.request('match', 3);
    expect(open()).toBe('timeBonus');
    expect(waiting()).toEqual(['match:3', 'like']);
  });

  it('takes a request that no longer applies out of the queue without opening it', () => {
    const { actions, open, waiting } = queue();
    actions.request('match', 1);
    actions.request('match', 2);
    actions.request('timeBonus');
    actions.close('match', 2);
    expect(waiting()).toEqual(['timeBonus']);
    actions.close('match', 1);
    expect(open()).toBe('timeBonus');
  });

  it('counts a request asked twice once', () => {
    const { actions, open, waiting } = queue();
    actions.request('match', 1);
    actions.request('match', 1);
    actions.request('timeBonus');
    actions.request('timeBonus');
    expect(open()).toBe('match:1');
    expect(waiting()).toEqual(['timeBonus']);
  });

  it('opens nothing by itself while the member is busy, and the first in line once they are done', () => {
    const { actions, open, overlays } = queue();
    const dialog = actions.hold('dialog');
    const liking = actions.hold('liking');
    actions.request('timeBonus');
    actions.request('match', 5);
    expect(overlays.state.holds).toEqual(['dialog', 'liking']);
    dialog();
    dialog();
    expect(overlays.state.holds).toEqual(['liking']);
    expect(open()).toBeNull();
    liking();
    expect(overlays.state.holds).toEqual([]);
    expect(open()).toBe('match:5');
  });

  it("waits while the member is on a screen they work through, yet shows that screen's own answers", () => {
    const { actions, open } = queue();
    const conversation = actions.hold('task');
    actions.request('match', 5);
    actions.request('timeBonus');
    expect(open()).toBeNull();
    // The swipe game's own match answers the member's swipe: it opens there and then.
    actions.show('ownLike', 7);
    expect(open()).toBe('ownLike:7');
    actions.close('ownLike', 7);
    expect(open()).toBeNull();
    conversation();
    expect(open()).toBe('match:5');
  });

  it('waits while the member types, until they pause or leave the field', async () => {
    const { actions, open, clock } = queue();
    actions.typed();
    actions.request('match', 1);
    await clock.advance(TYPING_PAUSE_MS - 1);
    actions.typed();
    await clock.advance(TYPING_PAUSE_MS - 1);
    expect(open()).toBeNull();
    await clock.advance(1);
    expect(open()).toBe('match:1');

    actions.typed();
    actions.request('timeBonus');
    actions.close('match', 1);
    expect(open()).toBeNull();
    actions.stoppedTyping();
    expect(open()).toBe('timeBonus');
    expect(clock.pending()).toBe(0);
  });

  it('shows a pop-up the member opened at once, busy or not, and what it displaced comes back', () => {
    const { actions, open, waiting } = queue();
    actions.request('timeBonus');
    actions.show('signup');
    expect(open()).toBe('signup');
    expect(waiting()).toEqual(['timeBonus']);
    actions.close('signup');
    expect(open()).toBe('timeBonus');

    const release = actions.hold('liking');
    actions.show('ownLike', 8);
    expect(open()).toBe('ownLike:8');
    expect(waiting()).toEqual(['timeBonus']);
    release();
    actions.close('ownLike', 8);
    expect(open()).toBe('timeBonus');
  });

  it('stops its typing timer when destroyed', () => {
    const { actions, clock, overlays } = queue();
    actions.typed();
    expect(clock.pending()).toBe(1);
    overlays.destroy();
    expect(clock.pending()).toBe(0);
  });
});
