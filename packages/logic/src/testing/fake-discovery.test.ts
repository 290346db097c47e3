import { SWIPE_LIKES_PER_DAY } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from './fake-api.js';
import { fixtureProfile, fixtureUser } from './fixtures.js';
import { fixtureProfileCards } from './profile-cards.js';

const profiles = fixtureProfileCards(8, 1);
const [first, second, third] = profiles.map((card) => card.id);

describe('the fake discovery', () => {
  it('makes a match of a like back, and shows photos by the contract rules', async () => {
    const api = createFakeApi(
      {},
      { user: fixtureUser(), profiles, discovery: { likedBy: [first as number] } },
    );
    const likes = await api.call('getLikes');
    expect(likes.liked_by).toEqual([{ id: first, like_new: true }]);
    expect((await api.call('like', { body: { profile_id: first as number } })).like).toBe('match');
    expect((await api.call('like', { body: { profile_id: second as number } })).like).toBe('liked');
    const page = await api.call('getProfile', { query: { id: second as number } });
    expect(page.profile).toMatchObject({ like: 'liked', locked_photos: 3 });
    expect(page.profile.photos).toHaveLength(2);
    expect((await api.call('getLikes')).new_matches).toEqual([first]);
  });

  it('refuses calls about a member who blocked the member, naming them', async () => {
    const api = createFakeApi(
      {},
      { user: fixtureUser(), profiles, discovery: { blockedBy: [third as number] } },
    );
    await expect(api.call('getProfile', { query: { id: third as number } })).rejects.toMatchObject({
      status: 403,
      code: 'blocked',
      blockerName: profiles[2]?.name,
    });
    const cards = await api.call('getSwipeCards');
    expect(cards.profiles.map((card) => card.id)).not.toContain(third);
  });

  it('gives 4 swipe likes, then refuses with the time of the next', async () => {
    const member = fixtureUser({ profile: fixtureProfile({ sexuality: 'bi' }) });
    const api = createFakeApi({}, { user: member, profiles });
    const { profiles: cards } = await api.call('getSwipeCards');
    for (const card of cards.slice(0, SWIPE_LIKES_PER_DAY)) {
      await api.call('swipe', { body: { profile_id: card.id, like: true } });
    }
    const fifth = cards[SWIPE_LIKES_PER_DAY]?.id as number;
    await expect(
      api.call('swipe', { body: { profile_id: fifth, like: true } }),
    ).rejects.toMatchObject({
      status: 429,
      code: 'swipe_limit_reached',
      retryAt: expect.any(String),
    });
  });
});
