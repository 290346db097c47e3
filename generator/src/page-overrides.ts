import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Brand } from '@dating/contract';
import { brandLanguages } from '@dating/contract';
import { type Language, LEGAL_PAGES } from '@dating/contract/enums';
import { mainLanguageOf, ownPageTokenProblem, ownPageTokens } from '@dating/contract/rules';
import MarkdownIt from 'markdown-it';
import { CliError } from './errors.js';

/** The folder of a site that holds the operator's pages: legal pages in its words, its own pages. */
const PAGES_DIR = 'pages';

/** The largest page file taken: a long legal document is some tens of kilobytes. */
const MAXIMUM_BYTES = 200_000;

const FILE_NAME = /^([a-z0-9-]+)\.([a-z]{2})\.md$/;

/** A page file rendered: its title and the HTML of the rest. */
export interface RenderedPage {
  title: string;
  html: string;
}

/** The operator's pages as `readPageOverrides` rendered them, by page and language. */
export type RenderedPages = Readonly<Record<string, Partial<Record<Language, RenderedPage>>>>;

// Markdown without raw HTML (typed tags come out as text) and with markdown-it's link check (no
// `javascript:`, `vbscript:`, `file:` or non-image `data:` addresses).
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/**
 * One page file rendered: its first line must be a level-1 heading (`# Terms and conditions`),
 * which becomes the page's title; the rest becomes its HTML.
 */
export function renderPageMarkdown(source: string): RenderedPage | string {
  const tokens = markdown.parse(source, {});
  const [open, inline, close] = tokens;
  if (open?.type !== 'heading_open' || open.tag !== 'h1' || !inline || !close) {
    return 'must start with the page title as a level-1 heading ("# Title")';
  }
  const title = inline.content.trim();
  if (!title) return 'its title heading is empty';
  const body = tokens.slice(3);
  if (!body.length) return 'has a title but no text';
  return { title, html: markdown.renderer.render(body, markdown.options, {}) };
}

/**
 * Reads the operator's pages from `sites/<slug>/pages/`: files named `<page>.<language>.md`
 * (`terms.de.md`) in a language of the brand, each starting with its title. A legal page
 * (`LEGAL_PAGES`) replaces the product's in that language; any other name is a page of the
 * operator's own at `/<page>` (`ownPageTokenProblem` says which names may be), which needs a
 * version in the brand's main language (`domain_language`), shown to visitors of a language it
 * lacks. Every problem is named at once, with its file.
 * @returns the pages by page and language (none without the folder).
 */
export async function readPageOverrides(siteDir: string, brand: Brand): Promise<RenderedPages> {
  const dir = join(siteDir, PAGES_DIR);
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch {
    return {};
  }
  const languages: readonly string[] = brandLanguages(brand);
  const pages: Record<string, Partial<Record<Language, RenderedPage>>> = {};
  const problems: string[] = [];
  for (const name of names) {
    const where = `${PAGES_DIR}/${name}`;
    const match = FILE_NAME.exec(name);
    const [, page, language] = match ?? [];
    if (!page || !language) {
      problems.push(`${where}: is not named <page>.<language>.md (e.g. terms.de.md)`);
      continue;
    }
    const tokenProblem = (LEGAL_PAGES as readonly string[]).includes(page)
      ? null
      : ownPageTokenProblem(page);
    if (tokenProblem) {
      problems.push(`${where}: "${page}" ${tokenProblem}`);
      continue;
    }
    if (!languages.includes(language)) {
      problems.push(
        `${where}: "${language}" is not a language of the brand (${languages.join(', ')})`,
      );
      continue;
    }
    const file = join(dir, name);
    if ((await stat(file)).size > MAXIMUM_BYTES) {
      problems.push(`${where}: is larger than ${MAXIMUM_BYTES / 1000} kB`);
      continue;
    }
    const rendered = renderPageMarkdown(await readFile(file, 'utf8'));
    if (typeof rendered === 'string') {
      problems.push(`${where}: ${rendered}`);
      continue;
    }
    pages[page] = { ...pages[page], [language as Language]: rendered };
  }
  const main = mainLanguageOf(brand.domain_language ?? brandLanguages(brand)[0] ?? 'en');
  for (const token of ownPageTokens(pages)) {
    if (!pages[token]?.[main]) {
      problems.push(
        `${PAGES_DIR}/${token}.${main}.md: is missing; a page of your own needs a version in the brand's main language (${main}), shown where a language has none`,
      );
    }
  }
  if (problems.length) {
    throw new CliError(`The pages of ${brand.slug} have problems:`, problems);
  }
  return pages;
}

/** The folder of a site's `src/` with the page texts the generator writes, one module each. */
export const PAGE_TEXTS_DIR = 'page-texts';

/** What a site carries of the operator's pages (`pageModules`). */
export interface PageModules {
  /** The object of `pages.gen.ts`: each version's title, and its HTML as an import of its own. */
  source: string;
  /** The modules of the texts, by file name in {@link PAGE_TEXTS_DIR}. */
  files: { name: string; text: string }[];
}

/**
 * The operator's pages as a site carries them: `pages.gen.ts` holds each version's title (the
 * footer links own pages by it) and imports its HTML from a module of its own
 * (`page-texts/<page>.<language>.gen.ts`), which the build makes a chunk that loads with the
 * page; so long documents in every language add nothing to the other pages' JavaScript.
 */
export function pageModules(pages: RenderedPages): PageModules {
  const files: PageModules['files'] = [];
  const lines = ['{'];
  for (const [page, versions] of Object.entries(pages)) {
    lines.push(`  ${JSON.stringify(page)}: {`);
    for (const [language, version] of Object.entries(versions ?? {})) {
      // Page names and languages are small letters, digits and dashes (FILE_NAME).
      const module = `${page}.${language}.gen`;
      files.push({
        name: `${module}.ts`,
        text: `// Generated by dating-sites from pages/${page}.${language}.md: the page's text as HTML.\nexport default ${JSON.stringify(version.html)};\n`,
      });
      lines.push(
        `    ${JSON.stringify(language)}: {`,
        `      title: ${JSON.stringify(version.title)},`,
        `      html: () => import('./${PAGE_TEXTS_DIR}/${module}').then((text) => text.default),`,
        '    },',
      );
    }
    lines.push('  },');
  }
  lines.push('}');
  return { source: files.length ? lines.join('\n') : '{}', files };
}
