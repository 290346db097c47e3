/**
 * @dating/themes: the themes' design tokens (DTCG JSON under `themes/<name>/tokens.json`) and their
 * conversion to `--dt-*` CSS custom properties. The token files are imported statically, so this
 * module runs unchanged in Node (the generator) and in browsers (Storybook).
 */
import classic from '../classic/tokens.json' with { type: 'json' };
import midnight from '../midnight/tokens.json' with { type: 'json' };
import sunrise from '../sunrise/tokens.json' with { type: 'json' };
import type { DimensionValue, DurationValue, ShadowValue, Token, TokenTree } from './tokens.js';
import { flattenTokens, ThemeTokenError } from './tokens.js';

export type {
  DimensionValue,
  DurationValue,
  ShadowValue,
  Token,
  TokenTree,
  TokenType,
} from './tokens.js';
export { flattenTokens, ThemeTokenError, TOKEN_TYPES } from './tokens.js';

const THEMES: Record<string, unknown> = { classic, midnight, sunrise };

/** A validated theme: its name, its description and its tokens (in file order). */
export interface Theme {
  name: string;
  description: string;
  tokens: Token[];
}

/** The names of every theme, in alphabetical order (`classic`, `midnight`, `sunrise`). */
export function themeNames(): string[] {
  return Object.keys(THEMES).sort();
}

/**
 * Loads and validates one theme by name.
 * @throws Error for an unknown name; ThemeTokenError naming the token path for a malformed token.
 */
export function loadTheme(name: string): Theme {
  const tree = THEMES[name];
  if (!tree) throw new Error(`Unknown theme "${name}". Themes: ${themeNames().join(', ')}.`);
  return parseTheme(name, tree);
}

/** Validates a DTCG token tree (for example a theme file that is not bundled) as a theme. */
export function parseTheme(name: string, tree: unknown): Theme {
  const tokens = flattenTokens(tree);
  const description = (tree as TokenTree).$description;
  return { name, description: typeof description === 'string' ? description : '', tokens };
}

const dimension = (value: DimensionValue): string => `${value.value}${value.unit}`;

const quoteFont = (font: string): string =>
  /^[a-z-]+$/i.test(font) ? font : `"${font.replace(/["\\]/g, '\\$&')}"`;

function shadowLayer(layer: ShadowValue): string {
  const parts = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(dimension);
  return `${layer.inset ? 'inset ' : ''}${parts.join(' ')} ${layer.color}`;
}

/** The CSS text of one token's value: `1rem`, `"Segoe UI", sans-serif`, `0px 1px 3px 0px #0003`, `120ms`. */
export function tokenToCssValue(token: Pick<Token, 'type' | 'value'>): string {
  switch (token.type) {
    case 'dimension':
      return dimension(token.value as DimensionValue);
    case 'duration': {
      const { value, unit } = token.value as DurationValue;
      return `${value}${unit}`;
    }
    case 'fontFamily': {
      const fonts = token.value as string | string[];
      return (Array.isArray(fonts) ? fonts : [fonts]).map(quoteFont).join(', ');
    }
    case 'shadow': {
      const layers = token.value as ShadowValue | ShadowValue[];
      return (Array.isArray(layers) ? layers : [layers]).map(shadowLayer).join(', ');
    }
    default:
      return String(token.value);
  }
}

/** The CSS custom property of a token path: `['color', 'accent']` becomes `--dt-color-accent`. */
export function cssVariableName(path: readonly string[]): string {
  return `--dt-${path.join('-')}`;
}

/**
 * Turns a theme (or its tokens, or a raw DTCG tree) into one CSS rule of `--dt-*` custom properties.
 * @param selector the rule's selector, `:root` by default (Storybook may scope it to a wrapper).
 */
export function themeToCss(theme: Theme | Token[] | TokenTree, selector = ':root'): string {
  const tokens = Array.isArray(theme)
    ? theme
    : 'tokens' in theme && Array.isArray(theme.tokens)
      ? (theme.tokens as Token[])
      : flattenTokens(theme);
  const lines = tokens.map(
    (token) => `  ${cssVariableName(token.path)}: ${tokenToCssValue(token)};`,
  );
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}

/** The CSS of a theme by name, e.g. `themeCss('midnight')`; a convenience for Storybook. */
export function themeCss(name: string, selector = ':root'): string {
  return themeToCss(loadTheme(name), selector);
}

/**
 * Whether a `#rrggbb` colour is dark (its relative brightness below one half): what sits on it
 * is drawn light, such as a brand's dark logo variant on a dark header.
 */
export function isDarkColor(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return (0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)) / 255 < 0.5;
}

/** The value of one colour token of a theme, e.g. `themeColor(theme, 'accent')`. */
export function themeColor(theme: Theme, name: string): string {
  const token = theme.tokens.find(
    (candidate) => candidate.type === 'color' && candidate.path.join('.') === `color.${name}`,
  );
  if (!token) throw new ThemeTokenError(`color.${name}`, `is missing from theme "${theme.name}"`);
  return token.value as string;
}
