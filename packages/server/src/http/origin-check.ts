import type { FastifyRequest } from 'fastify';
import { isLocalHost } from '../brands/hosts.js';
import { ApiFailure } from './api-failure.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origin a page of the request's site has: `http://<slug>.localhost:<port>` on a developer's
 * machine, `https://<host>` everywhere else (TLS may end at a proxy in front of the server).
 */
function expectedOrigin(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').trim().toLowerCase();
  return `${isLocalHost(host) ? 'http' : 'https'}://${host}`;
}

/** The origin of a URL header value (Origin or Referer), or null when it is none. */
function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const forbiddenOrigin = () =>
  new ApiFailure(403, 'forbidden_origin', 'The request does not come from this site');

/**
 * Refuses a state-changing call that does not come from the site itself (cross-site request
 * forgery): its Origin, or failing that its Referer, must be the site's origin, scheme, host and
 * port alike. A call with neither comes from a program, not a browser page, unless the browser
 * says through Sec-Fetch-Site that it is cross-site.
 */
export function checkOrigin(request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  if (origin === undefined && referer === undefined) {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw forbiddenOrigin();
    return;
  }
  const claimed = origin !== undefined ? originOf(origin) : originOf(referer);
  if (claimed !== expectedOrigin(request)) throw forbiddenOrigin();
}

/**
 * Refuses a WebSocket upgrade that does not come from a page of the site itself: browsers always
 * send the page's Origin with one, and a cookie alone must not open a member's live events to
 * another site (cross-site WebSocket hijacking).
 */
export function checkSocketOrigin(request: FastifyRequest): void {
  if (originOf(request.headers.origin) !== expectedOrigin(request)) throw forbiddenOrigin();
}
