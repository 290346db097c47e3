import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Language, ROOT_END_MARKER, SITE_SERVER_DIR } from '@dating/contract/enums';
import type { FastifyInstance } from 'fastify';
import type { ServerClock } from '../clock.js';

/** How long a page rendered for a request serves the next requests for it. */
const LIVE_PAGE_SECONDS = 60;

/** A page rendered for a request by a site's server entry (`renderLiveSitePage` of `@dating/ui`). */
interface LiveRender {
  html: string;
  namespaces: string[];
  /** The element that carries the data the page was rendered with. */
  dataElement: string;
}

/** What the server uses of a site's server entry (`src/prerender.tsx`, built into the dist). */
interface SiteServerEntry {
  renderLive(
    url: string,
    language: Language,
    fetch: typeof globalThis.fetch,
  ): Promise<LiveRender | undefined>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page the build rendered (`prerendered`), with everything from its root element to the end
 * of it (`ROOT_END_MARKER`) replaced by the page rendered for the request and the element with
 * its data; its head (title, styles, the held-submit script) stays. Undefined for a file without
 * the marker (a build older than live pages).
 */
export function liveDocument(
  prerendered: string,
  live: LiveRender,
  language: Language,
): string | undefined {
  const start = prerendered.indexOf('<div id="root"');
  const end = prerendered.indexOf(ROOT_END_MARKER);
  if (start < 0 || end < start) return undefined;
  const root = `<div id="root" data-prerendered="${escapeAttribute(language)}" data-namespaces="${escapeAttribute(live.namespaces.join(' '))}">${live.html}</div>`;
  return `${prerendered.slice(0, start)}${root}${ROOT_END_MARKER}${live.dataElement}${prerendered.slice(end + ROOT_END_MARKER.length)}`;
}

/** Options of {@link createLivePages}. */
export interface LivePagesOptions {
  /** The server: the pages' data is asked for through its own API, as a visitor would. */
  app: Pick<FastifyInstance, 'inject'>;
  clock: ServerClock;
}

/** What a request for a live page needs: where the site is, which page, for whom. */
export interface LivePageRequest {
  distDir: string;
  /** The build's server entry, relative to the dist folder (the prerendered index's). */
  serverEntry: string;
  /** The page the build rendered, relative to the dist folder (`prerendered/en/lander-gallery.html`). */
  file: string;
  /** The path and query the page is rendered for. */
  url: string;
  language: Language;
  /** The request's Host: the brand whose data the page shows. */
  host: string;
}

/**
 * Pages that show live data (a lander's members), rendered for a request with the site's own
 * server entry and the server's own API (GET calls only, as a visitor without a session), then
 * kept {@link LIVE_PAGE_SECONDS} for the next visitors of the page in that language, so that a
 * burst of paid traffic costs one render a minute. A page whose render fails or finds no data is
 * undefined: the build's page serves then.
 */
export function createLivePages({ app, clock }: LivePagesOptions) {
  const entries = new Map<string, Promise<SiteServerEntry>>();
  const rendered = new Map<string, { until: number; page: Promise<string | undefined> }>();

  /**
   * A build's server entry, loaded once: each build has its own (its folder named in the index),
   * so the entry and the chunks it loads are always of one build.
   */
  function serverEntry(file: string): Promise<SiteServerEntry> {
    let entry = entries.get(file);
    if (!entry) {
      entry = import(pathToFileURL(file).href) as Promise<SiteServerEntry>;
      entries.set(file, entry);
      // A failed load is tried again by the next render.
      entry.catch(() => entries.delete(file));
    }
    return entry;
  }

  /** A fetch for the server entry: the server's own GET calls, for the request's brand. */
  const ownApi =
    (host: string): typeof globalThis.fetch =>
    async (input, init) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET')
        throw new Error(`A live page may only read (${method} ${String(input)})`);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const { pathname, search } = new URL(url, 'http://site');
      const answer = await app.inject({
        method: 'GET',
        url: `${pathname}${search}`,
        headers: { host, accept: 'application/json' },
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  async function render(request: LivePageRequest): Promise<string | undefined> {
    // Only a file in the build's own folder for it.
    const parts = request.serverEntry.split('/');
    if (parts[0] !== SITE_SERVER_DIR || parts.includes('..')) return undefined;
    const entry = await serverEntry(join(request.distDir, request.serverEntry));
    const live = await entry.renderLive(request.url, request.language, ownApi(request.host));
    if (!live) return undefined;
    const prerendered = await readFile(join(request.distDir, request.file), 'utf8');
    return liveDocument(prerendered, live, request.language);
  }

  return {
    /** The page rendered for the request, or the one kept from a render less than a minute ago. */
    page(request: LivePageRequest): Promise<string | undefined> {
      const key = `${request.distDir}\n${request.file}`;
      const now = clock.now();
      const kept = rendered.get(key);
      if (kept && kept.until > now) return kept.page;
      for (const [other, { until }] of rendered) if (until <= now) rendered.delete(other);
      const page = render(request);
      rendered.set(key, { until: now + LIVE_PAGE_SECONDS * 1000, page });
      return page;
    },
  };
}
