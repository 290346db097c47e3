import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { eraseDeletedAccounts } from '../accounts/deletion.js';
import { jpegPhoto, uploadPhoto } from '../test-support/photo-upload.js';
import { memberBrowser, newestMailTo, siteClient, tokenOf } from '../test-support/site-client.js';
import { describeEachDatabase, TEST_PASSWORD } from '../test-support/test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = 'eva@amora.example';

describeEachDatabase('account deletion, reactivation and erasure', (start) => {
  it('deletes the account: logged out everywhere, no login, a reactivation mail', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL, name: 'Eva' });
    const deleted = await browser.delete('/api/user.php', { reason: 'found_someone' });
    expect(deleted.json()).toEqual({ ok: true });
    expect((await browser.get('/api/user.php')).json()).toEqual({ user: null });

    const login = await siteClient(server.app, 'amora').post('/api/user.php', {
      email: EMAIL,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe('account_pending_deletion');
    const wrongPassword = await siteClient(server.app, 'amora').post('/api/user.php', {
      email: EMAIL,
      password: 'guess',
    });
    expect(wrongPassword.json().error).toBe('login_failed');

    const mail = await newestMailTo(server.app, 'amora', EMAIL);
    expect(mail.links[0]).toMatch(/\/reactivate\?token=/);
    const [record] = await server.database.selectFrom('account_deletions').selectAll().execute();
    expect(record).toMatchObject({ site: 'amora', reason: 'found_someone', remarks: '' });
  });

  it('asks remarks for the reason "other"', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL });
    const bare = await browser.delete('/api/user.php', { reason: 'other' });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().fields)).toEqual(['remarks']);
    const unknown = await browser.delete('/api/user.php', { reason: 'bored' });
    expect(unknown.statusCode).toBe(400);
    const withRemarks = await browser.delete('/api/user.php', {
      reason: 'other',
      remarks: 'Moving abroad',
    });
    expect(withRemarks.statusCode).toBe(200);
  });

  it('reactivates with the link within 14 days, once', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL });
    await browser.delete('/api/user.php', { reason: 'time' });
    const token = tokenOf(await newestMailTo(server.app, 'amora', EMAIL));
    server.clock.advance(13 * DAY_MS);
    const check = `/api/reactivation.php?token=${encodeURIComponent(token)}`;
    // The page asks first whether the link works; asking uses nothing up.
    expect((await browser.get(check)).json()).toEqual({ ok: true });
    expect((await browser.get(check)).statusCode).toBe(200);

    const back = await browser.put('/api/reactivation.php', { token });
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ email: EMAIL, status: 'active' });
    expect((await browser.get('/api/user.php')).json().user.email).toBe(EMAIL);
    // The link again, here or in another browser: the account is back, and the answer says so.
    const again = await browser.put('/api/reactivation.php', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_reactivated');
    const elsewhere = await siteClient(server.app, 'amora').get(check);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error).toBe('already_reactivated');
    // Another site learns nothing; a made-up link is not valid.
    expect((await siteClient(server.app, 'tulip-club').get(check)).json().error).toBe(
      'token_invalid',
    );
    const madeUp = await browser.get('/api/reactivation.php?token=made-up-token-0123456789');
    expect(madeUp.json().error).toBe('token_invalid');
    const [record] = await server.database.selectFrom('account_deletions').selectAll().execute();
    expect(record?.reactivated_at).not.toBeNull();
  });

  it('sends the reactivation link again, and says so for unknown addresses', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL });
    await browser.delete('/api/user.php', { reason: 'price' });
    const first = tokenOf(await newestMailTo(server.app, 'amora', EMAIL));
    const visitor = siteClient(server.app, 'amora');
    expect((await visitor.post('/api/reactivation.php', { email: EMAIL })).json()).toEqual({
      ok: true,
    });
    const second = tokenOf(await newestMailTo(server.app, 'amora', EMAIL));
    expect(second).not.toBe(first);
    const unknown = await visitor.post('/api/reactivation.php', { email: 'nobody@amora.example' });
    expect(unknown.statusCode).toBe(404);
  });

  it('erases the personal data 14 days after deletion, photos included', async () => {
    const server = await start();
    const { browser, id } = await memberBrowser(server, { email: EMAIL, name: 'Eva' });
    const uploaded = await uploadPhoto(browser, await jpegPhoto());
    expect(uploaded.statusCode).toBe(201);
    const [file] = await server.database.selectFrom('photos').select('filename').execute();
    const photoPath = join(server.dataDir, 'uploads', file?.filename ?? 'missing');
    expect(existsSync(photoPath)).toBe(true);

    await browser.delete('/api/user.php', { reason: 'other', remarks: 'I am Eva, call me' });
    const token = tokenOf(await newestMailTo(server.app, 'amora', EMAIL));

    server.clock.advance(14 * DAY_MS - 1000);
    expect(await eraseDeletedAccounts(server.database, server.photos, server.clock.now())).toBe(0);
    server.clock.advance(1000);
    expect(await eraseDeletedAccounts(server.database, server.photos, server.clock.now())).toBe(1);

    const members = await server.database.selectFrom('members').where('id', '=', id).execute();
    expect(members).toEqual([]);
    for (const table of ['photos', 'sessions', 'tokens', 'mail_outbox'] as const) {
      const rows = await server.database
        .selectFrom(table)
        .selectAll()
        .where('member_id', '=', id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect(existsSync(photoPath)).toBe(false);
    const [record] = await server.database.selectFrom('account_deletions').selectAll().execute();
    expect(record).toMatchObject({ member_id: null, reason: 'other', remarks: '' });
    expect(record?.erased_at).not.toBeNull();
    expect((await browser.put('/api/reactivation.php', { token })).json().error).toBe(
      'token_invalid',
    );
  });

  it('downloads everything about the member as JSON, without secrets', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL, name: 'Eva' });
    const response = await browser.get('/api/my-data.php');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="amora-my-data.json"',
    );
    const data = response.json();
    expect(data.account).toMatchObject({ email: EMAIL, status: 'active' });
    expect(data.profile).toMatchObject({ name: 'Eva' });
    expect(data.sessions).toHaveLength(1);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('token_hash');
    const visitor = await siteClient(server.app, 'amora').get('/api/my-data.php');
    expect(visitor.statusCode).toBe(403);
  });
});
