/**
 * Validation of design tokens in the Design Tokens Community Group (DTCG) format: groups nest,
 * a token is an object with `$value`, and `$type` is given on the token or inherited from a group.
 */

/** The DTCG token types the themes use. */
export const TOKEN_TYPES = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'number',
  'shadow',
  'duration',
] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

/** A DTCG dimension value such as `{ "value": 1, "unit": "rem" }`. */
export interface DimensionValue {
  value: number;
  unit: 'px' | 'rem' | 'em' | '%';
}

/** A DTCG duration value such as `{ "value": 120, "unit": "ms" }`. */
export interface DurationValue {
  value: number;
  unit: 'ms' | 's';
}

/** A DTCG shadow value. */
export interface ShadowValue {
  color: string;
  offsetX: DimensionValue;
  offsetY: DimensionValue;
  blur: DimensionValue;
  spread: DimensionValue;
  inset?: boolean;
}

/** One design token after validation, with its resolved type and its path (`color.accent`). */
export interface Token {
  path: string[];
  type: TokenType;
  value: unknown;
  description?: string;
}

/** A DTCG token tree as read from `tokens.json`. */
export type TokenTree = { [key: string]: unknown };

/** A token file that is not valid DTCG; the message names the token path. */
export class ThemeTokenError extends Error {
  /** The dotted path of the token or group at fault, e.g. `color.accent`. */
  readonly tokenPath: string;

  constructor(tokenPath: string, reason: string) {
    super(`${tokenPath || '(root)'}: ${reason}`);
    this.name = 'ThemeTokenError';
    this.tokenPath = tokenPath;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const COLOR = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const DIMENSION_UNITS = ['px', 'rem', 'em', '%'];

function checkDimension(value: unknown, path: string): void {
  if (!isRecord(value) || typeof value.value !== 'number' || !Number.isFinite(value.value)) {
    throw new ThemeTokenError(path, 'must be a dimension such as { "value": 1, "unit": "rem" }');
  }
  if (!DIMENSION_UNITS.includes(value.unit as string)) {
    throw new ThemeTokenError(path, `unit must be one of ${DIMENSION_UNITS.join(', ')}`);
  }
}

function checkValue(type: TokenType, value: unknown, path: string): void {
  switch (type) {
    case 'color':
      if (typeof value !== 'string' || !COLOR.test(value)) {
        throw new ThemeTokenError(path, 'must be a hex colour such as #b4235a');
      }
      return;
    case 'dimension':
      checkDimension(value, path);
      return;
    case 'fontFamily':
      if (
        !(typeof value === 'string' && value.length > 0) &&
        !(Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string'))
      ) {
        throw new ThemeTokenError(path, 'must be a font name or a non-empty list of font names');
      }
      return;
    case 'fontWeight':
      if (typeof value !== 'number' || value < 1 || value > 1000) {
        throw new ThemeTokenError(path, 'must be a number from 1 to 1000');
      }
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new ThemeTokenError(path, 'must be a number');
      }
      return;
    case 'duration':
      if (
        !isRecord(value) ||
        typeof value.value !== 'number' ||
        !['ms', 's'].includes(value.unit as string)
      ) {
        throw new ThemeTokenError(
          path,
          'must be a duration such as { "value": 120, "unit": "ms" }',
        );
      }
      return;
    case 'shadow':
      for (const [index, layer] of (Array.isArray(value) ? value : [value]).entries()) {
        const at = Array.isArray(value) ? `${path}[${index}]` : path;
        if (!isRecord(layer)) throw new ThemeTokenError(at, 'must be a shadow object');
        checkValue('color', layer.color, `${at}.color`);
        for (const part of ['offsetX', 'offsetY', 'blur', 'spread']) {
          checkDimension(layer[part], `${at}.${part}`);
        }
      }
      return;
  }
}

/**
 * Walks a DTCG tree and returns its tokens in file order.
 * @throws ThemeTokenError naming the token path when a token or group is malformed.
 */
export function flattenTokens(tree: unknown): Token[] {
  if (!isRecord(tree)) throw new ThemeTokenError('', 'a token file must be a JSON object');
  const tokens: Token[] = [];
  const walk = (group: Record<string, unknown>, path: string[], inherited?: TokenType) => {
    const groupType = group.$type ?? inherited;
    for (const [key, node] of Object.entries(group)) {
      if (key.startsWith('$')) continue;
      const here = [...path, key];
      const dotted = here.join('.');
      if (!/^[a-z0-9][a-z0-9-]*$/.test(key)) {
        throw new ThemeTokenError(dotted, 'names must be lowercase letters, digits and dashes');
      }
      if (!isRecord(node)) throw new ThemeTokenError(dotted, 'must be a token or a group object');
      const type = (node.$type ?? groupType) as TokenType | undefined;
      if (type !== undefined && !TOKEN_TYPES.includes(type)) {
        throw new ThemeTokenError(dotted, `unknown $type "${String(type)}"`);
      }
      if (!('$value' in node)) {
        walk(node, here, type);
        continue;
      }
      if (!type) throw new ThemeTokenError(dotted, 'has no $type (on the token or a parent group)');
      checkValue(type, node.$value, dotted);
      const token: Token = { path: here, type, value: node.$value };
      if (typeof node.$description === 'string') token.description = node.$description;
      tokens.push(token);
    }
  };
  walk(tree, []);
  return tokens;
}
