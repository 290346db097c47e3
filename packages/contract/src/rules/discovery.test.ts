import { describe, expect, it } from 'vitest';
import {
  isNewProfile,
  likeStateOf,
  privatePhotosVisible,
  sharedInterests,
  swipeAllowance,
  viewerOf,
  visiblePublicPhotos,
} from './discovery.js';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-11-23T12:00:00.000Z');

describe('discovery rules', () => {
  it('shows a visitor the main image, a free member two photos, a premium member all', () => {
    expect(visiblePublicPhotos(viewerOf(null), 5)).toBe(1);
    expect(visiblePublicPhotos(viewerOf({ paid_user: false }), 5)).toBe(2);
    expect(visiblePublicPhotos(viewerOf({ paid_user: true }), 5)).toBe(5);
    expect(visiblePublicPhotos('free', 1)).toBe(1);
    expect(visiblePublicPhotos('visitor', 0)).toBe(0);
  });

  it('shows private photos only to a premium match', () => {
    expect(privatePhotosVisible('premium', 'match')).toBe(true);
    expect(privatePhotosVisible('premium', 'liked')).toBe(false);
    expect(privatePhotosVisible('free', 'match')).toBe(false);
  });

  it('names how two members stand', () => {
    expect(likeStateOf(true, true)).toBe('match');
    expect(likeStateOf(true, false)).toBe('liked');
    expect(likeStateOf(false, true)).toBe('received');
    expect(likeStateOf(false, false)).toBeNull();
  });

  it('gives 4 swipe likes within any 24 hours and says when the next one comes', () => {
    expect(swipeAllowance([], now)).toEqual({ likes_left: 4, next_like_at: null });
    const three = [now - 3 * HOUR, now - 2 * HOUR, now - HOUR];
    expect(swipeAllowance(three, now)).toEqual({ likes_left: 1, next_like_at: null });
    const four = [now - 30 * HOUR, now - 20 * HOUR, ...three];
    expect(swipeAllowance(four, now)).toEqual({
      likes_left: 0,
      next_like_at: new Date(now - 20 * HOUR + 24 * HOUR).toISOString(),
    });
    // A like exactly 24 hours old no longer counts.
    expect(swipeAllowance([now - 24 * HOUR, ...three], now).likes_left).toBe(1);
  });

  it('calls a profile new for 14 days, and finds shared interests', () => {
    expect(isNewProfile(new Date(now - 13 * 24 * HOUR).toISOString(), now)).toBe(true);
    expect(isNewProfile(new Date(now - 14 * 24 * HOUR).toISOString(), now)).toBe(false);
    expect(sharedInterests(['music', 'gym', 'wine'], ['wine', 'music'])).toEqual(['music', 'wine']);
  });
});
