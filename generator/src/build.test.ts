import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  LANDER_NAMES,
  LANGUAGE_SLUGS,
  LEGAL_PAGES,
  ROOT_END_MARKER,
  SITE_SERVER_DIR,
} from '@dating/contract/enums';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorDir } from './paths.js';

// One real production build (a few seconds), through the real executable, of a brand written the
// way an operator writes it: `dating-sites new amora --config amora.json && dating-sites build amora`.
const bin = join(generatorDir, 'bin', 'dating-sites.mjs');
// Generous: on a busy 2-core machine a build took more than 10 s (the default hook timeout).
const BUILD_TIMEOUT = 180_000;
const SERVE_TIMEOUT = 120_000;

const amora = {
  slug: 'amora',
  name: 'Amora',
  domain: 'amora.example',
  domain_language: 'nl-NL',
  countries: ['NL', 'BE'],
  languages: ['nl', 'fr', 'en'],
  theme: 'midnight',
  description: {
    nl: 'Singles in Nederland en België ontmoeten.',
    fr: 'Rencontrez des célibataires aux Pays-Bas et en Belgique.',
    en: 'Meet singles in the Netherlands and Belgium.',
  },
  fictional_icon: '🎭',
  fictional_warning: 'Some profiles are fictional and are run by our team.',
  fictional_singular: 'fictional profile',
  fictional_plural: 'fictional profiles',
  support_email: 'help@amora.example',
  support_phone: '+31 20-123 45 67',
  company: {
    name: 'Amora Online B.V.',
    address: 'Keizersgracht 1',
    city: 'Amsterdam',
    kvk: '12345678',
  },
};

let work: string;
let dist: string;
let build: { status: number | null; stdout: string; stderr: string };

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'dating-sites-build-'));
  writeFileSync(join(work, 'amora.json'), JSON.stringify(amora, null, 2));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [bin, ...args], { cwd: work, encoding: 'utf8' });
  const created = run('new', 'amora', '--config', 'amora.json');
  if (created.status !== 0) throw new Error(`new failed: ${created.stderr}`);
  // The operator's own French service page.
  mkdirSync(join(work, 'sites', 'amora', 'pages'));
  writeFileSync(
    join(work, 'sites', 'amora', 'pages', 'service.fr.md'),
    '# Qui sommes-nous\n\nAmora Online B.V., <b>Amsterdam</b>.\n',
  );
  // A page of the operator's own, at /safety-tips: in Dutch (the main language) and French.
  writeFileSync(
    join(work, 'sites', 'amora', 'pages', 'safety-tips.nl.md'),
    '# Veilig daten\n\nSpreek af op een openbare plek.\n',
  );
  writeFileSync(
    join(work, 'sites', 'amora', 'pages', 'safety-tips.fr.md'),
    '# Rencontrer en sécurité\n\nDonnez-vous rendez-vous dans un lieu public.\n',
  );
  build = run('build', 'amora');
  dist = join(work, 'sites', 'amora', 'dist');
}, BUILD_TIMEOUT);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const assets = (extension: string) =>
  readdirSync(join(dist, 'assets')).filter((file) => file.endsWith(extension));

describe('dating-sites build', () => {
  it('exits 0 and reports the dist folder', () => {
    expect(build.status, build.stderr).toBe(0);
    // A route module that is also imported statically would no longer load lazily.
    expect(build.stderr).not.toContain('INEFFECTIVE_DYNAMIC_IMPORT');
    expect(build.stdout).toMatch(/^Built Amora in sites\/amora\/dist/m);
  });

  it("writes an index.html with the brand's name, language and theme colour", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Amora</title>');
    expect(html).toContain('<meta name="theme-color" content="#131729" />');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(existsSync(join(dist, 'favicon.svg'))).toBe(true);
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toContain('const VERSION = 2;');
  });

  it("bundles the brand's theme as --dt-* CSS variables", () => {
    const css = assets('.css').map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
    expect(css.join('\n')).toMatch(/--dt-color-accent:\s*#2ec4b6/);
    expect(css.join('\n')).toMatch(/color-scheme:\s*dark/);
  });

  it('bakes in the brand settings', () => {
    const js = assets('.js').map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
    expect(js.some((code) => code.includes('help@amora.example'))).toBe(true);
  });

  it('writes a manifest and keeps the lazy routes in their own chunks', () => {
    const manifest = JSON.parse(
      readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    expect(entry?.src).toBe('index.html');
    const lazy = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
    expect(lazy.some((key) => /screens[\\/]HomeScreen\.tsx$/.test(key))).toBe(true);
    expect(lazy.some((key) => /screens[\\/]LoginScreen\.tsx$/.test(key))).toBe(true);
  });

  it("keeps the texts of the operator's pages out of the other pages: each is a chunk of its own", () => {
    const manifest = JSON.parse(
      readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const first = readFileSync(join(dist, entry?.file ?? ''), 'utf8');
    // The footer links the own page by its title; its text loads with the page.
    expect(first).toContain('Veilig daten');
    expect(first).not.toContain('Spreek af op een openbare plek');
    const texts = Object.keys(manifest)
      .filter((key) => manifest[key]?.isDynamicEntry && /page-texts[\\/]/.test(key))
      .map((key) => key.split(/[\\/]/).at(-1))
      .sort();
    expect(texts).toEqual(['safety-tips.fr.gen.ts', 'safety-tips.nl.gen.ts', 'service.fr.gen.ts']);
  });

  it('leaves no node_modules, Vite cache or server build in the site folder', () => {
    expect(existsSync(join(work, 'sites', 'amora', 'node_modules'))).toBe(false);
    expect(existsSync(join(work, 'sites', 'amora', '.prerender'))).toBe(false);
  });

  it('keeps its server entry in the dist folder for the live pages, uncompressed', () => {
    const { serverEntry } = JSON.parse(
      readFileSync(join(dist, 'prerendered', 'pages.json'), 'utf8'),
    ) as { serverEntry: string };
    expect(serverEntry).toMatch(new RegExp(`^${SITE_SERVER_DIR}/[a-z0-9]+/prerender\\.mjs$`));
    const entry = readFileSync(join(dist, serverEntry), 'utf8');
    expect(entry).toMatch(/export \{[^}]*\brenderLive\b/);
    const server = readdirSync(join(dist, SITE_SERVER_DIR), { recursive: true }).map(String);
    expect(server.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
    // Where the server puts a page rendered for a request.
    const gallery = readFileSync(join(dist, 'prerendered', 'nl', 'lander-gallery.html'), 'utf8');
    expect(gallery).toMatch(new RegExp(`</div>${ROOT_END_MARKER}\\s*</body>`));
  });

  it('prerenders home, login, signup, the legal pages and the 404 page in every language of the brand', () => {
    const index = JSON.parse(readFileSync(join(dist, 'prerendered', 'pages.json'), 'utf8'));
    expect(index).toMatchObject({ languages: ['nl', 'fr', 'en'], domainLanguage: 'nl-NL' });
    expect(index.routes).toEqual(expect.arrayContaining(['/', '/login', '/signup', '/members']));
    expect(index.pages).toEqual([
      { id: 'index', path: '/', status: 200 },
      { id: 'login', path: '/login', status: 200 },
      { id: 'signup', path: '/signup', status: 200 },
      // The landers show the brand's members: the server renders them for each request.
      { id: 'lander-tinderswipe', path: '/landers/tinderswipe', status: 200, live: true },
      ...LANDER_NAMES.map((name) => ({
        id: `lander-${name}`,
        path: '/landers/:name/:slug?',
        params: { name },
        status: 200,
        live: true,
      })),
      ...LEGAL_PAGES.map((name) => ({ id: `page-${name}`, path: `/pages/${name}`, status: 200 })),
      { id: 'lang-config', path: '/lang-config', status: 200 },
      { id: 'complaints', path: '/complaints', status: 200 },
      {
        id: 'own-page-safety-tips',
        path: '/:token',
        params: { token: 'safety-tips' },
        status: 200,
      },
      { id: 'not-found', status: 404 },
    ]);
    // The own-page route takes the brand's own pages only: any other word is a 404.
    expect(index.routes).toContainEqual({
      path: '/:token',
      params: { token: { values: ['safety-tips'] } },
    });
    // A lander's slug names its language.
    expect(index.routes).toContainEqual({
      path: '/landers/:name/:slug?',
      params: { name: { values: LANDER_NAMES }, slug: { values: LANGUAGE_SLUGS } },
      languageParam: 'slug',
    });
    // A route's parameter rules go with it: the server answers 404 for /likes/liked.
    expect(index.routes).toContainEqual({
      path: '/likes/:type',
      params: { type: { values: ['received', 'given', 'matches'] } },
    });
    const page = (language: string, id: string) =>
      readFileSync(join(dist, 'prerendered', language, `${id}.html`), 'utf8');
    // The operator's version of a page, in its language only, its typed markup as text.
    expect(page('fr', 'page-service')).toMatch(/<h1[^>]*>Qui sommes-nous<\/h1>/);
    expect(page('fr', 'page-service')).toContain(
      'Amora Online B.V., &lt;b&gt;Amsterdam&lt;/b&gt;.',
    );
    expect(page('nl', 'page-service')).not.toContain('Qui sommes-nous');
    // An own page in each language it has; in another, in the main language, marked as such.
    expect(page('fr', 'own-page-safety-tips')).toMatch(/<h1[^>]*>Rencontrer en sécurité<\/h1>/);
    expect(page('nl', 'own-page-safety-tips')).toContain('<title>Veilig daten | Amora</title>');
    expect(page('en', 'own-page-safety-tips')).toMatch(/<article [^>]*lang="nl"/);
    // The text, a chunk of its own in the browser, is in the page as it arrives.
    expect(page('nl', 'own-page-safety-tips')).toContain('<p>Spreek af op een openbare plek.</p>');
    // Every page whole and in place: one inline script (the form hold), none of React's.
    for (const { id } of index.pages as { id: string }[]) {
      for (const language of ['nl', 'fr', 'en']) {
        const inline = page(language, id).match(/<script>/g) ?? [];
        expect(inline, `${language}/${id}`).toHaveLength(1);
      }
    }
    const login = { nl: 'Inloggen', fr: 'Connexion', en: 'Login' };
    for (const [language, heading] of Object.entries(login)) {
      const html = page(language, 'login');
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<div id="root" data-prerendered="${language}" data-namespaces="`);
      expect(html).toMatch(/data-namespaces="[^"]*\blogin\b[^"]*"/);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain(`<title>${heading} | Amora</title>`);
      // The site's stylesheet is inline: nothing blocks the first paint.
      expect(html).toMatch(/<style>(?:(?!<\/style>)[\s\S])*--dt-color-accent:\s*#2ec4b6/);
      expect(html).not.toContain('rel="stylesheet"');
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
      // First in the head: the script that holds a login sent before the page has hydrated.
      expect(html).toMatch(/<head>\s*<script>addEventListener\('submit'/);
    }
    expect(page('fr', 'not-found')).toContain('<title>Cette page est introuvable');
    // The legal pages carry the brand's company details, baked in: no call needed to render them.
    expect(page('nl', 'page-service')).toContain('Amora Online B.V.');
    expect(page('nl', 'page-service')).toContain('12345678');
    expect(page('en', 'page-terms')).toMatch(/<h1[^>]*>Terms and conditions<\/h1>/);
    expect(page('fr', 'page-privacy')).toContain('<html lang="fr">');
    expect(page('en', 'index')).toContain('Sign up for free');
    // What React puts before the page (its title, the hero image's preload) goes into the head:
    // one title, the page's own, and nothing but the page inside the root.
    const home = page('en', 'index');
    expect(home.match(/<title>/g)).toHaveLength(1);
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*hero\.webp/);
    expect(home).toMatch(/<div id="root"[^>]*><div class=/);
    // Each language's page describes the site in that language.
    expect(head).toContain(
      '<meta name="description" content="Meet singles in the Netherlands and Belgium." />',
    );
    expect(page('fr', 'login')).toContain(
      '<meta name="description" content="Rencontrez des célibataires aux Pays-Bas et en Belgique." />',
    );
  });

  it('writes brotli and gzip copies of the text files, and none of the images', () => {
    const files = [
      ...assets('.js').map((file) => join('assets', file)),
      ...assets('.css').map((file) => join('assets', file)),
      'index.html',
      join('prerendered', 'en', 'index.html'),
      join('prerendered', 'pages.json'),
    ];
    for (const file of files) {
      const original = readFileSync(join(dist, file));
      if (original.length < 256) continue;
      const br = readFileSync(join(dist, `${file}.br`));
      const gz = readFileSync(join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
    }
    expect(existsSync(join(dist, '.vite', 'manifest.json.br'))).toBe(false);
  });
});

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** GET through 127.0.0.1 with a Host header (Node cannot resolve `<slug>.localhost`). */
function get(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, headers: { host, ...headers } };
    const call = request(options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

describe('dating-sites serve', () => {
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGTERM');
  });

  it('serves the built site and its API by Host, safely, printing the URL and the mail outbox', {
    timeout: SERVE_TIMEOUT,
  }, async () => {
    const port = await freePort();
    const data = join(work, 'data');
    server = spawn(
      process.execPath,
      [bin, 'serve', '--port', String(port), '--data-dir', data, '--dev-mail'],
      { cwd: work },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      server?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('mail outbox: http://amora.localhost:')) resolve();
      });
      server?.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
    expect(output).toContain(`Amora: http://amora.localhost:${port}`);
    expect(output).toContain(`mail outbox: http://amora.localhost:${port}/dev/mail`);
    const host = `amora.localhost:${port}`;
    const page = await get(port, host, '/');
    expect(page.status).toBe(200);
    // The home page prerendered in the domain's language (no cookie, no Accept-Language).
    expect(page.body).toContain('<div id="root" data-prerendered="nl" ');
    expect(page.headers.vary).toMatch(/Cookie, Accept-Language/);
    const missing = await get(port, host, '/no/such/page', { accept: 'text/html' });
    expect(missing.status).toBe(404);
    // The operator's own page answers; a word of the same shape that is no page does not.
    expect((await get(port, host, '/safety-tips', { accept: 'text/html' })).status).toBe(200);
    expect((await get(port, host, '/settings', { accept: 'text/html' })).status).toBe(404);
    expect(missing.body).toContain('<title>Deze pagina kon niet worden gevonden');
    const script = page.body.match(/src="(\/assets\/index-[\w-]+\.js)"/)?.[1] ?? '';
    const compressed = await get(port, host, script, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toContain('immutable');
    const settings = await get(port, host, '/api/settings.php');
    expect(settings.status).toBe(200);
    expect(JSON.parse(settings.body)).toMatchObject({ name: 'Amora', theme: 'midnight' });
    for (const answer of [page, await get(port, host, '/api/user.php')]) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect((await get(port, host, '/api/user.php')).headers['cache-control']).toBe('no-store');
    expect((await get(port, `localhost:${port}`, '/')).status).toBe(404);
  });

  it('keeps the mail outbox off without --dev-mail', { timeout: SERVE_TIMEOUT }, async () => {
    server?.kill('SIGTERM');
    const port = await freePort();
    const data = join(work, 'data-production');
    server = spawn(process.execPath, [bin, 'serve', '--port', String(port), '--data-dir', data], {
      cwd: work,
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      server?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`Amora: http://amora.localhost:${port}`)) resolve();
      });
      server?.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
    expect(output).not.toContain('mail outbox');
    expect((await get(port, `amora.localhost:${port}`, '/dev/mail.json')).status).toBe(404);
  });
});
