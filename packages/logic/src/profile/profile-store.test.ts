import { describe, expect, it } from 'vitest';
import {
  createFixtureStores,
  failWith,
  fixtureImage,
  fixtureProfile,
  fixtureUser,
} from '../testing/index.js';

const photo = (size = 1000, type = 'image/jpeg') => new Blob([new Uint8Array(size)], { type });

describe('profile store', () => {
  it('saves profile changes and keeps the answered member', async () => {
    const stores = createFixtureStores({ user: fixtureUser() });
    const result = await stores.profile.actions.saveProfile({
      city: 'Brighton',
      hair_color: 'red',
    });
    expect(result.ok).toBe(true);
    expect(stores.session.state.user?.profile).toMatchObject({
      city: 'Brighton',
      hair_color: 'red',
    });
    stores.session.actions.stopPolling();
  });

  it('switches one notification type on and off, keeping the others', async () => {
    const stores = createFixtureStores({
      user: fixtureUser({ notifications_disabled: ['news'] }),
    });
    await stores.profile.actions.setNotification('promotions', false);
    expect(stores.api.callsTo('updateNotifications').at(-1)).toEqual({
      body: { notifications_disabled: ['news', 'promotions'] },
    });
    await stores.profile.actions.setNotification('news', true);
    expect(stores.api.callsTo('updateNotifications').at(-1)).toEqual({
      body: { notifications_disabled: ['promotions'] },
    });
    await stores.profile.actions.enableEmail();
    expect(stores.api.callsTo('updateNotifications').at(-1)).toEqual({
      body: { email_enabled: true },
    });
    stores.session.actions.stopPolling();
  });

  it('refuses before sending: over 10 MB, not an image, one photo too many', async () => {
    const free = fixtureUser({
      profile: fixtureProfile({
        photos: [fixtureImage(1), fixtureImage(2)],
        private_photos: [fixtureImage(3)],
      }),
    });
    const stores = createFixtureStores({ user: free });
    expect(await stores.profile.actions.uploadPhoto(photo())).toMatchObject({
      problem: { code: 'photo_limit_reached' },
    });
    const room = createFixtureStores({ user: fixtureUser() });
    expect(await room.profile.actions.uploadPhoto(photo(10 * 1024 * 1024 + 1))).toMatchObject({
      problem: { code: 'photo_too_large' },
    });
    expect(await room.profile.actions.uploadPhoto(photo(10, 'application/pdf'))).toMatchObject({
      problem: { code: 'photo_not_an_image' },
    });
    expect(stores.api.callsTo('uploadPhoto')).toEqual([]);
    expect(room.api.callsTo('uploadPhoto')).toEqual([]);

    const premium = createFixtureStores({ user: { ...free, paid_user: true } });
    expect((await premium.profile.actions.uploadPhoto(photo(), { isPrivate: true })).ok).toBe(true);
    expect(premium.session.state.user?.profile.private_photos).toHaveLength(2);
    const [upload] = premium.api.callsTo('uploadPhoto');
    expect(upload?.body.get('private')).toBe('true');
    expect(upload?.body.get('photo')).toBeInstanceOf(Blob);
    premium.session.actions.stopPolling();
  });

  it('passes on what the server refuses, e.g. a forged file', async () => {
    const stores = createFixtureStores({
      user: fixtureUser(),
      api: { uploadPhoto: failWith('photo_not_an_image') },
    });
    expect(await stores.profile.actions.uploadPhoto(photo())).toMatchObject({
      problem: { code: 'photo_not_an_image' },
    });
    expect(stores.profile.state.busy).toBeNull();
  });

  it('makes a photo the main one, private, and deletes it', async () => {
    const stores = createFixtureStores({ user: fixtureUser() });
    const [first, second] = stores.session.state.user?.profile.photos ?? [];
    await stores.profile.actions.setMainPhoto(second?.id ?? 0);
    expect(stores.session.state.user?.profile.main_image?.id).toBe(second?.id);
    await stores.profile.actions.setPhotoPrivate(first?.id ?? 0, true);
    expect(stores.session.state.user?.profile.private_photos.map((image) => image.id)).toEqual([
      first?.id,
    ]);
    await stores.profile.actions.deletePhoto(first?.id ?? 0);
    expect(stores.session.state.user?.profile.private_photos).toEqual([]);
    stores.session.actions.stopPolling();
  });
});

describe('profile switches', () => {
  it('change at once and keep the newest of quick toggles', async () => {
    const answers: Array<() => void> = [];
    const stores = createFixtureStores({
      user: fixtureUser(),
      api: {
        updateNotifications: ({ body }) =>
          new Promise((resolve) => {
            answers.push(() =>
              resolve({
                user: fixtureUser({ notifications_disabled: body.notifications_disabled ?? [] }),
              }),
            );
          }),
      },
    });
    const first = stores.profile.actions.setNotification('news', false);
    expect(stores.session.state.user?.notifications_disabled).toEqual(['news']);
    const second = stores.profile.actions.setNotification('promotions', false);
    expect(stores.session.state.user?.notifications_disabled).toEqual(['news', 'promotions']);
    // The newer answer comes first, the older one late: the older one must not undo the newer.
    answers[1]?.();
    await second;
    answers[0]?.();
    await first;
    expect(stores.session.state.user?.notifications_disabled).toEqual(['news', 'promotions']);
    stores.session.actions.stopPolling();
  });

  it('read the member again when the server refuses', async () => {
    const stores = createFixtureStores({
      user: fixtureUser(),
      api: { updateUser: failWith('internal_error') },
    });
    const result = stores.profile.actions.setInvisible(true);
    expect(stores.session.state.user?.invisible).toBe(true);
    await result;
    await expect.poll(() => stores.session.state.user?.invisible).toBe(false);
  });
});
