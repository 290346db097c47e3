import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatJson } from './format-json.js';
import { generatorDir } from './paths.js';

describe('formatJson', () => {
  it('puts each top-level field on its own line and short values on one line', () => {
    expect(
      formatJson({ slug: 'amora', countries: ['NL', 'BE'], company: {}, costs: { a: 1 } }),
    ).toBe(
      '{\n  "slug": "amora",\n  "countries": ["NL", "BE"],\n  "company": {},\n  "costs": { "a": 1 }\n}\n',
    );
  });

  it('expands a value that does not fit in 100 columns', () => {
    const long = { text: 'x'.repeat(60), more: 'y'.repeat(30) };
    expect(formatJson({ company: long })).toBe(
      `{\n  "company": {\n    "text": "${long.text}",\n    "more": "${long.more}"\n  }\n}\n`,
    );
  });

  it.each(['lovely', 'amigos', 'herzklopfen'])(
    'reproduces the Biome-formatted demo brand %s byte for byte',
    (slug) => {
      const text = readFileSync(join(generatorDir, '..', 'sites', slug, 'brand.json'), 'utf8');
      expect(formatJson(JSON.parse(text))).toBe(text);
    },
  );
});
