import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Brand } from '@dating/contract';
import { type Language, SITE_SERVER_DIR } from '@dating/contract/enums';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sessionMember } from '../accounts/sessions.js';
import { ApiFailure } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { sendFailure } from '../http/error-handler.js';
import { sessionToken } from '../http/session-cookie.js';
import { photoAccess } from '../photos/photo-access.js';
import { findableMembers } from '../profiles/profile-cards.js';
import { createLivePages } from './live-pages.js';
import { choosePage, prerenderedIndex } from './site-pages.js';

const notFound = (request: FastifyRequest, reply: FastifyReply, message = 'Not found') =>
  sendFailure(request, reply, new ApiFailure(404, 'not_found', message));

/** The relative file path a URL path names, or undefined when the path would leave its folder. */
function relativeFile(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  if (relative.split(/[/\\]/).includes('..')) return undefined;
  return relative;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A request for a page (not an asset): a GET of a path without extension that accepts HTML. */
function wantsPage(request: FastifyRequest, relative: string): boolean {
  const lastSegment = relative.split(/[/\\]/).pop() ?? '';
  return !lastSegment.includes('.') && (request.headers.accept ?? '').includes('text/html');
}

/** A page to send: a file of the dist folder; `live`: rendered for the request where it can be. */
interface PageToSend {
  file: string;
  status: number;
  /** It varies with the locale cookie and Accept-Language. */
  varies: boolean;
  live?: { language: Language; serverEntry: string };
}

/**
 * The HTML page for a page request: the prerendered page in the visitor's language when the build
 * made one for the path (it varies with the locale cookie and Accept-Language), else index.html;
 * status 404 for a path that is no route of the site. Undefined when the site is not built.
 */
async function sitePage(
  context: ServerContext,
  distDir: string,
  request: FastifyRequest,
  pathname: string,
): Promise<PageToSend | undefined> {
  if (!(await isFile(join(distDir, 'index.html')))) return undefined;
  const index = await prerenderedIndex(distDir);
  if (!index) return { file: 'index.html', status: 200, varies: false };
  const page = choosePage(index, {
    pathname,
    cookies: request.cookies,
    acceptLanguage: request.headers['accept-language'],
  });
  // A page about a member a visitor may not see (hidden, deleted, another brand's) is no page.
  if (page.member !== undefined && !(await isShownMember(context, request.brand, page.member))) {
    const file = page.notFoundFile ?? 'index.html';
    const found = page.notFoundFile !== undefined && (await isFile(join(distDir, file)));
    return { file: found ? file : 'index.html', status: 404, varies: found };
  }
  if (page.file && (await isFile(join(distDir, page.file)))) {
    return {
      file: page.file,
      status: page.status,
      varies: true,
      ...(page.live && index.serverEntry
        ? { live: { language: page.language, serverEntry: index.serverEntry } }
        : {}),
    };
  }
  return { file: 'index.html', status: page.status, varies: false };
}

/** Whether a visitor may see the member a page shows: findable, in the brand's countries. */
async function isShownMember(context: ServerContext, brand: Brand, id: number): Promise<boolean> {
  const row = await findableMembers(context.database, brand)
    .where('members.country', 'in', brand.countries)
    .where('members.id', '=', id)
    .select('members.id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The id of the request's logged-in member, looked up only when a photo needs it. */
async function viewerId(context: ServerContext, request: FastifyRequest) {
  const token = sessionToken(request);
  if (!token) return undefined;
  const now = context.clock.now();
  return (await sessionMember(context.database, token, request.brand.slug, now))?.id;
}

/**
 * The built site of the request's brand (`<sitesDir>/<slug>/dist`): its files (brotli or gzip
 * copies when the browser takes them, hashed assets cached for a year), its pages prerendered in
 * the visitor's language, index.html for the other routes, the 404 page with status 404 for
 * paths that are no route and for pages of members a visitor may not see; and uploads
 * at `/uploads/<slug>/...` (private photos only for their owner, see {@link photoAccess}).
 */
export const siteRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  app.get('/uploads/*', async (request, reply) => {
    const brand = request.brand;
    const relative = relativeFile(request.url.split('?')[0]?.slice('/uploads/'.length) ?? '');
    if (!relative?.startsWith(`${brand.slug}${sep}`)) return notFound(request, reply);
    const access = await photoAccess(context.database, relative.split(sep).join('/'), () =>
      viewerId(context, request),
    );
    if (!access || !(await isFile(join(context.uploadsDir, relative))))
      return notFound(request, reply);
    // A private photo never lands in a shared cache, and is checked again after a logout.
    return access === 'public'
      ? reply.sendFile(relative, context.uploadsDir, { maxAge: '7d' })
      : reply
          .header('cache-control', 'private, no-cache')
          .sendFile(relative, context.uploadsDir, { cacheControl: false });
  });

  const livePages = createLivePages({ app, clock: context.clock });

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) return notFound(request, reply, 'Unknown API call');
    const brand = request.brand;
    const distDir = join(context.sitesDir, brand.slug, 'dist');
    const relative = relativeFile(path);
    // The site's server entry is the server's, never a browser's.
    if (relative === undefined || relative.split(sep)[0] === SITE_SERVER_DIR) {
      return notFound(request, reply);
    }
    if (relative !== '' && (await isFile(join(distDir, relative)))) {
      const immutable = relative.startsWith(`assets${sep}`);
      return reply.sendFile(
        relative,
        distDir,
        immutable ? { maxAge: '365d', immutable: true } : { maxAge: 0 },
      );
    }
    if (relative === '' || wantsPage(request, relative)) {
      const page = await sitePage(context, distDir, request, path);
      if (page) {
        reply.code(page.status).header('cache-control', 'no-cache');
        if (page.varies) reply.header('vary', 'Cookie, Accept-Language');
        const live =
          page.live &&
          (await livePages
            .page({
              distDir,
              file: page.file,
              // Without the query: one page for every visitor (a tracking record is the browser's).
              url: path,
              language: page.live.language,
              serverEntry: page.live.serverEntry,
              host: request.headers.host ?? '',
            })
            .catch((error: unknown) => {
              request.log.warn({ err: error }, "a live page failed; the build's page serves");
              return undefined;
            }));
        if (live) return reply.type('text/html; charset=utf-8').send(live);
        return reply.sendFile(page.file, distDir, { cacheControl: false });
      }
    }
    return notFound(
      request,
      reply,
      relative === '' ? `The site ${brand.slug} has not been built` : 'Not found',
    );
  });
};
