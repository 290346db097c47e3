import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import nunito from '@capsizecss/metrics/nunito';
import spaceGrotesk from '@capsizecss/metrics/spaceGrotesk';
import type { Theme } from './index.js';

/**
 * The files a generated site copies from its theme (Node only: the browser entry is index.ts):
 * the web fonts the theme names, self-hosted and subset, and the theme's images (home hero).
 */

/** Font metrics as @capsizecss/metrics gives them (font units). */
interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/** A web font that themes may name: its self-hosting package (variable weights) and metrics. */
interface ShippedFont {
  /** The folder of its @fontsource-variable package: `files/<prefix>-<subset>-wght-normal.woff2`. */
  packageDir: string;
  prefix: string;
  metrics: FontMetrics;
}

const require = createRequire(import.meta.url);

/** The fonts the themes name and the sites ship; a theme naming another web font fails its test. */
export const SHIPPED_FONTS: Readonly<Record<string, ShippedFont>> = {
  Inter: {
    packageDir: dirname(require.resolve('@fontsource-variable/inter/package.json')),
    prefix: 'inter',
    metrics: inter,
  },
  Nunito: {
    packageDir: dirname(require.resolve('@fontsource-variable/nunito/package.json')),
    prefix: 'nunito',
    metrics: nunito,
  },
  'Space Grotesk': {
    packageDir: dirname(require.resolve('@fontsource-variable/space-grotesk/package.json')),
    prefix: 'space-grotesk',
    metrics: spaceGrotesk,
  },
};

/** Latin for every language, Latin Extended for Polish (ą, ć, ę, ł, ń, ś, ź, ż). */
const SUBSETS = ['latin', 'latin-ext'] as const;

/** Where the font files go in a site, below its public folder. */
export const FONT_PATH = '/theme/fonts';

/** One font file to copy into a site: from the package to `public<FONT_PATH>/<name>`. */
export interface FontFile {
  source: string;
  name: string;
}

/** What a site needs for the fonts its theme names. */
export interface ThemeFonts {
  /** `@font-face` rules: the subsets (swap) and a size-adjusted local fallback per family. */
  css: string;
  files: FontFile[];
  /** URL of the body font's Latin file, to preload. */
  preload: string | null;
}

/** The family names a theme's font tokens list, body font first. */
function namedFamilies(theme: Theme): string[] {
  const families = theme.tokens
    .filter((token) => token.type === 'fontFamily')
    .sort((a, b) => a.path.join('.').localeCompare(b.path.join('.')))
    .flatMap((token) => token.value as string[]);
  return [...new Set(families)];
}

/** The web fonts a theme names (families that are neither system fonts nor fallbacks). */
export function themeWebFonts(theme: Theme): string[] {
  return namedFamilies(theme).filter((family) => family in SHIPPED_FONTS);
}

/** The `unicode-range` of each subset, read from the package's own CSS. */
function unicodeRanges(font: ShippedFont): Map<string, string> {
  const css = readFileSync(join(font.packageDir, 'index.css'), 'utf8');
  const ranges = new Map<string, string>();
  for (const match of css.matchAll(/\/\* ([\w-]+)-wght-normal \*\/[^}]*unicode-range: ([^;]+);/g)) {
    const subset = match[1]?.slice(font.prefix.length + 1);
    if (subset && match[2]) ranges.set(subset, match[2].trim());
  }
  return ranges;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * A fallback face that takes the web font's place while it loads: the local Arial, scaled to the
 * web font's average character width and given its ascent, descent and line gap, so the text does
 * not move when the font arrives (as Next.js and Capsize compute it).
 */
export function fallbackFace(family: string, metrics: FontMetrics): string {
  const sizeAdjust = metrics.xWidthAvg / metrics.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
  const override = (value: number) => percent(Math.abs(value) / metrics.unitsPerEm / sizeAdjust);
  return [
    '@font-face {',
    `  font-family: '${family} Fallback';`,
    "  src: local('Arial'), local('Liberation Sans'), local('Helvetica');",
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${override(metrics.ascent)};`,
    `  descent-override: ${override(metrics.descent)};`,
    `  line-gap-override: ${override(metrics.lineGap)};`,
    '}',
  ].join('\n');
}

/** The font files, `@font-face` rules and preload of a theme (nothing for system fonts). */
export function themeFonts(theme: Theme): ThemeFonts {
  const rules: string[] = [];
  const files: FontFile[] = [];
  for (const family of themeWebFonts(theme)) {
    const font = SHIPPED_FONTS[family] as ShippedFont;
    const ranges = unicodeRanges(font);
    for (const subset of SUBSETS) {
      const name = `${font.prefix}-${subset}-wght-normal.woff2`;
      files.push({ source: join(font.packageDir, 'files', name), name });
      rules.push(
        [
          '@font-face {',
          `  font-family: '${family}';`,
          '  font-style: normal;',
          '  font-display: swap;',
          '  font-weight: 100 900;',
          `  src: url(${FONT_PATH}/${name}) format('woff2');`,
          `  unicode-range: ${ranges.get(subset) ?? 'U+0000-00FF'};`,
          '}',
        ].join('\n'),
      );
    }
    rules.push(fallbackFace(family, font.metrics));
  }
  const body = (theme.tokens.find((token) => token.path.join('.') === 'font.family')?.value ??
    []) as string[];
  const main = SHIPPED_FONTS[body.find((family) => family in SHIPPED_FONTS) ?? ''];
  return {
    css: rules.join('\n\n'),
    files,
    preload: main ? `${FONT_PATH}/${main.prefix}-latin-wght-normal.woff2` : null,
  };
}

/** Where a site serves its theme's images (`assets/` of the theme), e.g. `/theme/hero.webp`. */
export const THEME_ASSETS_PATH = '/theme';

/** The folder of a theme's images (the home page's hero mosaic in 1x and 2x). */
export function themeAssetsDir(name: string): string | null {
  // From source: themes/<name>/assets; bundled into the generator's dist: dist/themes/<name>/assets.
  const candidates = [`../${name}/assets`, `./themes/${name}/assets`];
  const dirs = candidates.map((path) => fileURLToPath(new URL(path, import.meta.url)));
  return dirs.find((dir) => existsSync(dir)) ?? null;
}
