import { readFile } from 'node:fs/promises';
import {
  BRAND_TEXT_FIELDS,
  type Brand,
  type BrandInput,
  brandLanguages,
  brandSchema,
  closestMatch,
  describeIssues,
  languagesWithoutText,
} from '@dating/contract';
import { themeNames } from '@dating/themes';
import type { z } from 'zod';
import { CliError } from './errors.js';

/** A brand file after validation: the parsed brand (defaults applied) and the file's own object. */
export interface LoadedBrand {
  /** The brand with every default applied. */
  brand: Brand;
  /** The object as written in the file (what `new` copies to `sites/<slug>/brand.json`). */
  input: BrandInput;
}

/** The 1-based line and column of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Parses JSON text, turning a syntax error into a CliError that gives the line and column.
 * @param source the file name shown in the message.
 */
export function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    const position = /position (\d+)/.exec(message);
    let where = '';
    if (lineColumn) where = `line ${lineColumn[1]}, column ${lineColumn[2]}`;
    else if (position) {
      const { line, column } = lineAndColumn(text, Number(position[1]));
      where = `line ${line}, column ${column}`;
    } else if (/end of (JSON )?input/i.test(message)) {
      const { line, column } = lineAndColumn(text, text.length);
      where = `line ${line}, column ${column}`;
    }
    const reason = message.replace(/\s*\(line \d+ column \d+\)|\s*in JSON at position \d+.*$/, '');
    throw new CliError(`${source} is not valid JSON${where ? ` (${where})` : ''}: ${reason}`);
  }
}

type AnySchema = z.core.$ZodType;

/** The schema inside optional, default and similar wrappers. */
function unwrap(schema: AnySchema | undefined): AnySchema | undefined {
  let current = schema;
  for (let depth = 0; current && depth < 5; depth++) {
    const inner = (current._zod.def as { innerType?: AnySchema }).innerType;
    if (!inner) break;
    current = inner;
  }
  return current;
}

/**
 * The keys an object or record of the brand schema at `path` may hold, for suggestions: an
 * object's field names, or a record's keys when they are a fixed set (the currencies of `prices`).
 */
function knownKeysAt(path: readonly PropertyKey[]): string[] {
  let schema: AnySchema | undefined = brandSchema;
  for (const key of path) {
    const def = unwrap(schema)?._zod.def as
      | { shape?: Record<string, AnySchema>; element?: AnySchema; valueType?: AnySchema }
      | undefined;
    schema = typeof key === 'number' ? def?.element : (def?.shape?.[String(key)] ?? def?.valueType);
  }
  const def = unwrap(schema)?._zod.def as
    | { shape?: Record<string, AnySchema>; keyType?: AnySchema }
    | undefined;
  if (def?.shape) return Object.keys(def.shape);
  const keys = (def?.keyType?._zod.def as { entries?: Record<string, string> } | undefined)
    ?.entries;
  return keys ? Object.values(keys) : [];
}

const fieldName = (path: readonly PropertyKey[], key?: string) =>
  [...path, ...(key === undefined ? [] : [key])].reduce<string>(
    (name, part) =>
      typeof part === 'number'
        ? `${name}[${part}]`
        : name
          ? `${name}.${String(part)}`
          : String(part),
    '',
  );

/**
 * Describes the problems of a brand object as `field: reason` lines: the contract's
 * `describeIssues` for schema errors, plus a "did you mean" for a misspelled field name.
 */
export function brandProblems(issues: readonly z.core.$ZodIssue[]): string[] {
  const lines: string[] = [];
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') {
      lines.push(...describeIssues([issue]));
      continue;
    }
    const known = knownKeysAt(issue.path);
    for (const key of issue.keys) {
      const suggestion = closestMatch(key, known);
      lines.push(
        `${fieldName(issue.path, key)}: unknown field${suggestion ? ` (did you mean "${fieldName(issue.path, suggestion)}"?)` : ''}`,
      );
    }
  }
  return lines;
}

/**
 * Validates a brand object: the contract's brand schema, then that its theme exists.
 * @throws CliError listing every `field: reason`.
 */
export function validateBrand(input: unknown, source = 'brand file'): LoadedBrand {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new CliError(`${source} must contain a JSON object`, ['(root): expected an object']);
  }
  const result = brandSchema.safeParse(input);
  const lines = result.success ? [] : brandProblems(result.error.issues);
  const theme = result.success ? result.data.theme : (input as { theme?: unknown }).theme;
  if (typeof theme === 'string' && !themeNames().includes(theme)) {
    const suggestion = closestMatch(theme, themeNames());
    lines.push(
      `theme: unknown theme "${theme}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; themes: ${themeNames().join(', ')}`,
    );
  }
  if (!result.success || lines.length) {
    throw new CliError(`${source} is not a valid brand file:`, lines);
  }
  return { brand: result.data, input: input as BrandInput };
}

/**
 * Reads, parses and validates a brand file.
 * @throws CliError for a missing file, invalid JSON (with line and column) or schema errors.
 */
export async function readBrandFile(path: string): Promise<LoadedBrand> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? `${path}: no such file` : `${path}: ${(error as Error).message}`,
    );
  }
  return validateBrand(parseJson(text, path), path);
}

/**
 * Warnings about brand texts that a language of the brand lacks: a map without that language, or
 * one string (the domain language's text) for a brand with more languages. An icon given as one
 * string suits every language. The site-entry warning, when given, is checked the same way.
 */
export function brandTextWarnings(brand: Brand): string[] {
  const languages = brandLanguages(brand);
  const domainLanguage = brand.domain_language ?? languages[0] ?? 'en';
  const entryMissing = Object.keys(brand.site_entry_warning).length
    ? languages.filter((language) => !brand.site_entry_warning[language])
    : [];
  const entryWarning = entryMissing.length
    ? [
        `Warning: brand "${brand.slug}": site_entry_warning has no text of its own in ${entryMissing.join(', ')}; members reading ${entryMissing.length > 1 ? 'these languages' : 'it'} see the interface's general warning instead. Add { "title": "…", "body": "…" } for ${entryMissing.join(', ')}.`,
      ]
    : [];
  const fieldWarnings = BRAND_TEXT_FIELDS.flatMap((field) => {
    const text = brand[field];
    if (field === 'fictional_icon' && typeof text === 'string') return [];
    const missing = languagesWithoutText(text, languages, domainLanguage);
    if (!missing.length) return [];
    const shown = typeof text === 'string' ? text : Object.values(text ?? {})[0];
    return [
      `Warning: brand "${brand.slug}": ${field} has no text of its own in ${missing.join(', ')}; members reading ${missing.length > 1 ? 'these languages' : 'it'} see "${shown}". Give ${field} as a map of language to text, e.g. { "${missing[0]}": "…" }.`,
    ];
  });
  return [...fieldWarnings, ...entryWarning];
}
