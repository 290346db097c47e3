import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { settingsSchema } from '@dating/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, siteHeaders } from '../test-support/test-server.js';

describeEachDatabase('settings, company info, interests and regions', (start) => {
  it('answers each brand its own settings, by local host, domain and www domain', async () => {
    const { app } = await start();
    for (const host of ['amora.localhost:8080', 'amora.example', 'www.amora.example']) {
      const response = await app.inject({ url: '/api/settings.php', headers: { host } });
      expect(response.statusCode).toBe(200);
      const settings = settingsSchema.parse(response.json());
      expect(settings).toMatchObject({
        name: 'Amora',
        domain: 'amora.example',
        languages: ['nl', 'fr', 'en'],
      });
      expect(settings.support_email).toBe('help@amora.example');
    }
    const closed = await app.inject({
      url: '/api/settings.php',
      headers: siteHeaders('closed-club'),
    });
    expect(closed.json()).toMatchObject({
      name: 'Closed Club',
      logged_out_search: 'none',
      languages: ['en', 'de', 'fr', 'it'],
    });
  });

  it('answers API calls of an unknown host with 404 not_found', async () => {
    const { app } = await start();
    const response = await app.inject({
      url: '/api/settings.php',
      headers: { host: 'localhost:8080' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers the company info with defaults and the brand file values', async () => {
    const { app } = await start();
    const amora = await app.inject({ url: '/api/companyinfo.php', headers: siteHeaders('amora') });
    expect(amora.json()).toMatchObject({
      name: 'Amora',
      country: 'NL',
      support_phone: '+31 20-123 45 67',
    });
    const closed = await app.inject({
      url: '/api/companyinfo.php',
      headers: siteHeaders('closed-club'),
    });
    expect(closed.json()).toMatchObject({ name: 'Closed Club GmbH', city: 'Wien', country: 'AT' });
  });

  it('compresses answers of 1 kB or more for clients that accept it, and only for them', async () => {
    const { app } = await start();
    // The regions of three countries: a few kilobytes.
    const url = '/api/regions.php';
    const plain = await app.inject({ url, headers: siteHeaders('closed-club') });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await app.inject({
      url,
      headers: { ...siteHeaders('closed-club'), 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      url,
      headers: { ...siteHeaders('closed-club'), 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A small answer goes as it is.
    const small = await app.inject({
      url: '/api/companyinfo.php',
      headers: { ...siteHeaders('closed-club'), 'accept-encoding': 'br, gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers all interests', async () => {
    const { app } = await start();
    const response = await app.inject({ url: '/api/interests.php', headers: siteHeaders('amora') });
    expect(response.json().interests).toContain('travelling');
    expect(response.json().interests.length).toBeGreaterThanOrEqual(45);
  });

  it("answers the regions of the brand's countries", async () => {
    const { app } = await start();
    const amora = (
      await app.inject({ url: '/api/regions.php', headers: siteHeaders('amora') })
    ).json();
    expect(Object.keys(amora.regions)).toEqual(['NL', 'BE']);
    expect(amora.regions.NL).toHaveLength(12);
    expect(amora.regions.NL).toContainEqual({ code: 'NL-NH', name: 'Noord-Holland' });
    expect(amora.regions.BE).toHaveLength(11);
    const closed = (
      await app.inject({ url: '/api/regions.php', headers: siteHeaders('closed-club') })
    ).json();
    expect(closed.regions.DE).toHaveLength(16);
    expect(closed.regions.AT).toHaveLength(9);
    expect(closed.regions.CH).toHaveLength(26);
  });
});
