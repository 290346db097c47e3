import { expect, it } from 'vitest';
import { newestMailTo, outbox, siteClient, tokenOf } from '../test-support/site-client.js';
import { addMember, describeEachDatabase, TEST_PASSWORD } from '../test-support/test-server.js';

const HOUR_MS = 60 * 60 * 1000;
const EMAIL = 'eva@amora.example';

describeEachDatabase('password reset and change', (start) => {
  it('mails a reset link; the link sets a new password once and ends every other session', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: EMAIL, name: 'Eva' });
    const laptop = siteClient(app, 'amora');
    await laptop.post('/api/user.php', { email: EMAIL, password: TEST_PASSWORD });
    expect((await laptop.get('/api/user.php')).json().user).not.toBeNull();

    const phone = siteClient(app, 'amora');
    expect(
      (await phone.post('/api/password-reset.php', { email: 'EVA@amora.example' })).json(),
    ).toEqual({
      ok: true,
    });
    const mail = await newestMailTo(app, 'amora', EMAIL);
    // The member's language is Dutch.
    expect(mail.text).toContain('Hoi Eva,');
    expect(mail.links[0]).toMatch(/\/reset-password\/do\?token=/);
    const token = tokenOf(mail);

    const reset = await phone.put('/api/password-reset.php', {
      token,
      password: 'brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(EMAIL);
    expect((await phone.get('/api/user.php')).json().user.email).toBe(EMAIL);
    expect((await laptop.get('/api/user.php')).json()).toEqual({ user: null });

    const again = await phone.put('/api/password-reset.php', { token, password: 'another one!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('token_invalid');

    const fresh = siteClient(app, 'amora');
    expect(
      (await fresh.post('/api/user.php', { email: EMAIL, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await fresh.post('/api/user.php', { email: EMAIL, password: 'brand new secret' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a reset link after two hours', async () => {
    const { app, database, clock } = await start();
    await addMember(database, { site: 'amora', email: EMAIL });
    const browser = siteClient(app, 'amora');
    await browser.post('/api/password-reset.php', { email: EMAIL });
    const token = tokenOf(await newestMailTo(app, 'amora', EMAIL));
    clock.advance(2 * HOUR_MS + 1);
    const late = await browser.put('/api/password-reset.php', {
      token,
      password: 'brand new secret',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('token_invalid');
  });

  it('says when no account uses the address, and stops after three mails a day', async () => {
    const { app, database, clock } = await start();
    await addMember(database, { site: 'amora', email: EMAIL });
    const browser = siteClient(app, 'amora');
    const unknown = await browser.post('/api/password-reset.php', {
      email: 'nobody@amora.example',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('email_not_found');

    for (let mail = 0; mail < 3; mail += 1) {
      expect((await browser.post('/api/password-reset.php', { email: EMAIL })).statusCode).toBe(
        200,
      );
    }
    const fourth = await browser.post('/api/password-reset.php', { email: EMAIL });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe('too_many_reset_mails');
    expect((await outbox(app, 'amora')).length).toBe(3);

    clock.advance(24 * HOUR_MS + 1);
    expect((await browser.post('/api/password-reset.php', { email: EMAIL })).statusCode).toBe(200);
  });

  it('changes the password with the old one and logs out other browsers', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: EMAIL });
    const laptop = siteClient(app, 'amora');
    const phone = siteClient(app, 'amora');
    await laptop.post('/api/user.php', { email: EMAIL, password: TEST_PASSWORD });
    await phone.post('/api/user.php', { email: EMAIL, password: TEST_PASSWORD });

    const wrong = await laptop.put('/api/password.php', {
      old_password: 'not it',
      new_password: 'brand new secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'wrong_password',
      message: 'Please check your old password.',
    });

    const changed = await laptop.put('/api/password.php', {
      old_password: TEST_PASSWORD,
      new_password: 'brand new secret',
    });
    expect(changed.json()).toEqual({ ok: true });
    expect((await laptop.get('/api/user.php')).json().user.email).toBe(EMAIL);
    expect((await phone.get('/api/user.php')).json()).toEqual({ user: null });
  });

  it('refuses a new password shorter than eight characters', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: EMAIL });
    const browser = siteClient(app, 'amora');
    await browser.post('/api/user.php', { email: EMAIL, password: TEST_PASSWORD });
    const short = await browser.put('/api/password.php', {
      old_password: TEST_PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().fields)).toEqual(['new_password']);
  });
});
