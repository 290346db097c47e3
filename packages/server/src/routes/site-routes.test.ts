import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { AMORA_HOME_HEADINGS } from '../test-support/fixture-sites.js';
import {
  addMember,
  addPhotoRow,
  describeEachDatabase,
  siteHeaders,
} from '../test-support/test-server.js';

const html = { accept: 'text/html,application/xhtml+xml' };

describeEachDatabase('built sites, uploads and the brand list', (start) => {
  it("serves the brand's index.html for every page path of a site built without prerendered pages", async () => {
    const { app } = await start();
    for (const url of ['/', '/members', '/login?next=%2Fmembers', '/no/such/page']) {
      const response = await app.inject({ url, headers: { host: 'www.closed.example', ...html } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Closed Club</title>');
    }
  });

  it('sends the page prerendered in the language of the cookie, else Accept-Language, else the domain', async () => {
    const { app } = await start();
    const home = async (headers: Record<string, string>) => {
      const response = await app.inject({ url: '/', headers: siteHeaders('amora', headers) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/^Cookie, Accept-Language, accept-encoding$/i);
      return response.body;
    };
    expect(await home({})).toContain(`<h1>${AMORA_HOME_HEADINGS.nl}</h1>`);
    expect(await home({ 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.8' })).toContain(
      AMORA_HOME_HEADINGS.fr,
    );
    // A language the brand does not offer is skipped; q-values order the rest.
    expect(await home({ 'accept-language': 'de-DE, nl;q=0.2, en;q=0.5' })).toContain(
      AMORA_HOME_HEADINGS.en,
    );
    expect(await home({ 'accept-language': 'fr', cookie: 'i18n_redirected=en' })).toContain(
      AMORA_HOME_HEADINGS.en,
    );
    // A cookie naming a language the brand lacks: no first visit, so the domain does not count.
    expect(await home({ 'accept-language': 'de', cookie: 'i18n_redirected=de' })).toContain(
      AMORA_HOME_HEADINGS.en,
    );
    expect(await home({ ...html, 'accept-language': 'fr' })).toContain('data-prerendered="fr"');
  });

  it('answers 404 with the prerendered 404 page for a path that is no route', async () => {
    const { app } = await start();
    // Also a route's address whose parameter breaks its rule (issue 23: /likes/liked was a 200).
    for (const url of [
      '/no/such/page',
      '/members/12/more',
      '/login/x',
      '/likes/liked',
      '/members/abc',
      '/members/0',
    ]) {
      const response = await app.inject({
        url,
        headers: siteHeaders('amora', { ...html, 'accept-language': 'fr' }),
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body, url).toContain('<h1>404 (fr)</h1>');
    }
    // Routes without a prerendered page get the site's index.html to render in the browser.
    for (const url of [
      '/members',
      '/members/12',
      '/likes/received',
      '/likes/matches',
      '/pages',
      '/pages/faq',
      '/login/',
    ]) {
      const response = await app.inject({ url, headers: siteHeaders('amora', html) });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it("sends a lander in the language its address names, else the visitor's; 404 for another", async () => {
    const { app } = await start();
    const lander = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: siteHeaders('amora', { ...html, ...headers }) });
    // The address decides over the cookie and the browser: a campaign bought for French visitors.
    const french = await lander('/landers/gallery/fra', {
      'accept-language': 'en',
      cookie: 'i18n_redirected=nl',
    });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<h1>Gallery (fr)</h1>');
    expect((await lander('/landers/gallery/eng')).body).toContain('<h1>Gallery (en)</h1>');
    // auto, or no slug: the visitor's language, as on every page.
    for (const url of ['/landers/gallery/auto', '/landers/gallery', '/landers/gallery/']) {
      const response = await lander(url, { 'accept-language': 'fr-BE' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<h1>Gallery (fr)</h1>');
    }
    // A language Amora does not offer, an unknown slug or lander: the 404 page, status 404.
    for (const url of [
      '/landers/gallery/deu',
      '/landers/gallery/xyz',
      '/landers/gallery/fr',
      '/landers/nosuch',
      '/landers/nosuch/eng',
      '/landers/gallery/eng/more',
    ]) {
      const response = await lander(url, { 'accept-language': 'fr' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<h1>404 (fr)</h1>');
    }
    // A lander the build did not prerender is rendered in the browser.
    const video = await lander('/landers/video/nld');
    expect(video.statusCode).toBe(200);
    expect(video.body).toContain('<div id="root"></div>');
  });

  it("renders a lander with live data for the request, keeps it a minute, and serves the build's page when the render fails", async () => {
    const { app, clock, database } = await start();
    for (const name of ['Noor', 'Sem']) {
      const id = await addMember(database, {
        site: 'amora',
        email: `${name.toLowerCase()}@amora.example`,
        name,
      });
      await addPhotoRow(database, id, { filename: `amora/${id}.jpg`, thumb: `amora/${id}-t.jpg` });
    }
    const renders = () => (globalThis as { amoraLiveRenders?: number }).amoraLiveRenders ?? 0;
    const lander = (language: string) =>
      app.inject({
        url: `/landers/collagelanding/${language}?network=partner&sub1=visitor-1`,
        headers: siteHeaders('amora', html),
      });
    const before = renders();
    const english = await lander('eng');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/html');
    expect(english.headers['cache-control']).toBe('no-cache');
    // The build's page around it (its head), the members the server's own API gave in the root,
    // which names the render's texts, and the data the browser hydrates with after it.
    expect(english.body).toMatch(/^<!doctype html><html lang="en"><title>Amora<\/title>/);
    expect(english.body).toContain(
      '<div id="root" data-prerendered="en" data-namespaces="landers navigation"><h1>Collage (en)</h1><p>/landers/collagelanding/eng</p><ul aria-busy="false"><li>Sem</li><li>Noor</li></ul></div><!--/#root--><script type="application/json" id="page-data">{"showcase":2}</script></body>',
    );
    expect(english.body).not.toContain('aria-busy="true"');
    // One page for every visitor: no visitor's tracking record is in it.
    expect(english.body).not.toContain('visitor-1');
    // The next visitors within the minute get that page; after it, a new render.
    expect((await lander('eng')).body).toBe(english.body);
    expect(renders() - before).toBe(1);
    clock.advance(61_000);
    expect((await lander('eng')).statusCode).toBe(200);
    expect(renders() - before).toBe(2);
    // A render that fails: the page the build rendered, placeholders and all.
    const french = await lander('fra');
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<h1>Collage (fr)</h1><ul aria-busy="true"></ul>');
    expect(french.body).not.toContain('page-data');
    // The server entry is the server's: no browser gets it.
    for (const url of ['/.server/prerender.mjs', '/.server/', '/%2Eserver/prerender.mjs']) {
      const response = await app.inject({ url, headers: siteHeaders('amora') });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('renderLive');
    }
  });

  it('answers 404 for the landing of a member a visitor may not see', async () => {
    const { app, database } = await start();
    const shown = await addMember(database, { site: 'amora', email: 'shown@amora.example' });
    const hidden = await addMember(database, {
      site: 'amora',
      email: 'hidden@amora.example',
      profile_status: 'disabled',
    });
    const deleted = await addMember(database, {
      site: 'amora',
      email: 'deleted@amora.example',
      status: 'deleted',
    });
    const elsewhere = await addMember(database, {
      site: 'closed-club',
      email: 'else@closed.example',
      country: 'DE',
      region: 'DE-BE',
    });
    const landing = (id: number, slug = '') =>
      app.inject({
        url: `/members/${id}/landing2${slug}`,
        headers: siteHeaders('amora', { ...html, 'accept-language': 'fr' }),
      });
    for (const slug of ['', '/auto', '/eng']) {
      const response = await landing(shown, slug);
      expect(response.statusCode, slug).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
    for (const id of [hidden, deleted, elsewhere, 999_999]) {
      const response = await landing(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.body).toContain('<h1>404 (fr)</h1>');
    }
    // A language Amora lacks is no page either, whoever the member is.
    expect((await landing(shown, '/deu')).statusCode).toBe(404);
  });

  it('sends brotli or gzip copies to browsers that accept them', async () => {
    const { app } = await start();
    const script = (encoding?: string) =>
      app.inject({
        url: '/assets/index-abc123.js',
        headers: siteHeaders('amora', encoding ? { 'accept-encoding': encoding } : {}),
      });
    const brotli = await script('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("amora");');
    const gzip = await script('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("amora");');
    const plain = await script();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("amora");');
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
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
    await addPhotoRow(database, memberId, {
      filename: 'amora/test/photo.jpg',
      thumb: 'amora/test/photo-thumb.jpg',
    });
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
