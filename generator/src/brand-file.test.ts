import { closestMatch } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { brandTextWarnings, lineAndColumn, parseJson, validateBrand } from './brand-file.js';
import { CliError } from './errors.js';

const amora = {
  slug: 'amora',
  name: 'Amora',
  domain: 'amora.example',
  domain_language: 'nl-NL',
  countries: ['NL', 'BE'],
  languages: ['nl', 'fr', 'en'],
  theme: 'classic',
  fictional_icon: '🎭',
  fictional_warning: 'Some profiles are fictional and are run by our team.',
  fictional_singular: 'fictional profile',
  fictional_plural: 'fictional profiles',
  support_email: 'help@amora.example',
  support_phone: '+31 20-123 45 67',
};

function problemsOf(input: unknown): string[] {
  try {
    validateBrand(input, 'brand.json');
  } catch (error) {
    if (error instanceof CliError) return error.lines;
    throw error;
  }
  throw new Error('expected the brand to be rejected');
}

describe('validateBrand', () => {
  it('accepts the amora brand file as it is and applies defaults', () => {
    const { brand } = validateBrand(amora);
    expect(brand.slug).toBe('amora');
    expect(brand.message_credits).toBe(5);
    expect(brand.company).toEqual({});
  });

  it('names each wrong field with its reason', () => {
    const lines = problemsOf({ ...amora, countries: ['NL', 'XX'], support_email: 'nope' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^countries\[1\]: /);
    expect(lines[1]).toMatch(/^support_email: /);
  });

  it('suggests the known field for a misspelled one', () => {
    const { languages, ...rest } = amora;
    expect(problemsOf({ ...rest, langauges: languages })).toEqual([
      'langauges: unknown field (did you mean "languages"?)',
    ]);
  });

  it('suggests a field inside company', () => {
    expect(problemsOf({ ...amora, company: { adress: 'Dam 1' } })).toEqual([
      'company.adress: unknown field (did you mean "company.address"?)',
    ]);
  });

  it('gives no suggestion for a field unlike any known one', () => {
    expect(problemsOf({ ...amora, colour_scheme: 'red' })).toEqual([
      'colour_scheme: unknown field',
    ]);
  });

  it('refuses an unknown theme, suggesting the closest', () => {
    expect(problemsOf({ ...amora, theme: 'midnite' })).toEqual([
      'theme: unknown theme "midnite" (did you mean "midnight"?); themes: classic, midnight, sunrise',
    ]);
  });

  it('reports a missing required field', () => {
    const { domain: _domain, ...rest } = amora;
    expect(problemsOf(rest)).toEqual([expect.stringMatching(/^domain: /)]);
  });

  it('refuses something that is not an object', () => {
    expect(problemsOf([amora])).toEqual(['(root): expected an object']);
  });
});

describe('brandTextWarnings', () => {
  it('warns about each language of the brand that a text field lacks', () => {
    const { brand } = validateBrand({
      ...amora,
      fictional_warning: { nl: 'Sommige profielen zijn fictief.' },
      site_entry_warning: { nl: { title: 'Alleen 18+', body: 'Lovely is voor volwassenen.' } },
    });
    const warnings = brandTextWarnings(brand);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^Warning: brand "amora": fictional_warning has no text of its own in fr, en;/,
      ),
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(/^Warning: brand "amora": site_entry_warning .* in fr, en;/),
    );
    // One icon suits every language; the defaults of the fictional labels are in every language.
    expect(warnings.join('\n')).not.toMatch(/fictional_icon/);
    const { brand: plain } = validateBrand({
      slug: 'plain',
      name: 'Plain',
      domain: 'plain.example',
      countries: ['BE'],
    });
    expect(brandTextWarnings(plain)).toEqual([]);
  });
});

describe('parseJson', () => {
  it('gives the line and column of a syntax error', () => {
    const text = '{\n  "slug": "amora",\n  "name": "Amora"\n  "domain": "amora.example"\n}';
    expect(() => parseJson(text, 'amora.json')).toThrow(
      /amora\.json is not valid JSON \(line 4, column 3\)/,
    );
  });

  it('points at the end of a truncated file', () => {
    expect(() => parseJson('{\n  "slug": ', 'cut.json')).toThrow(
      /cut\.json is not valid JSON \(line 2/,
    );
  });

  it('computes 1-based lines and columns', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('closestMatch', () => {
  it('finds a near miss and ignores far words', () => {
    expect(closestMatch('suport_email', ['support_email', 'support_phone'])).toBe('support_email');
    expect(closestMatch('xyz', ['support_email'])).toBeUndefined();
  });
});
