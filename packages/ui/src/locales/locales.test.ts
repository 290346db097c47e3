import { ERROR_CODES, FIELD_PROBLEMS, LANGUAGE_CODES } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { LEGAL_NAMESPACES, NAMESPACES } from './load-locale.js';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A legal text may cite the law: an article with its paragraphs and points, in any of the seven
 * languages' styles (`Art. 6(1)(b)`, `Art. 6 Abs. 1 lit. b`, `art. 6, lid 1, onder b`,
 * `art. 6 ust. 1 lit. b`, `§ 312j`), and an EU act by its number (`2016/679`). Those figures are
 * the law's, not the product's; every other figure comes from the constants.
 */
const CITATION =
  /(?:\b(?:Arts?|arts?|Artikel|artikel|Article|article|Artículo|artículo|Articolo|articolo|Artykuł|artykuł)\.?|§§?)\s*\d+[a-z]?(?:[\s.,()]*(?:\d+|[a-z]\b|Abs\.|lid|leden|ust\.|par\.|para\.|lit\.|lett\.|letra|point|punto|pkt|onder|comma|apartado|alinéa|zin|sub|i|und|en|et|y|e|oraz)\)?)*/g;
const EU_ACT_NUMBER = /\b(?:19|20)\d\d\/\d{1,4}\b/g;
const LEGAL = new Set<string>(LEGAL_NAMESPACES);

/** Every leaf key of a namespace file, as dot paths. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function namespace(language: string, name: string): Record<string, unknown> {
  const file = files[`./${language}/${name}.json`];
  if (!file) throw new Error(`Missing file locales/${language}/${name}.json`);
  return file;
}

/** Keys with the plural suffixes replaced by the plural categories the language needs. */
function expectedKeys(language: string, sourceKeys: string[]): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of sourceKeys) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else {
      keys.add(key);
    }
  }
  return [...keys].sort();
}

describe('translations', () => {
  it('has exactly the namespace files of the namespace list in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const present = Object.keys(files)
        .filter((path) => path.startsWith(`./${language}/`))
        .map((path) => path.slice(`./${language}/`.length, -'.json'.length))
        .sort();
      expect(present, language).toEqual([...NAMESPACES].sort());
    }
  });

  for (const name of NAMESPACES) {
    it(`has the same keys in every language for "${name}" (plurals per language)`, () => {
      const source = leafKeys(namespace('en', name));
      for (const language of LANGUAGE_CODES) {
        const actual = leafKeys(namespace(language, name)).sort();
        expect(actual, `${language}/${name}.json`).toEqual(expectedKeys(language, source));
      }
    });
  }

  it('keeps every {{placeholder}} of the English text', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const name of NAMESPACES) {
      const english = namespace('en', name);
      for (const key of leafKeys(english)) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const englishText = key.split('.').reduce<unknown>((node, part) => {
          return (node as Record<string, unknown>)[part];
        }, english);
        for (const language of LANGUAGE_CODES) {
          const translated = namespace(language, name);
          for (const candidate of leafKeys(translated).filter(
            (other) => other.replace(PLURAL_SUFFIX, '') === base,
          )) {
            const text = candidate.split('.').reduce<unknown>((node, part) => {
              return (node as Record<string, unknown>)[part];
            }, translated);
            expect(placeholders(text), `${language}/${name}: ${candidate}`).toEqual(
              placeholders(englishText),
            );
          }
        }
      }
    }
  });

  it('words every error code and, generically, every field problem', () => {
    const problems = leafKeys(namespace('en', 'problems')).map((key) =>
      key.replace(PLURAL_SUFFIX, ''),
    );
    for (const code of [...ERROR_CODES, 'network_error', 'tooManyAttempts']) {
      expect(problems, code).toContain(code);
    }
    for (const problem of FIELD_PROBLEMS)
      expect(problems, problem).toContain(`fields.any.${problem}`);
  });

  it('carries no figure of its own: numbers come from the constants', () => {
    for (const language of LANGUAGE_CODES) {
      for (const name of NAMESPACES) {
        const translated = namespace(language, name);
        for (const key of leafKeys(translated)) {
          const text = key.split('.').reduce<unknown>((node, part) => {
            return (node as Record<string, unknown>)[part];
          }, translated);
          // A citation of the law names an article; it is no figure of the product's own.
          let withoutValues = String(text)
            .replace(/\{\{\s*\w+\s*\}\}/g, '')
            .replace(CITATION, '');
          if (LEGAL.has(name)) withoutValues = withoutValues.replace(EU_ACT_NUMBER, '');
          expect(withoutValues, `${language}/${name}: ${key}`).not.toMatch(/\d/);
        }
      }
    }
  });

  it('gives the time bonus one name: the banner’s is the order’s', () => {
    for (const language of LANGUAGE_CODES) {
      const money = namespace(language, 'money') as {
        timeBonus: { label: string; title: string };
        checkout: { discount: { timeBonus: string } };
      };
      const { label, title } = money.timeBonus;
      expect(money.checkout.discount.timeBonus, language).toContain(label);
      expect(title, language).toContain(label);
    }
  });

  it('is never empty', () => {
    for (const language of LANGUAGE_CODES) {
      for (const name of NAMESPACES) {
        const translated = namespace(language, name);
        for (const key of leafKeys(translated)) {
          const text = key.split('.').reduce<unknown>((node, part) => {
            return (node as Record<string, unknown>)[part];
          }, translated);
          expect(typeof text === 'string' && text.trim().length > 0, `${language}: ${key}`).toBe(
            true,
          );
        }
      }
    }
  });
});
