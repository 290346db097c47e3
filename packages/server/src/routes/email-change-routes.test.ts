import { expect, it } from 'vitest';
import { memberBrowser, newestMailTo, siteClient, tokenOf } from '../test-support/site-client.js';
import {
  addMember,
  describeEachDatabase,
  type StartTestServer,
} from '../test-support/test-server.js';

const EMAIL = 'eva@amora.example';

describeEachDatabase('e-mail change', (start) => {
  async function loggedIn(start: StartTestServer) {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL, name: 'Eva' });
    return { ...server, browser };
  }

  it('mails the new address a link that makes it the account address, and warns the old one', async () => {
    const { app, browser } = await loggedIn(start);
    const asked = await browser.post('/api/email-change.php', { email: ' Eva.New@Example.org ' });
    expect(asked.json()).toEqual({ ok: true });
    expect((await browser.get('/api/user.php')).json().user.email).toBe(EMAIL);

    const notice = await newestMailTo(app, 'amora', EMAIL);
    expect(notice.text).toContain('eva.new@example.org');
    expect(notice.links).toEqual([]);
    const confirmation = await newestMailTo(app, 'amora', 'eva.new@example.org');
    expect(confirmation.links[0]).toMatch(/\/mail-change\/do\?token=/);

    const confirmed = await siteClient(app, 'amora').put('/api/email-change.php', {
      token: tokenOf(confirmation),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.email).toBe('eva.new@example.org');
    expect((await browser.get('/api/user.php')).json().user.email).toBe('eva.new@example.org');

    const again = await browser.put('/api/email-change.php', { token: tokenOf(confirmation) });
    expect(again.json().error).toBe('token_invalid');
  });

  it('refuses an invalid new address and one that another account owns, with the spec texts', async () => {
    const { browser, database } = await loggedIn(start);
    await addMember(database, { site: 'amora', email: 'taken@example.org' });
    for (const email of ['not-an-address', 'eva@', EMAIL]) {
      const response = await browser.post('/api/email-change.php', { email });
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toMatchObject({
        error: 'email_invalid',
        message: 'New email adress is invalid.',
      });
    }
    const taken = await browser.post('/api/email-change.php', { email: 'TAKEN@example.org' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'email_taken',
      message: 'This email address already owns an account on this website.',
    });
  });

  it('refuses the confirmation when the address was taken in the meantime', async () => {
    const { app, browser, database } = await loggedIn(start);
    await browser.post('/api/email-change.php', { email: 'late@example.org' });
    const token = tokenOf(await newestMailTo(app, 'amora', 'late@example.org'));
    await addMember(database, { site: 'amora', email: 'late@example.org' });
    const confirmed = await browser.put('/api/email-change.php', { token });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error).toBe('email_taken');
    expect((await browser.get('/api/user.php')).json().user.email).toBe(EMAIL);
  });
});
