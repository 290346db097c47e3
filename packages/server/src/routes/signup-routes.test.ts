import { userResponseSchema } from '@dating/contract';
import { expect, it } from 'vitest';
import { newestMailTo, outbox, siteClient, tokenOf } from '../test-support/site-client.js';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A signup as the form sends it; the fake clock stands on 2026-06-15. */
const signup = (changes: Record<string, unknown> = {}) => ({
  email: 'Lena@Example.org',
  name: 'Lena',
  password: 'a good password',
  date_of_birth: '1995-04-02',
  gender: 'female',
  looking_for: 'male',
  language: 'fr',
  ...changes,
});

describeEachDatabase('signup and e-mail confirmation', (start) => {
  it('creates an unconfirmed account, logs it in and mails the confirmation link in its language', async () => {
    const { app } = await start();
    const browser = siteClient(app, 'amora');
    const response = await browser.post('/api/signup.php', signup());
    expect(response.statusCode).toBe(201);
    const { user } = userResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      email: 'lena@example.org',
      status: 'not_confirmed',
      language: 'fr',
      paid_user: false,
      credits: 0,
      // French is spoken in Belgium, not in the Netherlands: the member starts in BE.
      profile: { name: 'Lena', gender: 'female', sexuality: 'hetero', country: 'BE', age: 31 },
    });
    expect(browser.session()).toBeDefined();
    expect((await browser.get('/api/user.php')).json().user.email).toBe('lena@example.org');

    const mail = await newestMailTo(app, 'amora', 'lena@example.org');
    expect(mail.subject).toContain('Amora');
    expect(mail.language).toBe('fr');
    expect(mail.links[0]).toMatch(/^http:\/\/amora\.localhost:8080\/activate\/done\?token=/);
  });

  it("starts the member in the visitor's country as their device tells it", async () => {
    const { app } = await start();
    const browser = siteClient(app, 'amora');
    const located = signup({ time_zone: 'Europe/Amsterdam', locales: ['fr-FR', 'fr'] });
    const response = await browser.post('/api/signup.php', located);
    expect(response.statusCode).toBe(201);
    // French, but the device's clock runs in the Netherlands.
    expect(response.json().user.profile.country).toBe('NL');
    const tooMany = signup({ email: 'eva@example.org', locales: Array(11).fill('nl') });
    expect((await browser.post('/api/signup.php', tooMany)).statusCode).toBe(400);
  });

  it('confirms the address once with the link, which logs the member in', async () => {
    const { app } = await start();
    await siteClient(app, 'amora').post('/api/signup.php', signup());
    const token = tokenOf(await newestMailTo(app, 'amora', 'lena@example.org'));

    const otherBrowser = siteClient(app, 'amora');
    const confirmed = await otherBrowser.post('/api/activate.php', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.status).toBe('active');
    expect((await otherBrowser.get('/api/user.php')).json().user.status).toBe('active');

    // The same link again: the address is confirmed by now, and the answer says so.
    const again = await siteClient(app, 'amora').post('/api/activate.php', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already_confirmed' });
    // Another site learns nothing about the link.
    const elsewhere = await siteClient(app, 'closed-club').post('/api/activate.php', { token });
    expect(elsewhere.json()).toMatchObject({ error: 'token_invalid' });
  });

  it('refuses a confirmation link after seven days', async () => {
    const { app, clock } = await start();
    await siteClient(app, 'amora').post('/api/signup.php', signup());
    const token = tokenOf(await newestMailTo(app, 'amora', 'lena@example.org'));
    clock.advance(7 * DAY_MS + 1);
    const late = await siteClient(app, 'amora').post('/api/activate.php', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('token_invalid');
  });

  it('sends the confirmation again on request; only the newest link works', async () => {
    const { app } = await start();
    const browser = siteClient(app, 'amora');
    await browser.post('/api/signup.php', signup());
    const first = tokenOf(await newestMailTo(app, 'amora', 'lena@example.org'));
    expect((await browser.post('/api/confirmation-mail.php')).json()).toEqual({ ok: true });
    const second = tokenOf(await newestMailTo(app, 'amora', 'lena@example.org'));
    expect(second).not.toBe(first);
    expect((await browser.post('/api/activate.php', { token: first })).statusCode).toBe(400);
    expect((await browser.post('/api/activate.php', { token: second })).statusCode).toBe(200);
  });

  it('refuses members under 18 and impossible dates, each with its problem code', async () => {
    const { app } = await start();
    const browser = siteClient(app, 'amora');
    const young = await browser.post('/api/signup.php', signup({ date_of_birth: '2008-06-16' }));
    expect(young.statusCode).toBe(400);
    expect(young.json().fields).toEqual({ date_of_birth: 'too_young' });
    const adult = await browser.post(
      '/api/signup.php',
      signup({ date_of_birth: '2008-06-15', email: 'adult@example.org' }),
    );
    expect(adult.statusCode).toBe(201);
    for (const date_of_birth of ['1995-02-30', '1850-01-01', '2030-01-01', 'yesterday']) {
      const response = await browser.post(
        '/api/signup.php',
        signup({ date_of_birth, email: 'other@example.org' }),
      );
      expect(response.statusCode, date_of_birth).toBe(400);
      expect(response.json().fields.date_of_birth, date_of_birth).toBe('invalid');
    }
  });

  it('refuses a username that is the e-mail address or starts with @', async () => {
    const { app } = await start();
    const browser = siteClient(app, 'amora');
    for (const [name, problem] of [
      ['lena@example.org', 'equals_email'],
      [' LENA@example.org', 'equals_email'],
      ['@lena', 'starts_with_at'],
      ['Le\u202Ena', 'control_characters'],
    ]) {
      const response = await browser.post('/api/signup.php', signup({ name }));
      expect(response.statusCode, name).toBe(400);
      expect(response.json().fields, name).toEqual({ name: problem });
    }
    const badEmail = await browser.post('/api/signup.php', signup({ email: 'lena@example' }));
    expect(badEmail.json().fields).toEqual({ email: 'invalid' });
    const longPassword = await browser.post(
      '/api/signup.php',
      signup({ password: 'x'.repeat(201) }),
    );
    expect(longPassword.json().fields).toEqual({ password: 'too_long' });
  });

  it('offers login for an existing account and reactivation for a deleted one', async () => {
    const { app, database, clock } = await start();
    await addMember(database, { site: 'amora', email: 'lena@example.org' });
    await addMember(database, {
      site: 'amora',
      email: 'gone@example.org',
      status: 'deleted',
      deleted_at: new Date(clock.now() - DAY_MS),
    });
    const browser = siteClient(app, 'amora');
    const existing = await browser.post('/api/signup.php', signup());
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error).toBe('account_exists');
    const deleted = await browser.post('/api/signup.php', signup({ email: 'gone@example.org' }));
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toBe('account_pending_deletion');
    expect(browser.session()).toBeUndefined();
  });

  it('opens signup on an invite-only brand only to visitors with a traffic source', async () => {
    const { app } = await start();
    const browser = siteClient(app, 'closed-club');
    const closed = await browser.post('/api/signup.php', signup({ language: 'de' }));
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toBe('signups_closed');
    const tracking = { network: 'partner-7', ref: null, sub1: 'spring', sub2: null, sub3: null };
    const invited = await browser.post('/api/signup.php', signup({ language: 'de', tracking }));
    expect(invited.statusCode).toBe(201);
    expect(invited.json().user.profile.country).toBe('DE');
  });

  it('keeps the first message to the member the signup started from, or writes nothing', async () => {
    const { app, database } = await start();
    const profileId = await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    const browser = siteClient(app, 'amora');
    const unknownProfile = await browser.post(
      '/api/signup.php',
      signup({ profile_id: 999_999, signup_message: 'Hi Eva!' }),
    );
    expect(unknownProfile.statusCode).toBe(400);
    expect(unknownProfile.json().fields).toEqual({ profile_id: 'not_found' });
    expect(await outbox(app, 'amora')).toEqual([]);
    expect(
      await database.selectFrom('members').where('email', '=', 'lena@example.org').execute(),
    ).toEqual([]);

    const response = await browser.post(
      '/api/signup.php',
      signup({ profile_id: profileId, signup_message: 'Hi Eva!' }),
    );
    expect(response.statusCode).toBe(201);
    const messages = await database.selectFrom('signup_messages').selectAll().execute();
    expect(messages).toMatchObject([{ profile_id: profileId, text: 'Hi Eva!' }]);
  });

  it('opens the first conversation with the member the signup started from, on any device', async () => {
    const { app, database } = await start();
    const eva = await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    await siteClient(app, 'amora').post('/api/signup.php', signup({ profile_id: eva }));
    // The link opened in another browser (the phone's mail app): the server knows whom.
    const phone = siteClient(app, 'amora');
    const token = tokenOf(await newestMailTo(app, 'amora', 'lena@example.org'));
    const confirmed = await phone.post('/api/activate.php', { token });
    expect(confirmed.json()).toMatchObject({ user: { status: 'active' }, first_contact: eva });

    // A signup from no member, or from one who is hidden by the time the link is opened: none.
    await siteClient(app, 'amora').post(
      '/api/signup.php',
      signup({ email: 'mia@example.org', profile_id: eva }),
    );
    await database
      .updateTable('members')
      .set({ profile_status: 'disabled' })
      .where('id', '=', eva)
      .execute();
    const hidden = tokenOf(await newestMailTo(app, 'amora', 'mia@example.org'));
    expect(
      (await phone.post('/api/activate.php', { token: hidden })).json().first_contact,
    ).toBeNull();
    await siteClient(app, 'amora').post('/api/signup.php', signup({ email: 'ida@example.org' }));
    const plain = tokenOf(await newestMailTo(app, 'amora', 'ida@example.org'));
    expect(
      (await phone.post('/api/activate.php', { token: plain })).json().first_contact,
    ).toBeNull();
  });

  it('limits signups per client address', async () => {
    const { app } = await start({
      rateLimits: { signup: { max: 2, windowMs: 60 * 60 * 1000 } },
    });
    const browser = siteClient(app, 'amora');
    for (const email of ['one@example.org', 'two@example.org']) {
      expect((await browser.post('/api/signup.php', signup({ email }))).statusCode).toBe(201);
    }
    const third = await browser.post('/api/signup.php', signup({ email: 'three@example.org' }));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: 'rate_limited' });
  });
});
