import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandSchema } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { CliError } from './errors.js';
import { generateSite } from './generate.js';
import {
  PAGE_TEXTS_DIR,
  pageModules,
  readPageOverrides,
  renderPageMarkdown,
} from './page-overrides.js';

const brand = brandSchema.parse({
  slug: 'amora',
  name: 'Amora',
  domain: 'amora.example',
  countries: ['NL', 'BE'],
  languages: ['nl', 'en'],
});

function siteWith(files: Record<string, string>): string {
  const site = mkdtempSync(join(tmpdir(), 'pages-'));
  mkdirSync(join(site, 'pages'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(site, 'pages', name), text);
  return site;
}

describe('renderPageMarkdown', () => {
  it('takes the first heading as the title and renders the rest', () => {
    expect(
      renderPageMarkdown('# Our terms\n\n## Who we are\n\nAmora B.V., *Amsterdam*.\n'),
    ).toEqual({
      title: 'Our terms',
      html: '<h2>Who we are</h2>\n<p>Amora B.V., <em>Amsterdam</em>.</p>\n',
    });
  });

  it('keeps typed markup as text and leaves out unsafe links', () => {
    const page = renderPageMarkdown(
      '# T\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [ok](https://amora.example/help)\n',
    );
    if (typeof page === 'string') throw new Error(page);
    expect(page.html).not.toMatch(/<script|<img|href="javascript/);
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).toContain('<a href="https://amora.example/help">ok</a>');
  });

  it('wants a title and a text', () => {
    expect(renderPageMarkdown('Just text')).toMatch(/level-1 heading/);
    expect(renderPageMarkdown('## Second level\n\ntext')).toMatch(/level-1 heading/);
    expect(renderPageMarkdown('# Title only\n')).toMatch(/no text/);
  });
});

describe('readPageOverrides', () => {
  it("reads the brand's versions of its legal pages by page and language", async () => {
    const site = siteWith({
      'terms.en.md': '# Terms\n\nOurs.\n',
      'return-policy.nl.md': '# Retourbeleid\n\nOns beleid.\n',
    });
    expect(await readPageOverrides(site, brand)).toEqual({
      terms: { en: { title: 'Terms', html: '<p>Ours.</p>\n' } },
      'return-policy': { nl: { title: 'Retourbeleid', html: '<p>Ons beleid.</p>\n' } },
    });
    expect(await readPageOverrides(mkdtempSync(join(tmpdir(), 'none-')), brand)).toEqual({});
  });

  it('names every problem with its file at once', async () => {
    const site = siteWith({
      'terms.md': '# T\n\nx',
      'imprint.en.md': '# T\n\nx',
      'terms.de.md': '# T\n\nx',
      'privacy.en.md': 'No title',
      'faq.nl.md': `# FAQ\n\n${'x'.repeat(200_001)}`,
    });
    const error = await readPageOverrides(site, brand).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).lines).toEqual([
      'pages/faq.nl.md: is larger than 200 kB',
      'pages/privacy.en.md: must start with the page title as a level-1 heading ("# Title")',
      'pages/terms.de.md: "de" is not a language of the brand (nl, en)',
      'pages/terms.md: is not named <page>.<language>.md (e.g. terms.de.md)',
      // Any other name is a page of the operator's own, which needs the main language's version.
      "pages/imprint.nl.md: is missing; a page of your own needs a version in the brand's main language (nl), shown where a language has none",
    ]);
  });

  it("reads the operator's own pages, each at its own address", async () => {
    const site = siteWith({
      'safety-tips.nl.md': '# Veilig daten\n\nOntmoet elkaar eerst op een openbare plek.\n',
      'safety-tips.en.md': '# Dating safely\n\nMeet in a public place first.\n',
      'about.nl.md': '# Over ons\n\nWij zijn Amora.\n',
    });
    expect(await readPageOverrides(site, brand)).toEqual({
      about: { nl: { title: 'Over ons', html: '<p>Wij zijn Amora.</p>\n' } },
      'safety-tips': {
        nl: { title: 'Veilig daten', html: '<p>Ontmoet elkaar eerst op een openbare plek.</p>\n' },
        en: { title: 'Dating safely', html: '<p>Meet in a public place first.</p>\n' },
      },
    });
  });

  it("refuses an own page's address that the site uses, or that cannot be an address", async () => {
    const site = siteWith({
      'login.nl.md': '# Inloggen\n\nx',
      'api.nl.md': '# API\n\nx',
      'x.nl.md': '# X\n\nx',
      '1st-date.nl.md': '# Date\n\nx',
    });
    const error = await readPageOverrides(site, brand).catch((caught: unknown) => caught);
    expect((error as CliError).lines).toEqual([
      'pages/1st-date.nl.md: "1st-date" must be 2 to 40 small letters, digits or dashes, starting with a letter',
      'pages/api.nl.md: "api" /api is an address of the site itself',
      'pages/login.nl.md: "login" /login is an address of the site itself',
      'pages/x.nl.md: "x" must be 2 to 40 small letters, digits or dashes, starting with a letter',
    ]);
  });
});

describe('pageModules', () => {
  it('gives a site the titles at once and each text as a module of its own, loaded with its page', () => {
    const { source, files } = pageModules({
      terms: { en: { title: 'Terms', html: '<p>Ours, "quoted".</p>\n' } },
      'safety-tips': { nl: { title: 'Veilig daten', html: '<p>Openbaar.</p>\n' } },
    });
    expect(source).toBe(
      [
        '{',
        '  "terms": {',
        '    "en": {',
        '      title: "Terms",',
        "      html: () => import('./page-texts/terms.en.gen').then((text) => text.default),",
        '    },',
        '  },',
        '  "safety-tips": {',
        '    "nl": {',
        '      title: "Veilig daten",',
        "      html: () => import('./page-texts/safety-tips.nl.gen').then((text) => text.default),",
        '    },',
        '  },',
        '}',
      ].join('\n'),
    );
    expect(files).toEqual([
      {
        name: 'terms.en.gen.ts',
        text: `// Generated by dating-sites from pages/terms.en.md: the page's text as HTML.\nexport default "<p>Ours, \\"quoted\\".</p>\\n";\n`,
      },
      {
        name: 'safety-tips.nl.gen.ts',
        text: `// Generated by dating-sites from pages/safety-tips.nl.md: the page's text as HTML.\nexport default "<p>Openbaar.</p>\\n";\n`,
      },
    ]);
    expect(pageModules({})).toEqual({ source: '{}', files: [] });
  });

  it('leaves nothing of a page the operator removed in the generated site', async () => {
    const sitesDir = mkdtempSync(join(tmpdir(), 'page-texts-'));
    const site = join(sitesDir, brand.slug);
    mkdirSync(join(site, 'pages'), { recursive: true });
    writeFileSync(join(site, 'pages', 'about.nl.md'), '# Over ons\n\nWij zijn Amora.\n');
    writeFileSync(join(site, 'pages', 'terms.nl.md'), '# Voorwaarden\n\nDe onze.\n');
    const texts = join(site, 'src', PAGE_TEXTS_DIR);
    expect(await generateSite(sitesDir, brand)).toEqual(
      expect.arrayContaining(['src/page-texts/about.nl.gen.ts', 'src/page-texts/terms.nl.gen.ts']),
    );
    expect(readdirSync(texts).sort()).toEqual(['about.nl.gen.ts', 'terms.nl.gen.ts']);
    rmSync(join(site, 'pages', 'about.nl.md'));
    await generateSite(sitesDir, brand);
    expect(readdirSync(texts)).toEqual(['terms.nl.gen.ts']);
    expect(readFileSync(join(site, 'src', 'pages.gen.ts'), 'utf8')).not.toContain('about');
  });
});
