import { userResponseSchema } from '@dating/contract';
import { expect, it } from 'vitest';
import {
  addMember,
  describeEachDatabase,
  siteHeaders,
  TEST_PASSWORD,
} from '../test-support/test-server.js';

const AMORA_ORIGIN = 'http://amora.localhost:8080';
const login = (email: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/user.php',
  headers: siteHeaders('amora', { origin: AMORA_ORIGIN }),
  payload: { email, password },
});
interface ResponseCookie {
  name: string;
  value: string;
  secure?: boolean;
}
const sessionCookie = (response: { cookies: ResponseCookie[] }) =>
  response.cookies.find((cookie) => cookie.name === 'auth.session');
const memberHint = (response: { cookies: ResponseCookie[] }) =>
  response.cookies.find((cookie) => cookie.name === 'auth.member');

describeEachDatabase('accounts and sessions', (start) => {
  it('answers a visitor { user: null }', async () => {
    const { app } = await start();
    const response = await app.inject({
      url: '/api/user.php',
      headers: siteHeaders('amora', { 'request-type': 'client' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('logs in with the right password, case-insensitive e-mail, and sets a safe session cookie', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: 'eva@amora.example', name: 'Eva' });
    const response = await app.inject(login('Eva@Amora.example', TEST_PASSWORD));
    expect(response.statusCode).toBe(200);
    const { user } = userResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      email: 'eva@amora.example',
      fictional_icon: '🎭',
      profile: { name: 'Eva' },
    });
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
    expect(cookie?.secure).toBeFalsy();
    // Beside it, for the page's first script: someone may be logged in here (nothing secret).
    expect(memberHint(response)).toMatchObject({
      value: '1',
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(memberHint(response)).not.toHaveProperty('httpOnly');

    const me = await app.inject({
      url: '/api/user.php',
      headers: siteHeaders('amora', { 'request-type': 'client' }),
      cookies: { 'auth.session': cookie?.value ?? '' },
    });
    expect(me.json().user.email).toBe('eva@amora.example');
    const stored = await database.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(cookie?.value);
  });

  it('marks the cookie Secure on a real domain', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { host: 'amora.example', origin: 'https://amora.example' },
      payload: { email: 'eva@amora.example', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)?.secure).toBe(true);
  });

  it('keeps sessions apart per brand', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    const cookie = sessionCookie(await app.inject(login('eva@amora.example', TEST_PASSWORD)));
    const elsewhere = await app.inject({
      url: '/api/user.php',
      headers: siteHeaders('closed-club'),
      cookies: { 'auth.session': cookie?.value ?? '' },
    });
    expect(elsewhere.json()).toEqual({ user: null });
  });

  it('answers 401 login_failed for a wrong password or an unknown e-mail', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    for (const attempt of [
      login('eva@amora.example', 'wrong'),
      login('nobody@amora.example', TEST_PASSWORD),
    ]) {
      const response = await app.inject(attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'login_failed',
        message: 'Login failed, please try again',
      });
    }
  });

  it('answers 400 validation_failed naming the fields of a bad login', async () => {
    const { app } = await start();
    const response = await app.inject(login('not-an-email', ''));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'invalid', password: 'required' });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: siteHeaders('amora', { 'content-type': 'application/json' }),
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('bad_request');
    const text = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: siteHeaders('amora', { 'content-type': 'text/plain' }),
      payload: 'email=eva',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: 'validation_failed', fields: { body: 'invalid' } });
  });

  it('locks the account for 15 minutes after 5 wrong passwords', async () => {
    const { app, database, clock } = await start();
    await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await app.inject(login('eva@amora.example', 'wrong'))).statusCode).toBe(401);
      clock.advance(60_000);
    }
    const fifth = await app.inject(login('eva@amora.example', 'wrong'));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ error: 'account_locked', minutes: 15 });
    expect(fifth.json().message).toBe('Too many incorrect attempts, account blocked for 15 min.');

    clock.advance(10 * 60_000 + 30_000);
    const locked = await app.inject(login('eva@amora.example', TEST_PASSWORD));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().minutes).toBe(5);

    clock.advance(5 * 60_000);
    expect((await app.inject(login('eva@amora.example', TEST_PASSWORD))).statusCode).toBe(200);
  });

  it('does not lock for wrong passwords spread over more than 15 minutes', async () => {
    const { app, database, clock } = await start();
    await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await app.inject(login('eva@amora.example', 'wrong'))).statusCode).toBe(401);
      clock.advance(4 * 60_000);
    }
  });

  it('rotates the session at login and ends it at logout', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    const first =
      sessionCookie(await app.inject(login('eva@amora.example', TEST_PASSWORD)))?.value ?? '';
    const second = sessionCookie(
      await app.inject({
        ...login('eva@amora.example', TEST_PASSWORD),
        cookies: { 'auth.session': first },
      }),
    )?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const withFirst = await app.inject({
      url: '/api/user.php',
      headers: siteHeaders('amora'),
      cookies: { 'auth.session': first },
    });
    expect(withFirst.json()).toEqual({ user: null });

    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout.php',
      headers: siteHeaders('amora', { origin: AMORA_ORIGIN }),
      cookies: { 'auth.session': second ?? '' },
    });
    expect(logout.json()).toEqual({ ok: true });
    expect(sessionCookie(logout)).toMatchObject({ value: '' });
    expect(memberHint(logout)).toMatchObject({ value: '' });
    const after = await app.inject({
      url: '/api/user.php',
      headers: siteHeaders('amora'),
      cookies: { 'auth.session': second ?? '' },
    });
    expect(after.json()).toEqual({ user: null });
    expect(await database.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('rejects a state-changing call from another origin with 403 forbidden_origin', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    const response = await app.inject({
      ...login('eva@amora.example', TEST_PASSWORD),
      headers: siteHeaders('amora', { origin: 'https://evil.example' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden_origin' });
    const withoutOrigin = await app.inject({
      ...login('eva@amora.example', TEST_PASSWORD),
      headers: siteHeaders('amora'),
    });
    expect(withoutOrigin.statusCode).toBe(200);
  });

  it('saves the language of a logged-in member and refuses visitors and unknown languages', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    const cookie =
      sessionCookie(await app.inject(login('eva@amora.example', TEST_PASSWORD)))?.value ?? '';
    const put = (language: string, cookies: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: '/api/user.php',
        headers: siteHeaders('amora', { origin: AMORA_ORIGIN }),
        payload: { language },
        cookies,
      });

    const saved = await put('fr', { 'auth.session': cookie });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.language).toBe('fr');
    const visitor = await put('fr', {});
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({
      error: 'authentication_required',
      authentication_required: true,
    });
    const unknown = await put('xx', { 'auth.session': cookie });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'validation_failed',
      fields: { language: expect.any(String) },
    });
  });
});
