import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Brand } from '@dating/contract';
import { brandLanguages } from '@dating/contract';
import {
  type Language,
  LEGAL_PAGES,
  type PageOverride,
  type PageOverrides,
} from '@dating/contract/enums';
import { mainLanguageOf, ownPageTokenProblem, ownPageTokens } from '@dating/contract/rules';
import MarkdownIt from 'markdown-it';
import { CliError } from './errors.js';

/** The folder of a site that holds the operator's pages: legal pages in its words, its own pages. */
const PAGES_DIR = 'pages';

/** The largest page file taken: a long legal document is some tens of kilobytes. */
const MAXIMUM_BYTES = 200_000;

const FILE_NAME = /^([a-z0-9-]+)\.([a-z]{2})\.md$/;

// Markdown without raw HTML (typed tags come out as text) and with markdown-it's link check (no
// `javascript:`, `vbscript:`, `file:` or non-image `data:` addresses).
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/**
 * One page file rendered: its first line must be a level-1 heading (`# Terms and conditions`),
 * which becomes the page's title; the rest becomes its HTML.
 */
export function renderPageMarkdown(source: string): { title: string; html: string } | string {
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
export async function readPageOverrides(siteDir: string, brand: Brand): Promise<PageOverrides> {
  const dir = join(siteDir, PAGES_DIR);
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch {
    return {};
  }
  const languages: readonly string[] = brandLanguages(brand);
  const pages: Record<string, Partial<Record<Language, PageOverride>>> = {};
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
