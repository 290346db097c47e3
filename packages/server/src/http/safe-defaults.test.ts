import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { HOLD_SUBMIT_SCRIPT } from '@dating/contract/enums';
import { expect, it } from 'vitest';
import { memberBrowser, newestMailTo, outbox, siteClient } from '../test-support/site-client.js';
import { describeEachDatabase, siteHeaders } from '../test-support/test-server.js';

const AMORA = 'http://amora.localhost:8080';

/** Sends raw HTTP to a listening server and resolves the status line and the body. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.end(request);
  });
}

/** A log destination that keeps the JSON lines. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describeEachDatabase('safe by default', (start) => {
  it('keeps the mail outbox off unless the operator turns it on', async () => {
    const { app } = await start({ devMail: false });
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      const response = await app.inject({ url, headers: siteHeaders('amora') });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("shows a brand's host only that brand's mails", async () => {
    const { app } = await start();
    await siteClient(app, 'amora').post('/api/signup.php', {
      email: 'lena@example.org',
      name: 'Lena',
      password: 'a good password',
      date_of_birth: '1995-04-02',
      gender: 'female',
      looking_for: 'male',
      language: 'en',
    });
    expect(await outbox(app, 'amora')).toHaveLength(1);
    expect(await outbox(app, 'closed-club')).toEqual([]);
  });

  it('sends the security headers on pages and API answers; API answers are not stored', async () => {
    const { app } = await start();
    for (const url of ['/', '/api/user.php']) {
      const response = await app.inject({ url, headers: siteHeaders('amora') });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      // Scripts of the site's origin, and of inline ones only the held-submit script, by its hash.
      const hash = createHash('sha256').update(HOLD_SUBMIT_SCRIPT).digest('base64');
      expect(response.headers['content-security-policy'], url).toContain(
        `script-src 'self' 'sha256-${hash}';`,
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      // Never on localhost: it would pin a developer's browser to https.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    const api = await app.inject({ url: '/api/user.php', headers: siteHeaders('amora') });
    expect(api.headers['cache-control']).toBe('no-store');
    const real = await app.inject({ url: '/', headers: { host: 'amora.example' } });
    expect(real.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('answers 400 to a request with two Host headers', async () => {
    const server = await start();
    await server.listen(0);
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await rawRequest(
      port,
      'GET /api/user.php HTTP/1.1\r\nHost: amora.localhost:8080\r\nHost: closed-club.localhost:8080\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"error":"bad_request"');
  });

  it('checks scheme, host and port of the Origin, and the Referer without one', async () => {
    const { app } = await start();
    const logout = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/logout.php',
        headers: siteHeaders('amora', headers),
      });
    for (const origin of [
      'https://amora.localhost:8080',
      'http://amora.localhost:9999',
      'http://evil.example',
      'null',
    ]) {
      expect((await logout({ origin })).statusCode, origin).toBe(403);
    }
    expect((await logout({ referer: 'http://evil.example/page' })).statusCode).toBe(403);
    expect((await logout({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await logout({ origin: AMORA })).statusCode).toBe(200);
    expect((await logout({ referer: `${AMORA}/members` })).statusCode).toBe(200);
    // Logout changes state: a cross-site link or image (GET) cannot log anyone out.
    const get = await app.inject({ url: '/api/logout.php', headers: siteHeaders('amora') });
    expect(get.statusCode).toBe(404);
  });

  it("builds mail links from the brand's address, whatever Host or proxy header came", async () => {
    const { app } = await start({ localPort: undefined });
    await app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: {
        host: 'www.amora.example',
        origin: 'https://www.amora.example',
        'x-forwarded-host': 'evil.example',
      },
      payload: {
        email: 'lena@example.org',
        name: 'Lena',
        password: 'a good password',
        date_of_birth: '1995-04-02',
        gender: 'female',
        looking_for: 'male',
        language: 'en',
      },
    });
    const mail = await newestMailTo(app, 'amora', 'lena@example.org');
    expect(mail.links[0]).toMatch(/^https:\/\/amora\.example\/activate\/done\?token=/);
  });

  it('answers a URL the router cannot read in the API error format', async () => {
    const { app } = await start();
    const response = await app.inject({ url: '/api/%E0%A4%A', headers: siteHeaders('amora') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
  });

  it('answers 400 with the field to a NUL character in a body or a query', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const body = await browser.patch('/api/profile.php', { city: 'Amster\u0000dam' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      error: 'validation_failed',
      fields: { city: 'control_characters' },
    });
    const query = await browser.get('/api/search.php?countryregion=NL%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual({ countryregion: 'invalid' });
  });

  it('answers 400 too_large to an integer beyond 32 bits instead of a database error', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    for (const id of [2_147_483_648, 1e300]) {
      const response = await browser.patch('/api/photos.php', { id, main: true });
      expect(response.statusCode, String(id)).toBe(400);
      expect(response.json().fields, String(id)).toEqual({ id: 'too_large' });
    }
  });

  it('answers 400 to a multipart body that ends before the file does', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: 'eva@amora.example' });
    const boundary = 'cut-short';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0 and then nothing`;
    const response = await browser.request('POST', '/api/photos.php', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      fields: { photo: 'invalid' },
    });
  });

  it('logs every refused and failed answer with its request id, which the client gets too', async () => {
    const { lines, stream } = logLines();
    const { app } = await start({ logger: { level: 'info', stream } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: siteHeaders('amora', { origin: AMORA }),
      payload: { email: 'nobody@example.org', password: 'wrong' },
    });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: id, status: 401, error: 'login_failed', endpoint: 'login' }),
    );
    const reset = await app.inject({
      url: '/reset-password/do?token=secret-token-value',
      headers: { host: 'nobody.example' },
    });
    expect(reset.statusCode).toBe(404);
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });
});
