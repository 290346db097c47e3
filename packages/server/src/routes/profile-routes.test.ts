import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from '@dating/contract';
import { expect, it } from 'vitest';
import { memberBrowser, siteClient } from '../test-support/site-client.js';
import { describeEachDatabase } from '../test-support/test-server.js';

describeEachDatabase('profile, account and notification settings', (start) => {
  it('changes location and personal details, and clears a detail with null', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const response = await browser.patch('/api/profile.php', {
      country: 'BE',
      region: 'BE-VAN',
      city: 'Antwerpen',
      hair_color: 'red',
      eye_color: 'green',
      body_type: 'slim',
      relationship_status: 'single',
      tattoos: 'some',
      sexuality: 'bi',
      interests: ['cooking', 'wine', 'travelling'],
      notes: 'I love long walks on the beach.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile).toMatchObject({
      country: 'BE',
      region: 'Antwerpen',
      region_code: 'BE-VAN',
      city: 'Antwerpen',
      hair_color: 'red',
      sexuality: 'bi',
      interests: ['cooking', 'wine', 'travelling'],
      notes: 'I love long walks on the beach.',
    });
    const cleared = await browser.patch('/api/profile.php', { hair_color: null, notes: '' });
    expect(cleared.json().user.profile).toMatchObject({ hair_color: null, notes: null });
  });

  it('drops the town with another country, and refuses foreign regions and countries', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    // A country with regions needs one of them (the same rule as the browser's).
    const noRegion = await browser.patch('/api/profile.php', { country: 'BE', city: 'Gent' });
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.json().fields).toEqual({ region: 'required' });
    const moved = await browser.patch('/api/profile.php', { country: 'BE', region: 'BE-VOV' });
    expect(moved.json().user.profile).toMatchObject({
      country: 'BE',
      region_code: 'BE-VOV',
      city: null,
    });
    const cleared = await browser.patch('/api/profile.php', { region: null });
    expect(cleared.json().fields).toEqual({ region: 'required' });
    const foreignRegion = await browser.patch('/api/profile.php', { region: 'NL-NH' });
    expect(foreignRegion.statusCode).toBe(400);
    expect(Object.keys(foreignRegion.json().fields)).toEqual(['region']);
    const foreignCountry = await browser.patch('/api/profile.php', { country: 'PL' });
    expect(foreignCountry.statusCode).toBe(400);
    const unknownField = await browser.patch('/api/profile.php', { credits: 1000 });
    expect(unknownField.statusCode).toBe(400);
    const unknownInterest = await browser.patch('/api/profile.php', { interests: ['hacking'] });
    expect(unknownInterest.statusCode).toBe(400);
  });

  it('switches invisible mode and the language', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const invisible = await browser.put('/api/user.php', { invisible: true });
    expect(invisible.json().user).toMatchObject({ invisible: true, profile: { online: false } });
    const visible = await browser.put('/api/user.php', { invisible: false, language: 'fr' });
    expect(visible.json().user).toMatchObject({ invisible: false, language: 'fr' });
    expect((await browser.put('/api/user.php', {})).statusCode).toBe(400);
  });

  it('switches notification types and turns e-mail back on', async () => {
    const server = await start();
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    const off = await browser.put('/api/notifications.php', {
      notifications_disabled: ['promotions', 'news', 'promotions'],
    });
    expect(off.json().user.notifications_disabled).toEqual(['promotions', 'news']);
    expect(
      (await browser.put('/api/notifications.php', { notifications_disabled: ['spam'] }))
        .statusCode,
    ).toBe(400);

    await server.database
      .updateTable('members')
      .set({ email_disabled: 'bounce' })
      .where('id', '=', id)
      .execute();
    expect((await browser.get('/api/user.php')).json().user.email_disabled).toBe('bounce');
    const on = await browser.put('/api/notifications.php', { email_enabled: true });
    expect(on.json().user).toMatchObject({
      email_disabled: null,
      notifications_disabled: ['promotions', 'news'],
    });
  });

  it('keeps the push subscription of a browser', async () => {
    const server = await start();
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BPublicKey', auth: 'secret' },
    };
    const saved = await browser.post('/api/user.php?push=1', { subscription });
    expect(saved.json()).toEqual({ ok: true });
    await browser.post('/api/user.php?push=1', { subscription });
    const rows = await server.database.selectFrom('push_subscriptions').selectAll().execute();
    expect(rows).toMatchObject([{ member_id: id, endpoint: subscription.endpoint }]);
    const visitor = await siteClient(server.app, 'amora').post('/api/user.php?push=1', {
      subscription,
    });
    expect(visitor.statusCode).toBe(403);
  });

  it('keeps only https endpoints of known push services (the server will send to them)', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    for (const endpoint of [
      'http://127.0.0.1:5432/x',
      'file:///etc/passwd',
      'https://evil.example/',
    ]) {
      const response = await browser.post('/api/user.php?push=1', {
        subscription: { endpoint, keys: { p256dh: 'BPublicKey', auth: 'secret' } },
      });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().fields, endpoint).toEqual({ subscription: 'not_offered' });
    }
    expect(await server.database.selectFrom('push_subscriptions').selectAll().execute()).toEqual(
      [],
    );
  });

  it('keeps the 10 newest browsers of a member, even when 30 subscribe at once', async () => {
    const server = await start();
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    const subscribe = (number: number) =>
      browser.post('/api/user.php?push=1', {
        subscription: {
          endpoint: `https://fcm.googleapis.com/fcm/send/browser-${number}`,
          keys: { p256dh: 'BPublicKey', auth: 'secret' },
        },
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, number) => subscribe(number)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    server.clock.advance(1000);
    await subscribe(99);
    const rows = await server.database
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('member_id', '=', id)
      .execute();
    expect(rows).toHaveLength(PUSH_SUBSCRIPTIONS_PER_MEMBER);
    expect(rows.map((row) => row.endpoint)).toContain(
      'https://fcm.googleapis.com/fcm/send/browser-99',
    );
  });

  it('keeps an endpoint as the URL standard reads it, not as it was typed', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const saved = await browser.post('/api/user.php?push=1', {
      subscription: {
        endpoint: 'https://fcm.googleapis.com\\@127.0.0.1/x',
        keys: { p256dh: 'BPublicKey', auth: 'secret' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await server.database
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .execute();
    expect(row?.endpoint).toBe('https://fcm.googleapis.com/@127.0.0.1/x');
    expect(new URL(row?.endpoint ?? '').hostname).toBe('fcm.googleapis.com');
  });

  it('announces the server VAPID key in the settings', async () => {
    const server = await start();
    const settings = (await siteClient(server.app, 'amora').get('/api/settings.php')).json();
    expect(settings.push_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('refuses every profile call of a visitor with authentication_required', async () => {
    const server = await start();
    const visitor = siteClient(server.app, 'amora');
    for (const response of [
      await visitor.patch('/api/profile.php', { city: 'Utrecht' }),
      await visitor.put('/api/notifications.php', { email_enabled: true }),
      await visitor.put('/api/password.php', { old_password: 'x', new_password: 'long enough' }),
      await visitor.post('/api/email-change.php', { email: 'new@example.org' }),
      await visitor.delete('/api/user.php', { reason: 'time' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().authentication_required).toBe(true);
    }
  });
});
