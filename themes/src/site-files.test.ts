import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTheme, themeNames } from './index.js';
import { SHIPPED_FONTS, themeAssetsDir, themeFonts } from './site-files.js';

/** Fonts every device has (or a generic family): they need no file. */
const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  'Segoe UI',
  'Roboto',
  'sans-serif',
  'serif',
  'Trebuchet MS',
  'Georgia',
  'Cambria',
  'Times New Roman',
];

describe('fonts the themes name', () => {
  it.each(themeNames())(
    '%s names only shipped web fonts, their fallbacks and system fonts',
    (name) => {
      const families = loadTheme(name)
        .tokens.filter((token) => token.type === 'fontFamily')
        .flatMap((token) => token.value as string[]);
      for (const family of families) {
        const known =
          family in SHIPPED_FONTS ||
          SYSTEM_FONTS.includes(family) ||
          family.replace(/ Fallback$/, '') in SHIPPED_FONTS;
        expect(known, `${name}: ${family}`).toBe(true);
      }
    },
  );

  it('ships Latin and Latin Extended (Polish) files of each web font, swapping, with unicode ranges', () => {
    const fonts = themeFonts(loadTheme('midnight'));
    expect(fonts.files.map((file) => file.name)).toEqual([
      'inter-latin-wght-normal.woff2',
      'inter-latin-ext-wght-normal.woff2',
      'space-grotesk-latin-wght-normal.woff2',
      'space-grotesk-latin-ext-wght-normal.woff2',
    ]);
    for (const file of fonts.files) expect(existsSync(file.source), file.source).toBe(true);
    const faces = fonts.css.split('@font-face').slice(1);
    expect(faces).toHaveLength(6);
    expect(fonts.css).toContain(
      "src: url(/theme/fonts/inter-latin-wght-normal.woff2) format('woff2')",
    );
    expect(fonts.css.match(/font-display: swap/g)).toHaveLength(4);
    // Latin Extended covers ł (U+0142): its range starts at U+0100.
    expect(fonts.css).toMatch(
      /latin-ext-wght-normal\.woff2\) format\('woff2'\);\n {2}unicode-range: U\+0100-02BA/,
    );
    expect(fonts.preload).toBe('/theme/fonts/inter-latin-wght-normal.woff2');
  });

  it('adds a size-adjusted local fallback per web font, so the text does not move on swap', () => {
    const { css } = themeFonts(loadTheme('sunrise'));
    const fallback = css.slice(css.indexOf("font-family: 'Nunito Fallback'"));
    expect(fallback).toContain("src: local('Arial')");
    const sizeAdjust = Number(/size-adjust: ([\d.]+)%/.exec(fallback)?.[1]);
    expect(sizeAdjust).toBeGreaterThan(90);
    expect(sizeAdjust).toBeLessThan(115);
    expect(fallback).toMatch(/ascent-override: [\d.]+%;/);
    expect(fallback).toMatch(/descent-override: [\d.]+%;/);
    expect(fallback).toMatch(/line-gap-override: [\d.]+%;/);
  });

  it('ships nothing for a theme of system fonts', () => {
    expect(themeFonts(loadTheme('classic'))).toEqual({ css: '', files: [], preload: null });
  });
});

describe('theme images', () => {
  it.each(themeNames())('%s has its home hero in 1x and 2x', (name) => {
    const dir = themeAssetsDir(name);
    expect(dir).not.toBeNull();
    expect(readdirSync(dir as string).sort()).toEqual(['hero.webp', 'hero@2x.webp']);
    expect(existsSync(join(dir as string, 'hero.webp'))).toBe(true);
  });

  it('has no images for an unknown theme', () => {
    expect(themeAssetsDir('neon')).toBeNull();
  });
});
