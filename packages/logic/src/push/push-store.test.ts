import { describe, expect, it } from 'vitest';
import {
  createFakePush,
  createFixtureStores,
  failWith,
  fixtureSettings,
  fixtureUser,
} from '../testing/index.js';

const settings = fixtureSettings({ push_public_key: 'BPublicVapidKey' });

describe('push store', () => {
  it('subscribes, tells the server and slows the polling down to 300 s', async () => {
    const push = createFakePush();
    const stores = createFixtureStores({ user: fixtureUser(), settings, push });
    await expect(stores.push.actions.subscribe()).resolves.toEqual({
      ok: true,
      value: 'subscribed',
    });
    expect(stores.push.state.isSubscribed).toBe('https://push.example/subscription/1');
    expect(stores.api.callsTo('subscribePush')).toEqual([
      {
        body: {
          subscription: expect.objectContaining({
            endpoint: 'https://push.example/subscription/1',
          }),
        },
      },
    ]);
    expect(stores.session.state.pushSubscribed).toBe(true);
  });

  it('remembers a refusal as denied', async () => {
    const stores = createFixtureStores({ settings, push: createFakePush({ deny: true }) });
    await expect(stores.push.actions.subscribe()).resolves.toEqual({ ok: true, value: 'denied' });
    expect(stores.push.state.isSubscribed).toBe('denied');
    expect(stores.session.state.pushSubscribed).toBe(false);
  });

  it('fails without a VAPID key or where the browser cannot push', async () => {
    const withoutKey = createFixtureStores({
      settings: fixtureSettings({ push_public_key: '' }),
      push: createFakePush(),
    });
    await expect(withoutKey.push.actions.subscribe()).resolves.toMatchObject({ ok: false });
    const incapable = createFixtureStores({ settings, push: createFakePush({ capable: false }) });
    expect(incapable.push.state.isCapable).toBe(false);
    await expect(incapable.push.actions.subscribe()).resolves.toMatchObject({ ok: false });
  });

  it('reports a server that refuses the subscription, and stays unsubscribed', async () => {
    const stores = createFixtureStores({
      user: fixtureUser(),
      settings,
      push: createFakePush(),
      api: {
        subscribePush: failWith('validation_failed', { fields: { subscription: 'not_offered' } }),
      },
    });
    await expect(stores.push.actions.subscribe()).resolves.toEqual({
      ok: false,
      problem: { code: 'validation_failed', fields: { subscription: 'not_offered' } },
    });
    expect(stores.push.state.isSubscribed).toBe(false);
  });

  it('reads an existing subscription at start', async () => {
    const stores = createFixtureStores({ push: createFakePush({ subscribed: true }) });
    await stores.push.actions.refresh();
    expect(stores.push.state.isSubscribed).toBe('https://push.example/subscription/1');
    expect(stores.session.state.pushSubscribed).toBe(true);
  });
});
