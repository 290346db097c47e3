import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrandInput } from '@dating/contract';
import {
  LANGUAGE_SLUGS,
  LIKE_LIST_TYPES,
  ROOT_END_MARKER,
  SITE_SERVER_DIR,
} from '@dating/contract/enums';
import { ID_PARAM } from '@dating/contract/rules';

/**
 * The brands of the test sites: one open to visitors, one that requires a login to search and
 * lets only visitors with a traffic source sign up (invite-only), and one paid through Mollie.
 */
export const AMORA: BrandInput = {
  slug: 'amora',
  name: 'Amora',
  domain: 'amora.example',
  domain_language: 'nl-NL',
  countries: ['NL', 'BE'],
  languages: ['nl', 'fr', 'en'],
  support_email: 'help@amora.example',
  support_phone: '+31 20-123 45 67',
  // The deletion flow offers 20% off.
  company: { delete_discount: 20 },
};

const CLOSED: BrandInput = {
  slug: 'closed-club',
  name: 'Closed Club',
  domain: 'closed.example',
  countries: ['DE', 'AT', 'CH'],
  logged_out_search: 'none',
  // Visitors who arrive through a traffic source may search and sign up; others may not.
  logged_out_search_trafficsource: 'all',
  signups: 'with_trafficsource',
  company: { name: 'Closed Club GmbH', city: 'Wien', country: 'AT' },
  // A new photo shows once a moderator has approved it.
  moderation: { photos: 'before' },
};

/**
 * A brand that takes its payments with Mollie (its API key comes from the test, never the file),
 * and offers new members its own: 30% welcome, 40% time bonus for 2 hours.
 */
const TULIP: BrandInput = {
  slug: 'tulip-club',
  name: 'Tulip Club',
  domain: 'tulip.example',
  countries: ['NL', 'BE'],
  languages: ['nl', 'fr', 'en'],
  payment_provider: 'mollie',
  offers: { welcome_percentage: 30, time_bonus_percentage: 40, time_bonus_hours: 2 },
};

/** The home page of Amora in each of its languages, as the fixture's prerendered pages say it. */
export const AMORA_HOME_HEADINGS = {
  nl: 'Welkom bij Amora',
  fr: 'Bienvenue chez Amora',
  en: 'Welcome to Amora',
};

/**
 * Amora's server entry, where the generator's build keeps one (`serverEntry` in the index): it renders the
 * collage lander with the members the server's own API gives it (two) and the URL it renders,
 * counting its renders in
 * `globalThis.amoraLiveRenders`; in French it fails, as a broken build would.
 */
const AMORA_SERVER_ENTRY_FILE = `${SITE_SERVER_DIR}/build1/prerender.mjs`;
const AMORA_SERVER_ENTRY = `
export async function renderLive(url, language, fetch) {
  globalThis.amoraLiveRenders = (globalThis.amoraLiveRenders ?? 0) + 1;
  if (language === 'fr') throw new Error('The French render broke');
  const answer = await fetch('/api/showcase.php?count=2');
  if (!answer.ok) return undefined;
  const { profiles } = await answer.json();
  const names = profiles.map((profile) => '<li>' + profile.name + '</li>').join('');
  return {
    html: '<h1>Collage (' + language + ')</h1><p>' + url + '</p><ul aria-busy="false">' + names + '</ul>',
    namespaces: ['landers', 'navigation'],
    dataElement: '<script type="application/json" id="page-data">{"showcase":' + profiles.length + '}</script>',
  };
}
`;

/**
 * What the generator's build adds to Amora: its home, gallery lander and 404 pages prerendered in
 * its languages (with the index the server reads), a collage lander the server renders with live
 * data by its server entry, and brotli and gzip copies of its script.
 */
function prerenderAmora(dist: string): void {
  const index = {
    languages: ['nl', 'fr', 'en'],
    domainLanguage: 'nl-NL',
    serverEntry: AMORA_SERVER_ENTRY_FILE,
    routes: [
      '/',
      '/login',
      '/members',
      { path: '/members/:id', params: { id: ID_PARAM } },
      { path: '/likes/:type', params: { type: { values: LIKE_LIST_TYPES } } },
      '/pages/:slug?',
      {
        path: '/landers/:name/:slug?',
        params: {
          name: { values: ['gallery', 'video', 'collagelanding'] },
          slug: { values: LANGUAGE_SLUGS },
        },
        languageParam: 'slug',
      },
      {
        path: '/members/:id/landing2/:slug?',
        params: { id: ID_PARAM, slug: { values: LANGUAGE_SLUGS } },
        languageParam: 'slug',
        memberParam: 'id',
      },
    ],
    pages: [
      { id: 'index', path: '/', status: 200 },
      {
        id: 'lander-gallery',
        path: '/landers/:name/:slug?',
        params: { name: 'gallery' },
        status: 200,
      },
      {
        id: 'lander-collagelanding',
        path: '/landers/:name/:slug?',
        params: { name: 'collagelanding' },
        status: 200,
        live: true,
      },
      { id: 'not-found', status: 404 },
    ],
  };
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  writeFileSync(join(dist, 'prerendered', 'pages.json'), JSON.stringify(index));
  for (const [language, heading] of Object.entries(AMORA_HOME_HEADINGS)) {
    mkdirSync(join(dist, 'prerendered', language));
    const page = (body: string) =>
      `<!doctype html><html lang="${language}"><title>Amora</title><div id="root" data-prerendered="${language}">${body}</div>`;
    writeFileSync(join(dist, 'prerendered', language, 'index.html'), page(`<h1>${heading}</h1>`));
    writeFileSync(
      join(dist, 'prerendered', language, 'lander-gallery.html'),
      page(`<h1>Gallery (${language})</h1>`),
    );
    writeFileSync(
      join(dist, 'prerendered', language, 'not-found.html'),
      page(`<h1>404 (${language})</h1>`),
    );
    // A lander with live data: the build's page (placeholders), which the server renders anew.
    writeFileSync(
      join(dist, 'prerendered', language, 'lander-collagelanding.html'),
      `${page(`<h1>Collage (${language})</h1><ul aria-busy="true"></ul>`).replace('</div>', `</div>${ROOT_END_MARKER}`)}</body>`,
    );
  }
  mkdirSync(join(dist, SITE_SERVER_DIR, 'build1'), { recursive: true });
  writeFileSync(join(dist, AMORA_SERVER_ENTRY_FILE), AMORA_SERVER_ENTRY);
  const script = 'console.log("amora");';
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
}

/**
 * A sites folder with the three brands built (index.html and one asset; Amora with prerendered pages
 * and compressed copies) and one broken brand file.
 */
export function createFixtureSites(): string {
  const sitesDir = mkdtempSync(join(tmpdir(), 'dating-sites-'));
  for (const brand of [AMORA, CLOSED, TULIP]) {
    const dist = join(sitesDir, brand.slug, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(sitesDir, brand.slug, 'brand.json'), JSON.stringify(brand));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>${brand.name}</title><div id="root"></div>`,
    );
    writeFileSync(
      join(dist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify(brand.slug)});`,
    );
  }
  prerenderAmora(join(sitesDir, AMORA.slug, 'dist'));
  mkdirSync(join(sitesDir, 'broken'));
  writeFileSync(
    join(sitesDir, 'broken', 'brand.json'),
    JSON.stringify({ slug: 'broken', name: 'Broken', domain: 'broken.example', countries: ['XX'] }),
  );
  return sitesDir;
}
