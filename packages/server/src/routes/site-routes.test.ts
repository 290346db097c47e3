import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { addMember, describeEachDatabase, siteHeaders } from '../test-support/test-server.js';

const html = { accept: 'text/html,application/xhtml+xml' };

describeEachDatabase('built sites, uploads and the brand list', (start) => {
  it("serves the brand's index.html at / and for unknown page paths (SPA fallback)", async () => {
    const { app } = await start();
    for (const url of ['/', '/members', '/login?next=%2Fmembers', '/no/such/page']) {
      const response = await app.inject({ url, headers: siteHeaders('amora', html) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Amora</title>');
    }
    const closed = await app.inject({
      url: '/members',
      headers: { host: 'www.closed.example', ...html },
    });
    expect(closed.body).toContain('<title>Closed Club</title>');
  });

  it('serves assets and answers a real 404 for missing ones', async () => {
    const { app } = await start();
    const asset = await app.inject({
      url: '/assets/index-abc123.js',
      headers: siteHeaders('amora'),
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("amora");');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of [
      '/assets/missing.js',
      '/favicon.ico',
      '/assets/../../closed-club/brand.json',
      '/%2e%2e/brand.json',
    ]) {
      const response = await app.inject({ url, headers: siteHeaders('amora', html) });
      expect(response.statusCode, url).toBe(404);
    }
    const notHtml = await app.inject({
      url: '/members',
      headers: siteHeaders('amora', { accept: 'application/json' }),
    });
    expect(notHtml.statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing.php', headers: siteHeaders('amora', html) });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers 404 to every request for a host that no brand uses, listing nothing', async () => {
    const { app } = await start();
    for (const host of ['localhost:8080', '127.0.0.1:8181', 'evil.example', 'amora.example.evil']) {
      for (const url of [
        '/',
        '/login',
        '/api/settings.php',
        '/dev/mail.json',
        '/uploads/amora/x',
      ]) {
        const response = await app.inject({ url, headers: { host, ...html } });
        expect(response.statusCode, `${host}${url}`).toBe(404);
        expect(response.json(), `${host}${url}`).toMatchObject({ error: 'not_found' });
        expect(response.body).not.toContain('amora.localhost');
      }
    }
  });

  it("serves a brand's uploads, and not another brand's", async () => {
    const { app, dataDir, database } = await start();
    const folder = join(dataDir, 'uploads', 'amora', 'test');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'photo.jpg'), 'jpeg bytes');
    writeFileSync(join(folder, 'left-over.jpg'), 'jpeg bytes');
    const memberId = await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    await database
      .insertInto('photos')
      .values({
        member_id: memberId,
        filename: 'amora/test/photo.jpg',
        thumb: 'amora/test/photo-thumb.jpg',
        status: 'active',
        created_at: new Date(),
      })
      .execute();
    const own = await app.inject({
      url: '/uploads/amora/test/photo.jpg',
      headers: siteHeaders('amora'),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    const other = await app.inject({
      url: '/uploads/amora/test/photo.jpg',
      headers: siteHeaders('closed-club'),
    });
    expect(other.statusCode).toBe(404);
    const missing = await app.inject({
      url: '/uploads/amora/test/none.jpg',
      headers: siteHeaders('amora'),
    });
    expect(missing.statusCode).toBe(404);
    // A file that no photo uses (deleted, or left from an erased account) is not served.
    const leftOver = await app.inject({
      url: '/uploads/amora/test/left-over.jpg',
      headers: siteHeaders('amora'),
    });
    expect(leftOver.statusCode).toBe(404);
  });
});
