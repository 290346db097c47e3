import { expect, it } from 'vitest';
import { memberBrowser, newestMailTo, siteClient, tokenOf } from '../test-support/site-client.js';
import {
  addMember,
  describeEachDatabase,
  type StartTestServer,
  TEST_PASSWORD,
} from '../test-support/test-server.js';

const EMAIL = 'eva@amora.example';
const change = (email: string, password = TEST_PASSWORD) => ({ email, password });

describeEachDatabase('e-mail change', (start) => {
  async function loggedIn(start: StartTestServer) {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL, name: 'Eva' });
    return { ...server, browser };
  }

  it('mails the new address a link that makes it the account address, and warns the old one', async () => {
    const { app, browser } = await loggedIn(start);
    const asked = await browser.post('/api/email-change.php', change(' Eva.New@Example.org '));
    expect(asked.json()).toEqual({ ok: true });
    expect((await browser.get('/api/user.php')).json().user.email).toBe(EMAIL);

    const notice = await newestMailTo(app, 'amora', EMAIL);
    expect(notice.text).toContain('eva.new@example.org');
    expect(notice.links).toEqual([]);
    const confirmation = await newestMailTo(app, 'amora', 'eva.new@example.org');
    expect(confirmation.links[0]).toMatch(
      /^http:\/\/amora\.localhost:8080\/mail-change\/do\?token=/,
    );

    const confirmed = await browser.put('/api/email-change.php', { token: tokenOf(confirmation) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.email).toBe('eva.new@example.org');
    expect((await browser.get('/api/user.php')).json().user.email).toBe('eva.new@example.org');

    const again = await browser.put('/api/email-change.php', { token: tokenOf(confirmation) });
    expect(again.json().error).toBe('token_invalid');
  });

  it('needs the current password, under the login lockout', async () => {
    const { browser, clock } = await loggedIn(start);
    const missing = await browser.post('/api/email-change.php', { email: 'new@example.org' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ password: 'required' });
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await browser.post('/api/email-change.php', change('new@example.org', 'guess'));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        error: 'wrong_password',
        fields: { password: 'wrong' },
      });
      clock.advance(1000);
    }
    const locked = await browser.post('/api/email-change.php', change('new@example.org', 'guess'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'rate_limited', minutes: 15 });
    // Locked means locked: not even the right password is checked now.
    const right = await browser.post('/api/email-change.php', change('new@example.org'));
    expect(right.json().error).toBe('rate_limited');
  });

  it('refuses an invalid or unchanged new address and one that another account owns', async () => {
    const { browser, database } = await loggedIn(start);
    await addMember(database, { site: 'amora', email: 'taken@example.org' });
    for (const [email, problem] of [
      ['not-an-address', 'invalid'],
      ['eva@', 'invalid'],
      ['', 'required'],
      [EMAIL.toUpperCase(), 'unchanged'],
    ] as const) {
      const response = await browser.post('/api/email-change.php', change(email));
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toMatchObject({
        error: 'validation_failed',
        fields: { email: problem },
      });
    }
    const taken = await browser.post('/api/email-change.php', change('TAKEN@example.org'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'email_taken', fields: { email: 'taken' } });
  });

  it('refuses the confirmation when the address was taken in the meantime', async () => {
    const { app, browser, database } = await loggedIn(start);
    await browser.post('/api/email-change.php', change('late@example.org'));
    const token = tokenOf(await newestMailTo(app, 'amora', 'late@example.org'));
    await addMember(database, { site: 'amora', email: 'late@example.org' });
    const confirmed = await browser.put('/api/email-change.php', { token });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error).toBe('email_taken');
    expect((await browser.get('/api/user.php')).json().user.email).toBe(EMAIL);
  });

  it('ends the other sessions and cancels earlier links once the new address is confirmed', async () => {
    const server = await loggedIn(start);
    const { app, browser } = server;
    const other = siteClient(app, 'amora');
    await other.post('/api/user.php', { email: EMAIL, password: TEST_PASSWORD });
    expect((await other.get('/api/user.php')).json().user.email).toBe(EMAIL);
    await siteClient(app, 'amora').post('/api/password-reset.php', { email: EMAIL });
    const reset = tokenOf(await newestMailTo(app, 'amora', EMAIL));

    await browser.post('/api/email-change.php', change('eva.new@example.org'));
    const token = tokenOf(await newestMailTo(app, 'amora', 'eva.new@example.org'));
    expect((await browser.put('/api/email-change.php', { token })).statusCode).toBe(200);

    expect((await browser.get('/api/user.php')).json().user.email).toBe('eva.new@example.org');
    expect((await other.get('/api/user.php')).json()).toEqual({ user: null });
    const stale = await siteClient(app, 'amora').put('/api/password-reset.php', {
      token: reset,
      password: 'a new password',
    });
    expect(stale.json().error).toBe('token_invalid');
  });

  it('answers 409 to the second of two members confirming the same new address at once', async () => {
    const server = await loggedIn(start);
    const { app, browser } = server;
    const { browser: max } = await memberBrowser(server, { email: 'max@amora.example' });
    await browser.post('/api/email-change.php', change('shared@example.org'));
    const evaToken = tokenOf(await newestMailTo(app, 'amora', 'shared@example.org'));
    await max.post('/api/email-change.php', change('shared@example.org'));
    const maxToken = tokenOf(await newestMailTo(app, 'amora', 'shared@example.org'));
    const answers = await Promise.all([
      browser.put('/api/email-change.php', { token: evaToken }),
      max.put('/api/email-change.php', { token: maxToken }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error).toBe('email_taken');
  });
});
