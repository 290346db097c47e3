import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandIndexPage } from '../brands/brand-index-page.js';
import type { ServerContext } from '../http/context.js';
import { currentMember } from '../http/session-cookie.js';
import { photoAccess } from '../photos/photo-access.js';

const notFound = (reply: FastifyReply, message = 'Not found') =>
  reply.status(404).send({ error: 'not_found', message });

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

/**
 * The built site of the request's brand (`<sitesDir>/<slug>/dist`) with SPA fallback, uploads at
 * `/uploads/<slug>/...` (private photos only for their owner, see {@link photoAccess}), and for an
 * unknown host a page listing the brands.
 */
export function registerSiteRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/uploads/*', async (request, reply) => {
    const brand = request.brand;
    const relative = relativeFile(request.url.split('?')[0]?.slice('/uploads/'.length) ?? '');
    if (!brand || !relative?.startsWith(`${brand.slug}${sep}`)) return notFound(reply);
    const access = await photoAccess(
      context.database,
      relative.split(sep).join('/'),
      async () => (await currentMember(context, request))?.id,
    );
    if (!access || !(await isFile(join(context.uploadsDir, relative)))) return notFound(reply);
    // A private photo never lands in a shared cache, and is checked again after a logout.
    return access === 'public'
      ? reply.sendFile(relative, context.uploadsDir, { maxAge: '7d' })
      : reply
          .header('cache-control', 'private, no-cache')
          .sendFile(relative, context.uploadsDir, { cacheControl: false });
  });

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) return notFound(reply, 'Unknown API call');
    const brand = request.brand;
    if (!brand) {
      if (path !== '/') return notFound(reply, 'Unknown site');
      return reply
        .type('text/html; charset=utf-8')
        .send(brandIndexPage(context.brands, request.headers.host));
    }
    const distDir = join(context.sitesDir, brand.slug, 'dist');
    const relative = relativeFile(path);
    if (relative === undefined) return notFound(reply);
    if (relative !== '' && (await isFile(join(distDir, relative)))) {
      const immutable = relative.startsWith(`assets${sep}`);
      return reply.sendFile(
        relative,
        distDir,
        immutable ? { maxAge: '365d', immutable: true } : { maxAge: 0 },
      );
    }
    if (
      (relative === '' || wantsPage(request, relative)) &&
      (await isFile(join(distDir, 'index.html')))
    ) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', distDir, { cacheControl: false });
    }
    return notFound(
      reply,
      relative === '' ? `The site ${brand.slug} has not been built` : 'Not found',
    );
  });
}
