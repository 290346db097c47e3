import { beforeEach, expect, it, vi } from 'vitest';
import { jpegPhoto, uploadPhoto } from '../test-support/photo-upload.js';
import { memberBrowser, newestMailTo, siteClient, tokenOf } from '../test-support/site-client.js';
import {
  addMember,
  describeEachDatabase,
  siteHeaders,
  TEST_PASSWORD,
} from '../test-support/test-server.js';
import * as passwords from './passwords.js';

// Counts the (slow) password work, while doing it for real.
vi.mock('./passwords.js', async (original) => {
  const actual = await original<typeof import('./passwords.js')>();
  return {
    ...actual,
    hashPassword: vi.fn(actual.hashPassword),
    verifyPassword: vi.fn(actual.verifyPassword),
  };
});

const EMAIL = 'eva@amora.example';
const AMORA = 'http://amora.localhost:8080';
const login = (password: string) => ({
  method: 'POST' as const,
  url: '/api/user.php',
  headers: siteHeaders('amora', { origin: AMORA }),
  payload: { email: EMAIL, password },
});

beforeEach(() => {
  vi.mocked(passwords.hashPassword).mockClear();
  vi.mocked(passwords.verifyPassword).mockClear();
});

describeEachDatabase('account security', (start) => {
  it('checks at most 5 of 50 wrong passwords sent at once, and a right one among them fails', async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: EMAIL });
    vi.mocked(passwords.verifyPassword).mockClear();
    const attempts = Array.from({ length: 50 }, (_, index) =>
      app.inject(login(index === 25 ? TEST_PASSWORD : `wrong ${index}`)),
    );
    const answers = await Promise.all(attempts);
    expect(vi.mocked(passwords.verifyPassword).mock.calls.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 200)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(45);
  });

  it('throttles guesses of the old password like logins', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL });
    const change = (old_password: string) =>
      browser.put('/api/password.php', { old_password, new_password: 'a brand new one' });
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await change(`guess ${attempt}`)).json().error).toBe('wrong_password');
    }
    const fifth = await change('guess 5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ error: 'rate_limited', minutes: 15 });
    vi.mocked(passwords.verifyPassword).mockClear();
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
    expect(passwords.verifyPassword).not.toHaveBeenCalled();
  });

  it('checks the reset token before hashing the new password', async () => {
    const { app } = await start();
    const response = await siteClient(app, 'amora').put('/api/password-reset.php', {
      token: 'made-up-token-of-enough-length',
      password: 'a brand new one',
    });
    expect(response.json().error).toBe('token_invalid');
    expect(passwords.hashPassword).not.toHaveBeenCalled();
  });

  it("does not use up a token sent to another brand's host", async () => {
    const { app, database } = await start();
    await addMember(database, { site: 'amora', email: EMAIL });
    await siteClient(app, 'amora').post('/api/password-reset.php', { email: EMAIL });
    const token = tokenOf(await newestMailTo(app, 'amora', EMAIL));
    const elsewhere = await siteClient(app, 'closed-club').put('/api/password-reset.php', {
      token,
      password: 'a brand new one',
    });
    expect(elsewhere.json().error).toBe('token_invalid');
    const home = await siteClient(app, 'amora').put('/api/password-reset.php', {
      token,
      password: 'a brand new one',
    });
    expect(home.statusCode).toBe(200);
  });

  it('cancels reset and e-mail-change links when the password changes', async () => {
    const server = await start();
    const { app } = server;
    const { browser } = await memberBrowser(server, { email: EMAIL });
    await siteClient(app, 'amora').post('/api/password-reset.php', { email: EMAIL });
    const reset = tokenOf(await newestMailTo(app, 'amora', EMAIL));
    await browser.post('/api/email-change.php', {
      email: 'new@example.org',
      password: TEST_PASSWORD,
    });
    const mailChange = tokenOf(await newestMailTo(app, 'amora', 'new@example.org'));
    const changed = await browser.put('/api/password.php', {
      old_password: TEST_PASSWORD,
      new_password: 'a brand new one',
    });
    expect(changed.json()).toEqual({ ok: true });
    const stranger = siteClient(app, 'amora');
    const resetAfter = await stranger.put('/api/password-reset.php', {
      token: reset,
      password: 'the attacker wins',
    });
    expect(resetAfter.json().error).toBe('token_invalid');
    const mailChangeAfter = await stranger.put('/api/email-change.php', { token: mailChange });
    expect(mailChangeAfter.json().error).toBe('token_invalid');
  });

  it("stops serving a deleted member's public photos at once", async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL });
    const uploaded = await uploadPhoto(browser, await jpegPhoto());
    const url: string = uploaded.json().user.profile.photos[0].filename;
    const visitor = siteClient(server.app, 'amora');
    expect((await visitor.get(url)).statusCode).toBe(200);
    await browser.delete('/api/user.php', { reason: 'found_someone' });
    expect((await visitor.get(url)).statusCode).toBe(404);
  });

  it('exports the data without any working token', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL });
    await browser.post('/api/email-change.php', {
      email: 'new@example.org',
      password: TEST_PASSWORD,
    });
    const token = tokenOf(await newestMailTo(server.app, 'amora', 'new@example.org'));
    const exported = await browser.get('/api/my-data.php');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('amora-my-data.json');
    expect(exported.body).not.toContain(token);
    expect(exported.json().mails.length).toBeGreaterThan(0);
  });
});
