import { describe, expect, it } from 'vitest';
import {
  isDarkColor,
  loadTheme,
  parseTheme,
  type Theme,
  themeColor,
  themeNames,
  themeToCss,
} from './index.js';

// WCAG 2.x relative luminance and contrast ratio, computed here so the test checks the tokens
// against the standard itself rather than against code under test.
function luminance(hex: string): number {
  const digits = hex.slice(1, 7);
  const channels = [0, 2, 4].map(
    (start) => Number.parseInt(digits.slice(start, start + 2), 16) / 255,
  );
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour, background colour: every pair must reach WCAG AA for normal text (4.5:1). */
const PAIRS: [string, string][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surface-muted'],
  ['text-muted', 'background'],
  ['text-muted', 'surface'],
  ['accent-text', 'accent'],
  ['accent-text', 'accent-hover'],
  ['nav-text', 'nav-background'],
  ['footer-text', 'footer-background'],
  ['success-text', 'success'],
  ['warning-text', 'warning'],
  ['danger-text', 'danger'],
  ['badge-text', 'badge'],
  ['fictional-text', 'fictional'],
  ['text', 'info-surface'],
  ['logo-ink', 'logo-surface'],
];

/** Colours that mark something without being text (focus ring, alert edge): 3:1 on each ground. */
const MARKS: [string, string][] = [
  ['focus', 'background'],
  ['focus', 'surface'],
  ['focus', 'surface-muted'],
  ['focus', 'nav-background'],
  ['info', 'surface'],
  ['info', 'info-surface'],
];

/** A colour with alpha (`#rrggbbaa`) laid over an opaque one, as the screen shows it. */
function over(top: string, ground: string): string {
  const alpha = top.length === 9 ? Number.parseInt(top.slice(7, 9), 16) / 255 : 1;
  const channel = (hex: string, start: number) => Number.parseInt(hex.slice(start, start + 2), 16);
  return `#${[1, 3, 5]
    .map((start) =>
      Math.round(alpha * channel(top, start) + (1 - alpha) * channel(ground, start))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const names = themeNames();
const tokenPaths = (theme: Theme) => theme.tokens.map((token) => token.path.join('.'));

describe('themes', () => {
  it('offers at least three themes, classic among them', () => {
    expect(names).toEqual(expect.arrayContaining(['classic', 'midnight', 'sunrise']));
  });

  it.each(names)('%s has exactly the token set of classic', (name) => {
    expect(tokenPaths(loadTheme(name))).toEqual(tokenPaths(loadTheme('classic')));
  });

  describe.each(names)('%s meets WCAG AA contrast', (name) => {
    const theme = loadTheme(name);
    it.each(PAIRS)('%s on %s', (foreground, background) => {
      const ratio = contrast(themeColor(theme, foreground), themeColor(theme, background));
      expect(ratio, `${name}: ${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
    });
    it.each(MARKS)('%s stands out on %s (3:1)', (mark, ground) => {
      const ratio = contrast(themeColor(theme, mark), themeColor(theme, ground));
      expect(ratio, `${name}: ${mark} on ${ground}`).toBeGreaterThanOrEqual(3);
    });
    it('keeps the focus ring and information alerts in the theme, not a shared blue', () => {
      expect(themeColor(theme, 'focus')).not.toBe('#1a5fb4');
      expect(themeColor(theme, 'info')).toBe(themeColor(theme, 'accent'));
    });
    it('keeps text on photos readable: scrim-text on the scrim over white and over black', () => {
      for (const photo of ['#ffffff', '#000000']) {
        const scrim = over(themeColor(theme, 'scrim'), photo);
        const ratio = contrast(themeColor(theme, 'scrim-text'), scrim);
        expect(ratio, `${name}: scrim over ${photo}`).toBeGreaterThanOrEqual(4.5);
      }
    });
    it('accent is distinguishable from the background (3:1 for controls)', () => {
      expect(
        contrast(themeColor(theme, 'accent'), themeColor(theme, 'background')),
      ).toBeGreaterThanOrEqual(3);
    });
  });

  it('rejects an unknown theme, listing the known ones', () => {
    expect(() => loadTheme('neon')).toThrow(/Unknown theme "neon".*classic/);
  });
});

describe('token validation names the token path', () => {
  it('for a bad colour', () => {
    const tree = { color: { $type: 'color', accent: { $value: 'pink' } } };
    expect(() => parseTheme('bad', tree)).toThrow('color.accent: must be a hex colour');
  });

  it('for a token without a type', () => {
    expect(() => parseTheme('bad', { space: { 1: { $value: 4 } } })).toThrow(
      'space.1: has no $type',
    );
  });

  it('for a dimension with a bad unit', () => {
    const tree = { radius: { $type: 'dimension', sm: { $value: { value: 4, unit: 'pt' } } } };
    expect(() => parseTheme('bad', tree)).toThrow('radius.sm: unit must be one of');
  });

  it('for a shadow layer', () => {
    const tree = { shadow: { sm: { $type: 'shadow', $value: { color: '#000' } } } };
    expect(() => parseTheme('bad', tree)).toThrow('shadow.sm.offsetX: must be a dimension');
  });
});

describe('themeToCss', () => {
  const css = themeToCss(loadTheme('classic'));

  it('writes one :root rule of --dt-* variables', () => {
    expect(css.startsWith(':root {\n')).toBe(true);
    expect(css).toContain('  --dt-color-accent: #b4235a;');
  });

  it('converts dimensions, font lists, weights, shadows and durations', () => {
    expect(css).toContain('--dt-space-4: 1rem;');
    expect(css).toContain('--dt-radius-pill: 999px;');
    expect(css).toContain(
      '--dt-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;',
    );
    expect(css).toContain('--dt-font-weight-bold: 700;');
    expect(css).toContain('--dt-font-line-height: 1.5;');
    expect(css).toContain('--dt-shadow-sm: 0px 1px 3px 0px #1f1a1c1f;');
    expect(css).toContain('--dt-duration-fast: 120ms;');
  });

  it('takes a selector and a raw token tree', () => {
    const tree = { color: { $type: 'color', text: { $value: '#000000' } } };
    expect(themeToCss(tree, '[data-theme="x"]')).toBe(
      '[data-theme="x"] {\n  --dt-color-text: #000000;\n}\n',
    );
  });

  it('gives every theme its own accent', () => {
    const accents = names.map((name) => themeColor(loadTheme(name), 'accent'));
    expect(new Set(accents).size).toBe(names.length);
  });
});

describe('isDarkColor', () => {
  it('tells the dark headers of the themes from the light ones', () => {
    expect(isDarkColor(themeColor(loadTheme('midnight'), 'nav-background'))).toBe(true);
    expect(isDarkColor(themeColor(loadTheme('classic'), 'nav-background'))).toBe(false);
    expect(isDarkColor(themeColor(loadTheme('sunrise'), 'nav-background'))).toBe(false);
    // Pure green is bright to the eye; pure blue is dark.
    expect([isDarkColor('#00ff00'), isDarkColor('#0000ff')]).toEqual([false, true]);
  });
});
