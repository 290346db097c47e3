import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateBrand } from './brand-file.js';
import { generateSite } from './generate.js';

const work = mkdtempSync(join(tmpdir(), 'dating-sites-theme-files-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function brand(slug: string, theme: string) {
  return validateBrand({
    slug,
    name: 'Nachtfalter',
    domain: `${slug}.example`,
    domain_language: 'pl-PL',
    countries: ['PL'],
    languages: ['pl', 'en'],
    theme,
    fictional_icon: '🎭',
    fictional_warning: 'Some profiles are fictional.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    support_email: `help@${slug}.example`,
    support_phone: '+48 22 123 45 67',
  }).brand;
}

describe('theme files of a generated site', () => {
  it('copies the web fonts the theme names, declares them and preloads the main one', async () => {
    const files = await generateSite(work, brand('nachtfalter', 'midnight'));
    const site = join(work, 'nachtfalter');
    expect(files).toEqual(
      expect.arrayContaining([
        'public/theme/fonts/inter-latin-wght-normal.woff2',
        'public/theme/fonts/inter-latin-ext-wght-normal.woff2',
        'public/theme/fonts/space-grotesk-latin-wght-normal.woff2',
        'public/theme/fonts/space-grotesk-latin-ext-wght-normal.woff2',
        'public/theme/hero.webp',
        'public/theme/hero@2x.webp',
      ]),
    );
    // woff2 files start with the signature "wOF2".
    const font = readFileSync(join(site, 'public/theme/fonts/inter-latin-wght-normal.woff2'));
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const css = readFileSync(join(site, 'src', 'theme.gen.css'), 'utf8');
    expect(css).toContain("font-family: 'Inter';");
    expect(css).toContain('font-display: swap;');
    expect(css).toContain("font-family: 'Inter Fallback';");
    expect(css).toMatch(/--dt-font-family: Inter, "Inter Fallback",/);
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    expect(html).toContain(
      '<link rel="preload" href="/theme/fonts/inter-latin-wght-normal.woff2" as="font" type="font/woff2" crossorigin />',
    );
  });

  it('ships no font and preloads no font for a theme of system fonts', async () => {
    const files = await generateSite(work, brand('klasyka', 'classic'));
    expect(files.filter((file) => file.includes('/fonts/'))).toEqual([]);
    expect(files).toContain('public/theme/hero.webp');
    const html = readFileSync(join(work, 'klasyka', 'index.html'), 'utf8');
    expect(html).not.toContain('as="font"');
    expect(readFileSync(join(work, 'klasyka', 'src', 'theme.gen.css'), 'utf8')).not.toContain(
      '@font-face',
    );
  });
});
