import type { Brand } from '@dating/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createBrandLookup } from '../brands/load-brands.js';
import { ApiFailure } from './api-failure.js';
import { checkOrigin } from './origin-check.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand the Host header names (requests for other hosts are answered 404 at once). */
    brand: Brand;
  }
}

/** How many Host headers the request came with (Node keeps only the first in `headers`). */
function hostHeaderCount(request: FastifyRequest): number {
  let count = 0;
  const raw = request.raw.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() === 'host') count += 1;
  }
  return count;
}

/**
 * The checks every request passes before anything else: exactly one Host header (two could make a
 * proxy and the server disagree about the site), a host that names one of the brands (404 for any
 * other: no page lists the brands a server runs), and the Origin check of state-changing calls.
 */
export function installRequestGuards(app: FastifyInstance, brands: readonly Brand[]): void {
  const lookupBrand = createBrandLookup(brands);
  app.decorateRequest('brand', null as unknown as Brand);
  app.addHook('onRequest', async (request) => {
    if (hostHeaderCount(request) !== 1) {
      throw new ApiFailure(400, 'bad_request', 'Send exactly one Host header');
    }
    const brand = lookupBrand(request.headers.host);
    if (!brand) throw new ApiFailure(404, 'not_found', 'No site answers to this host');
    request.brand = brand;
    checkOrigin(request);
  });
}
