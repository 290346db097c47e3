import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Brand, Settings } from '@dating/contract';
import { brandLanguages } from '@dating/contract';
import { type Language, ROOT_END_MARKER, SITE_SERVER_DIR } from '@dating/contract/enums';
import type { RouteParamRule } from '@dating/contract/rules';
import { build, defaultServerConditions, type InlineConfig } from 'vite';
import { sitePaths } from './paths.js';
import { siteDescription } from './site-description.js';

/** The folder of the prerendered pages inside a site's dist: `<lang>/<page id>.html`. */
const PRERENDERED_DIR = 'prerendered';
/** The file that tells the server which pages are prerendered and which paths are routes. */
const PRERENDERED_INDEX = 'pages.json';

/** What the server reads from `dist/prerendered/pages.json`. */
interface PrerenderedIndex {
  /** The brand's languages, each with a folder of pages. */
  languages: Language[];
  /** The brand's `domain_language` (e.g. `nl-NL`), for a first visit without other hints. */
  domainLanguage: string;
  /** This build's server entry, relative to the dist folder (`SITE_SERVER_DIR`). */
  serverEntry: string;
  /**
   * Every route of the site's route table: its path pattern (React Router syntax), with the rules
   * of its parameters when it has any.
   */
  routes: (string | IndexedRoute)[];
  /**
   * The prerendered pages: the route each shows (its path pattern; absent for the 404 page), the
   * parameter values it was rendered for (a lander's `name`) and its status.
   */
  pages: {
    id: string;
    path?: string;
    params?: Readonly<Record<string, string>>;
    status: number;
    /** The page shows live data (a lander's members): the server renders it for each request. */
    live?: true;
  }[];
}

/** A route of the site, for the server: its pattern, its parameters' rules, its language slug. */
interface IndexedRoute {
  path: string;
  params?: Readonly<Record<string, RouteParamRule>>;
  /** The parameter that names the page's language (`deu`), as a lander's `slug` does. */
  languageParam?: string;
  /** The parameter that names the member the page shows: 404 when a visitor may not see them. */
  memberParam?: string;
}

/** The server entry of a site (`src/prerender.tsx`, generated from the templates). */
interface SiteServerEntry {
  defaults: Settings;
  /** The inline script that holds a form sent before it hydrated (first in the page's head). */
  HOLD_SUBMIT_SCRIPT: string;
  routes: readonly IndexedRoute[];
  prerenderedPages: readonly {
    id: string;
    url: string;
    route?: string;
    params?: Readonly<Record<string, string>>;
    status: 200 | 404;
    live?: true;
  }[];
  render(url: string, language: Language): Promise<{ html: string; namespaces: string[] }>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The built index.html with the page's HTML inside the root element (which names the page's
 * language and translation namespaces for the browser), `<html lang>` set, the elements React
 * hoists to the front of its output (the page's `<title>`, image preloads) moved into the head,
 * the page's title in place of the brand's (also for sharing, `og:title`), the brand's
 * description in the page's language (also `og:description`),
 * the stylesheets the page links inlined, so that nothing blocks the first paint, and, first in
 * the head, the script that holds a form sent before the page has hydrated (`holdSubmit`).
 */
function pageDocument(
  template: string,
  { html, namespaces }: { html: string; namespaces: readonly string[] },
  language: Language,
  description: string,
  stylesheets: ReadonlyMap<string, string>,
  holdSubmit: string,
): string {
  const hoisted = /^(?:<title>.*?<\/title>|<link\b[^>]*>|<meta\b[^>]*>)+/s.exec(html)?.[0] ?? '';
  const body = html.slice(hoisted.length);
  const title = /<title>.*?<\/title>/s.exec(hoisted)?.[0];
  const headElements = hoisted.replace(/<title>.*?<\/title>/s, '');
  let page = template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(language)}">`)
    .replace('<head>', () => `<head>\n    <script>${holdSubmit}</script>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${escapeAttribute(language)}" data-namespaces="${escapeAttribute(namespaces.join(' '))}">${body}</div>${ROOT_END_MARKER}`,
    );
  if (title) {
    page = page
      .replace(/<title>.*?<\/title>/s, () => title)
      .replace(
        /<meta property="og:title" content="[^"]*"/,
        // The title's text is escaped for HTML by React already.
        () => `<meta property="og:title" content="${title.slice(7, -8).replace(/"/g, '&quot;')}"`,
      );
  }
  page = page.replace(
    /<meta (name="description"|property="og:description") content="[^"]*"/g,
    (_meta, name: string) => `<meta ${name} content="${escapeAttribute(description)}"`,
  );
  if (headElements) page = page.replace('</head>', () => `${headElements}\n  </head>`);
  return page.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = stylesheets.get(href);
    return css === undefined ? link : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
}

/**
 * Renders the site's public pages (`prerenderedPagesOf` of `@dating/ui`) in every language of
 * the brand into `dist/prerendered/<lang>/<page>.html`, with `dist/prerendered/pages.json` for the
 * server. The pages are rendered by React in Node from a server build of the site's
 * `src/prerender.tsx` (made with the site's own Vite configuration), which stays in the dist
 * folder (in a folder of this build's own in `SITE_SERVER_DIR`, named by the index's
 * `serverEntry`, never served): the server renders the pages that show live data with it, for
 * each request (`live` in the index).
 * @returns the files written, relative to the dist folder.
 */
export async function prerenderSite(
  sitesDir: string,
  brand: Brand,
  clientConfig: InlineConfig,
): Promise<string[]> {
  const { siteDir, distDir } = sitePaths(sitesDir, brand.slug);
  // A folder of this build's own: a running server loads a new build's entry as a whole.
  const serverEntry = [SITE_SERVER_DIR, Date.now().toString(36), 'prerender.mjs'].join('/');
  const serverDir = join(distDir, dirname(serverEntry));
  await build({
    ...clientConfig,
    // The server build shares the client's resolution but bundles everything for Node.
    resolve: { ...clientConfig.resolve, conditions: [...defaultServerConditions] },
    ssr: { noExternal: true, target: 'node' },
    publicDir: false,
    build: {
      ssr: join(siteDir, 'src', 'prerender.tsx'),
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { entryFileNames: basename(serverEntry) } },
    },
  });
  const entry = (await import(pathToFileURL(join(distDir, serverEntry)).href)) as SiteServerEntry;
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const stylesheets = new Map<string, string>();
  for (const [, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="(\/[^"]+)"/g)) {
    if (href) stylesheets.set(href, await readFile(join(distDir, href), 'utf8'));
  }
  const languages = brandLanguages(brand);
  const written: string[] = [];
  for (const language of languages) {
    await mkdir(join(distDir, PRERENDERED_DIR, language), { recursive: true });
    for (const page of entry.prerenderedPages) {
      const rendered = await entry.render(page.url, language);
      // The sites' Content Security Policy allows one inline script (`holdSubmit`): a page that
      // needs another (React's for a part rendered out of place) would not show as rendered.
      if (rendered.html.includes('<script')) {
        throw new Error(
          `The prerendered page ${page.id} (${language}) holds an inline script, which the sites' Content Security Policy blocks`,
        );
      }
      const file = join(PRERENDERED_DIR, language, `${page.id}.html`);
      await writeFile(
        join(distDir, file),
        pageDocument(
          template,
          rendered,
          language,
          siteDescription(entry.defaults, language),
          stylesheets,
          entry.HOLD_SUBMIT_SCRIPT,
        ),
      );
      written.push(file);
    }
  }
  const index: PrerenderedIndex = {
    languages,
    domainLanguage: entry.defaults.domain_language,
    serverEntry,
    routes: entry.routes.map(({ path, params, languageParam, memberParam }) =>
      params || languageParam || memberParam ? { path, params, languageParam, memberParam } : path,
    ),
    pages: entry.prerenderedPages.map(({ id, route, params, status, live }) => ({
      id,
      path: route,
      params,
      status,
      ...(live ? { live } : {}),
    })),
  };
  const indexFile = join(PRERENDERED_DIR, PRERENDERED_INDEX);
  await writeFile(join(distDir, indexFile), `${JSON.stringify(index, null, 2)}\n`);
  return [...written, indexFile];
}
